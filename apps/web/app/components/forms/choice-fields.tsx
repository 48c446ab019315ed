import { FieldError } from '../ui/field-error';
import { CONTROL, FieldHelp, LABEL, OptionalMark, describedBy } from './field-parts';

interface Option {
  id: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  optionalLabel: string;
  error?: string;
  errorPrefix: string;
}

/** An optional single choice: a native select whose first, empty option means "no answer". */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  optionalLabel,
  error,
  errorPrefix,
  onChange,
  ...select
}: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={LABEL.light}>
        {label}
        <OptionalMark label={optionalLabel} />
      </label>
      <select
        {...select}
        id={id}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={CONTROL}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} prefix={errorPrefix} message={error} />
    </div>
  );
}

interface CheckboxGroupProps {
  id: string;
  name: string;
  legend: string;
  help: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  optionalLabel: string;
  error?: string;
  errorPrefix: string;
  className?: string;
}

/** Several independent choices in a fieldset; the value lists the ticked ids in option order. */
export function CheckboxGroup({
  id,
  name,
  legend,
  help,
  options,
  value,
  onChange,
  onBlur,
  optionalLabel,
  error,
  errorPrefix,
  className = '',
}: CheckboxGroupProps) {
  const toggle = (optionId: string, checked: boolean) =>
    onChange(
      options
        .map((option) => option.id)
        .filter((candidate) => (candidate === optionId ? checked : value.includes(candidate))),
    );
  return (
    <fieldset aria-describedby={describedBy(id, error, help)} className={className}>
      <legend className={LABEL.light}>
        {legend}
        <OptionalMark label={optionalLabel} />
      </legend>
      <FieldHelp id={id}>{help}</FieldHelp>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-ink has-checked:border-brand has-checked:bg-brand/5"
          >
            <input
              type="checkbox"
              name={name}
              value={option.id}
              checked={value.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              onBlur={onBlur}
              className="size-5 shrink-0 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} prefix={errorPrefix} message={error} />
    </fieldset>
  );
}
