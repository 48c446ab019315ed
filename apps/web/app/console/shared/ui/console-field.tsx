import type { HTMLInputTypeAttribute } from 'react';
import { FieldMessages, describedBy } from './field-messages';

export const CONSOLE_CONTROL =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-[invalid=true]:border-red-600';
export const CONSOLE_LABEL = 'mb-1.5 block text-sm font-semibold text-slate-800';

interface ConsoleFieldProps {
  id: string;
  /** The name the value is sent under (a sign-in form read before its scripts ran). */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  /** A text area of this many rows instead of an input. */
  rows?: number;
  help?: string;
  error?: string;
  className?: string;
}

/** A labelled console input or text area, with its help and its error tied to it. */
export function ConsoleField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  rows,
  help,
  error,
  className = '',
  ...rest
}: ConsoleFieldProps) {
  const control = {
    ...rest,
    id,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
    className: CONSOLE_CONTROL,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {label}
      </label>
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}
