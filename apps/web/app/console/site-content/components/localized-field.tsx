import type { Locale } from '@vitrine/contract/locales';
import type { ReactNode } from 'react';
import { CONSOLE_CONTROL } from '../../shared/ui/console-field';
import { FieldMessages, describedBy } from '../../shared/ui/field-messages';
import { useContentCopy } from '../use-content-copy';

export type Texts = { fr: string; en: string };

const LANGUAGES: readonly Locale[] = ['fr', 'en'];

/** The fieldset of a field in both languages: its legend, then French and English side by side. */
export function BilingualFieldset({
  legend,
  help,
  children,
}: {
  legend: string;
  help?: string;
  children: (locale: Locale) => ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      {help ? <p className="mb-2 text-sm text-slate-500">{help}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">{LANGUAGES.map((locale) => children(locale))}</div>
    </fieldset>
  );
}

interface LocalizedFieldProps {
  /** The record's field: ids and error paths (`name.fr`) follow it. */
  field: string;
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  errors: Record<string, string>;
  help?: string;
  /** A text area of this many rows instead of an input. */
  rows?: number;
}

/** A text in French and English, side by side (stacked on phones), each with its own error. */
export function LocalizedField({
  field,
  label,
  value,
  onChange,
  errors,
  help,
  rows,
}: LocalizedFieldProps) {
  const copy = useContentCopy();
  return (
    <BilingualFieldset legend={label} help={help}>
      {(locale) => {
        const id = `content-${field}-${locale}`;
        const error = errors[`${field}.${locale}`];
        const control = {
          id,
          lang: locale,
          value: value[locale],
          onChange: (event: { target: { value: string } }) =>
            onChange({ ...value, [locale]: event.target.value }),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(id, undefined, error),
          className: CONSOLE_CONTROL,
        };
        return (
          <div key={locale} className="min-w-0">
            <label htmlFor={id} className="mb-1 block text-sm text-slate-600">
              {locale === 'fr' ? copy.editor.french : copy.editor.english}
              <span className="sr-only"> — {label}</span>
            </label>
            {rows ? <textarea rows={rows} {...control} /> : <input type="text" {...control} />}
            <FieldMessages id={id} error={error} />
          </div>
        );
      }}
    </BilingualFieldset>
  );
}
