import { LOCALES, type Locale } from '@vitrine/contract/locales';
import type { AiFillEntity } from '@vitrine/contract/client/ai-client';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useAiCopy, useSuggestions } from '../../ai/ai';
import { useAiEnabled } from '../../shared/ai-status';
import { useConsole } from '../../shared/console-context';
import { countedCopy } from '../../shared/counted-copy';
import { BUTTON } from '../../shared/ui/button-styles';
import { fillEmptyFields } from '../content-fill';
import { KIND_ENTITIES, type ContentKind } from '../content-kinds';
import type { ContentEditorState } from '../use-content-editor';

const FILLED_ENTITIES: Partial<Record<ContentKind, AiFillEntity>> = {
  plans: 'Plan',
  testimonials: 'Testimonial',
  faq: 'FaqItem',
  team: 'TeamMember',
  figures: 'SiteFigure',
  values: 'CompanyValue',
};

/**
 * « Remplir depuis le français » and « Remplir depuis l’anglais »: the AI writes the other
 * language of the record's empty bilingual fields, in the form only (saved with the record).
 */
export function ContentFillButtons({
  kind,
  editor,
}: {
  kind: ContentKind;
  editor: ContentEditorState;
}) {
  const enabled = useAiEnabled();
  const { locale } = useConsole();
  const copy = useAiCopy();
  const { state, ask } = useSuggestions<'content-fill'>();
  const [said, setSaid] = useState('');
  const entity = FILLED_ENTITIES[kind];
  if (!enabled || !entity || KIND_ENTITIES[kind] !== entity) return null;
  const text = copy.suggest;
  const loading = state.step === 'loading';
  const fill = async (from: Locale) => {
    setSaid('');
    const target: Locale = from === 'fr' ? 'en' : 'fr';
    const answer = await ask({ kind: 'content-fill', entity, from, values: editor.draft });
    if (!answer) return;
    const { draft, filled } = fillEmptyFields(editor.draft, answer.values, target);
    for (const field of filled) editor.set(field, draft[field]);
    const count = filled.length;
    setSaid(count > 0 ? countedCopy(text.filled, count, locale) : text.nothingToFill);
  };
  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 pb-4">
      <div className="flex flex-wrap gap-3">
        {LOCALES.map((from) => (
          <button
            key={from}
            type="button"
            className={BUTTON.secondary}
            disabled={loading}
            onClick={() => void fill(from)}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {text.fill[from]}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {loading ? text.filling : said}
      </p>
      {state.step === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{copy.leadNotice}</p>
    </div>
  );
}
