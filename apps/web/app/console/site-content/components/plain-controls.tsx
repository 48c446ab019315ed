import type { ReactNode } from 'react';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { FieldMessages, describedBy } from '../../shared/ui/field-messages';

/** A number as typed: '' when empty, `NaN` when unreadable (the validation says so). */
const readNumber = (text: string) => (text.trim() === '' ? '' : Number(text));

/** A labelled number input for a record's number field (price, rating). */
export function NumberField({
  id,
  label,
  value,
  onChange,
  error,
  help,
  step,
  min,
  max,
  suffix,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: number | string) => void;
  error?: string;
  help?: ReactNode;
  step: number;
  min?: number;
  max?: number;
  suffix?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={CONSOLE_LABEL}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          value={typeof value === 'number' && Number.isFinite(value) ? value : String(value ?? '')}
          onChange={(event) => onChange(readNumber(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          className={`${CONSOLE_CONTROL} max-w-40`}
        />
        {suffix}
      </div>
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}

/** A labelled check box for a record's yes/no field. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  help,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  help?: string;
}) {
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={help ? `${id}-help` : undefined}
          className="size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages id={id} help={help} />
    </div>
  );
}
