import { Plus, X } from 'lucide-react';
import { CONSOLE_CONTROL } from '../../shared/ui/console-field';
import { FieldMessages, describedBy } from '../../shared/ui/field-messages';
import { BUTTON } from '../../shared/ui/button-styles';
import { fillCopy } from '../../shared/console-locale';
import { useContentCopy } from '../use-content-copy';
import { ICON_BUTTON, ICON_TONES } from './icon-button';
import { BilingualFieldset } from './localized-field';

export type TextLists = { fr: string[]; en: string[] };

/** A list of short texts per language (a plan's features): add, edit and remove each line. */
export function LocalizedListField({
  field,
  label,
  value,
  onChange,
  errors,
}: {
  field: string;
  label: string;
  value: TextLists;
  onChange: (value: TextLists) => void;
  errors: Record<string, string>;
}) {
  const copy = useContentCopy();
  return (
    <BilingualFieldset legend={label}>
      {(locale) => {
        const items = value[locale];
        const language = locale === 'fr' ? copy.editor.french : copy.editor.english;
        const errorId = `content-${field}-${locale}`;
        const error = errors[`${field}.${locale}`];
        const setItems = (next: string[]) => onChange({ ...value, [locale]: next });
        return (
          <div key={locale} className="flex min-w-0 flex-col gap-2">
            <p className="text-sm text-slate-600">{language}</p>
            <ol className="flex flex-col gap-2">
              {items.map((item, index) => {
                const id = `${errorId}-${index}`;
                const number = index + 1;
                return (
                  <li key={index} className="flex gap-2">
                    <label htmlFor={id} className="sr-only">
                      {fillCopy(copy.fields.featureLabel, { number, language })}
                    </label>
                    <input
                      id={id}
                      lang={locale}
                      value={item}
                      onChange={(event) =>
                        setItems(items.map((old, at) => (at === index ? event.target.value : old)))
                      }
                      aria-invalid={error && item.trim() === '' ? true : undefined}
                      aria-describedby={describedBy(errorId, undefined, error)}
                      className={CONSOLE_CONTROL}
                    />
                    <button
                      type="button"
                      onClick={() => setItems(items.filter((_, at) => at !== index))}
                      aria-label={fillCopy(copy.fields.removeFeature, { number, language })}
                      className={`${ICON_BUTTON} ${ICON_TONES.plain}`}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              onClick={() => setItems([...items, ''])}
              className={`${BUTTON.quiet} self-start`}
            >
              <Plus aria-hidden="true" className="size-4" />
              {copy.fields.addFeature}
              <span className="sr-only"> ({language})</span>
            </button>
            <FieldMessages id={errorId} error={error} />
          </div>
        );
      }}
    </BilingualFieldset>
  );
}
