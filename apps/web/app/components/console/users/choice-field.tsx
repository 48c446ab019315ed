import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../console-field';

/** A labelled drop-down over a fixed list of values. */
export function ChoiceField<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.id === event.target.value);
          if (chosen) onChange(chosen.id);
        }}
        className={CONSOLE_CONTROL}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
