import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../console-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  help?: string;
  error?: string;
  className?: string;
}

/** A labelled select, with its help and its error tied to it (like `ConsoleField`). */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  help,
  error,
  className = '',
}: SelectFieldProps) {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        className={`${CONSOLE_CONTROL} min-h-11`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-500">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
