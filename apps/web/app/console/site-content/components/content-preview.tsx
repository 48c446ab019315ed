import type { Locale } from '@vitrine/contract/locales';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import {
  fieldsOf,
  type ContentDraft,
  type ContentKind,
  type ContentRecord,
} from '../content-kinds';
import { useContentCopy } from '../use-content-copy';
import { CARD } from '../../shared/ui/button-styles';
import { SectionPreview } from './section-preview';

/** The visible records of the section, with the draft in place of its stored state. */
function previewItems(records: ContentRecord[], draft: ContentDraft, id: string | undefined) {
  const others = records.filter(
    (record) =>
      record.id !== id &&
      record.visible &&
      (!('placement' in record) || record.placement === draft.placement),
  );
  const order = (item: ContentDraft) => Number(item.order ?? 0);
  return [...others.map(fieldsOf), draft].sort((a, b) => order(a) - order(b));
}

/**
 * The section as visitors see it, drawn by the site's own components from the draft as typed,
 * in French or English. The console's language does not change it.
 */
export function ContentPreview({
  kind,
  draft,
  records,
  id,
}: {
  kind: ContentKind;
  draft: ContentDraft;
  records: ContentRecord[];
  id: string | undefined;
}) {
  const copy = useContentCopy();
  const [locale, setLocale] = useState<Locale>('fr');
  return (
    <section aria-labelledby="content-preview-title" className={`${CARD} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="content-preview-title" className="text-lg font-semibold text-ink">
            {copy.preview.title}
          </h2>
          <p className="text-sm text-slate-600">{copy.preview.intro}</p>
        </div>
        <div
          role="group"
          aria-label={copy.preview.language}
          className="flex rounded-lg border border-slate-300 p-1"
        >
          {(['fr', 'en'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={locale === option}
              onClick={() => setLocale(option)}
              className="min-h-9 min-w-12 rounded-md px-3 text-sm font-semibold text-slate-700 aria-pressed:bg-brand aria-pressed:text-white"
            >
              {option === 'fr' ? 'FR' : 'EN'}
              <span className="sr-only">
                {' '}
                — {option === 'fr' ? copy.editor.french : copy.editor.english}
              </span>
            </button>
          ))}
        </div>
      </div>
      {draft.visible === false ? (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {copy.preview.hiddenNote}
        </p>
      ) : null}
      <div
        lang={locale}
        data-testid="content-preview"
        inert
        className="relative -mx-4 overflow-hidden border-y border-slate-200 sm:-mx-6"
      >
        <SectionPreview kind={kind} items={previewItems(records, draft, id)} locale={locale} />
      </div>
    </section>
  );
}
