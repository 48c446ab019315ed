import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';
import type { SuggestionState } from '../use-suggestions';
import { useAiCopy } from '../use-ai-copy';

/** One proposal: its lines (a label, its text). */
export type SuggestionLines = { label?: string; text: string }[];

/**
 * The « Suggérer… » button and what it brought: the proposals, each with « Utiliser » (the caller
 * puts it in the form), or why none came. `needs`: why the button cannot be used yet.
 */
export function SuggestionList({
  label,
  state,
  proposals,
  needs,
  accepted,
  onAsk,
  onUse,
  onDismiss,
}: {
  label: string;
  state: SuggestionState<'post-seo' | 'image-alt' | 'campaign-subjects'>;
  proposals: SuggestionLines[];
  needs?: string;
  /** Said once a proposal was put in the form. */
  accepted: boolean;
  onAsk: () => void;
  onUse: (index: number) => void;
  onDismiss: () => void;
}) {
  const copy = useAiCopy();
  const text = copy.suggest;
  const id = useId();
  const loading = state.step === 'loading';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={BUTTON.quiet}
          disabled={loading || needs !== undefined}
          aria-describedby={needs ? `${id}-needs` : undefined}
          onClick={onAsk}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {label}
        </button>
        {needs ? (
          <span id={`${id}-needs`} className="text-sm text-slate-500">
            {needs}
          </span>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {loading ? text.loading : accepted ? text.accepted : ''}
      </p>
      {state.step === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      ) : null}
      {state.step === 'ready' && proposals.length > 0 ? (
        <div
          role="group"
          aria-labelledby={`${id}-heading`}
          className="rounded-lg border border-indigo-200 bg-indigo-50/60 p-3"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-heading`} className="text-sm font-semibold text-ink">
              {text.heading}
            </h3>
            <button
              type="button"
              className={BUTTON.quiet}
              aria-label={text.dismissLabel}
              onClick={onDismiss}
            >
              {text.dismiss}
            </button>
          </div>
          <ol className="mt-2 flex flex-col gap-2">
            {proposals.map((lines, index) => (
              <li
                key={index}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 text-sm text-slate-800">
                  {lines.map((line, row) => (
                    <p key={row} className="break-words">
                      {line.label ? (
                        <span className="font-semibold">
                          {line.label}
                          {text.separator}
                        </span>
                      ) : null}
                      {line.text}
                    </p>
                  ))}
                </div>
                <button
                  type="button"
                  className={`${BUTTON.secondary} shrink-0`}
                  aria-label={fillCopy(text.useLabel, { n: index + 1 })}
                  onClick={() => onUse(index)}
                >
                  {text.use}
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
