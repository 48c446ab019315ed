import { SelectField } from '../../shared/ui/select-field';

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
    <SelectField
      id={id}
      label={label}
      value={value}
      options={options.map((option) => ({ value: option.id, label: option.label }))}
      onChange={(chosenId) => {
        const chosen = options.find((option) => option.id === chosenId);
        if (chosen) onChange(chosen.id);
      }}
      compact
    />
  );
}
