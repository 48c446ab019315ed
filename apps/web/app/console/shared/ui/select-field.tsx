import { CONSOLE_CONTROL, CONSOLE_LABEL } from './console-field';
import { FieldMessages, describedBy } from './field-messages';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  help?: string;
  error?: string;
  className?: string;
  /** Only as tall as its text, like `ConsoleField`'s inputs (otherwise at least 44 px). */
  compact?: boolean;
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
  className,
  compact = false,
}: SelectFieldProps) {
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
        aria-describedby={describedBy(id, help, error)}
        className={compact ? CONSOLE_CONTROL : `${CONSOLE_CONTROL} min-h-11`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}
