import { useState, type FormEvent } from 'react';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { ConsoleField } from '../../shared/ui/console-field';
import type { ConsoleAiCopy } from '../content/fr/console-ai';
import { termInput, type GlossaryTermInput, type GlossaryTermRecord } from '../glossary-api';

const FIELDS = ['term', 'fr', 'en', 'note'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Lengths kept of what is typed, in characters. */
const LIMITS = { term: 80, fr: 80, en: 80, note: 300 } as const;

/** A new term, or the term being edited (`editing`): term, French, English, note. */
export function GlossaryForm({
  copy,
  editing,
  onSave,
  onCancel,
}: {
  copy: ConsoleAiCopy['glossary'];
  editing: GlossaryTermRecord | undefined;
  onSave: (input: GlossaryTermInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>({
    term: editing?.term ?? '',
    fr: editing?.fr ?? '',
    en: editing?.en ?? '',
    note: editing?.note ?? '',
  });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const heading = editing ? fillCopy(copy.editHeading, { term: editing.term }) : copy.addHeading;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.term.trim() === '') return setError(copy.termRequired);
    setSaving(true);
    const saved = await onSave(termInput(values));
    setSaving(false);
    if (saved && !editing) setValues({ term: '', fr: '', en: '', note: '' });
  };
  return (
    <form
      id="glossary-form"
      aria-label={heading}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={CARD}
    >
      <h2 className="font-semibold text-ink">{heading}</h2>
      <p id="glossary-help" className="mt-1 text-sm text-slate-600">
        {copy.help}
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {FIELDS.map((field) => (
          <ConsoleField
            key={field}
            id={`glossary-${field}`}
            label={copy[field]}
            value={values[field]}
            onChange={(value) => {
              setError('');
              setValues((current) => ({ ...current, [field]: value.slice(0, LIMITS[field]) }));
            }}
            error={field === 'term' ? error || undefined : undefined}
            required={field === 'term'}
            autoComplete="off"
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={BUTTON.primary} disabled={saving}>
          {editing ? copy.save : copy.add}
        </button>
        {editing ? (
          <button type="button" className={BUTTON.secondary} onClick={onCancel}>
            {copy.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
