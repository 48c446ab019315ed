import { FieldError } from '../ui/field-error';
import { CONTROL, FieldHelp, LABEL, OptionalMark, describedBy } from './field-parts';

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  /** A multi-line text area instead of an input. */
  multiline?: boolean;
  required?: boolean;
  placeholder?: string;
  help?: string;
  /** Shown after the label when the field is not required (« facultatif »). */
  optionalLabel?: string;
  error?: string;
  errorPrefix: string;
  className?: string;
}

/** A labelled text, email or phone input (or text area), with its help and its error. */
export function TextField({
  id,
  label,
  multiline = false,
  type = 'text',
  required = false,
  help,
  optionalLabel,
  error,
  errorPrefix,
  onChange,
  className = '',
  ...input
}: TextFieldProps) {
  const shared = {
    ...input,
    id,
    required,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, help),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL.light}>
        {label}
        {required ? null : <OptionalMark label={optionalLabel} />}
      </label>
      <FieldHelp id={id}>{help}</FieldHelp>
      {multiline ? (
        <textarea {...shared} rows={6} className={`${CONTROL} py-2.5`} />
      ) : (
        <input {...shared} type={type} className={CONTROL} />
      )}
      <FieldError id={id} prefix={errorPrefix} message={error} />
    </div>
  );
}
