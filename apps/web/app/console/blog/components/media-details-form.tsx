import type { MediaItem } from '@vitrine/contract/client/media-client';
import { MEDIA_LIMITS, type MediaDetails } from '@vitrine/contract/client/media-details';
import { useId, useState } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { AltSuggestion } from './alt-suggestion';

const FIELDS = [
  ['title', 'titleField', MEDIA_LIMITS.title],
  ['alt_fr', 'altFr', MEDIA_LIMITS.alt],
  ['alt_en', 'altEn', MEDIA_LIMITS.alt],
] as const;

/** An image's title and alt texts, edited in place on its tile and saved to the library. */
export function MediaDetailsForm({
  item,
  words,
  onSaved,
  onCancel,
  onNotice,
}: {
  item: MediaItem;
  words: ConsoleBlogCopy['editor']['media'];
  onSaved: (details: MediaDetails) => void;
  onCancel: () => void;
  onNotice: (text: string) => void;
}) {
  const { client } = useConsole();
  const id = useId();
  const [values, setValues] = useState<MediaDetails>({
    title: item.title,
    alt_fr: item.alt_fr,
    alt_en: item.alt_en,
  });
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await client.media.describe(item.name, values);
      onNotice(words.saved);
      onSaved(saved);
    } catch (error) {
      setSaving(false);
      onNotice(fillCopy(words.saveFailed, { message: apiFailure(error).message }));
    }
  };

  return (
    // Not a <form>: the dialog is inside the post's form, and forms do not nest.
    <div role="group" aria-label={words.describe} className="flex flex-col gap-2">
      {FIELDS.map(([field, label, max]) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={CONSOLE_LABEL}>
            {words[label]}
          </label>
          <input
            id={`${id}-${field}`}
            value={values[field]}
            maxLength={max}
            aria-describedby={field === 'title' ? undefined : `${id}-help`}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            className={CONSOLE_CONTROL}
          />
          {field === 'title' ? null : (
            <AltSuggestion
              language={field === 'alt_fr' ? 'fr' : 'en'}
              imageUrl={item.url}
              context={values.title}
              onUse={(alt) => {
                setValues((current) => ({ ...current, [field]: alt.slice(0, max) }));
                document.getElementById(`${id}-${field}`)?.focus();
              }}
            />
          )}
        </div>
      ))}
      <p id={`${id}-help`} className="text-xs text-slate-600">
        {words.altHelp}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON.primary}
          disabled={saving}
          onClick={() => void save()}
        >
          {words.save}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </div>
  );
}
