import type { Locale } from '@vitrine/contract/locales';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BUTTON } from '../../shared/ui/button-styles';
import { useModalDialog } from '../../shared/ui/use-modal-dialog';
import { useAiCopy } from '../../ai/ai';
import type { TranslatePostState } from '../use-translate-post';

/**
 * The translation as it streams in: the provider's text grows in a polite live region, marked
 * busy while it grows so that screen readers read it once at the end rather than every chunk.
 * Each step's first button gets the focus (Cancel while streaming).
 */
export function TranslateDialog({
  translation,
  language,
  linkedId,
}: {
  translation: TranslatePostState;
  /** The language translated into. */
  language: Locale;
  /** The post already linked in that language, if any. */
  linkedId: string | undefined;
}) {
  const copy = useAiCopy();
  const text = copy.translate;
  const { phase } = translation;
  const streaming = phase.step === 'streaming';
  const first = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const { dialog, titleId } = useModalDialog(
    phase.step !== 'closed',
    streaming ? translation.cancel : translation.close,
    first,
  );
  useEffect(() => {
    if (phase.step !== 'closed') first.current?.focus();
  }, [phase.step]);
  const draftId = phase.step === 'exists' ? (phase.draftId ?? linkedId) : linkedId;
  const streamId = `${titleId}-stream`;
  return (
    <dialog
      {...dialog}
      className="m-auto max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {text.dialogTitle[language]}
      </h2>
      <p className="mt-2 text-slate-700">{text.intro}</p>
      <p className="mt-2 text-sm text-slate-600">{copy.leadNotice}</p>
      <h3 id={streamId} className="mt-4 text-sm font-semibold text-slate-800">
        {text.received}
      </h3>
      <div
        aria-labelledby={streamId}
        aria-live="polite"
        aria-busy={streaming}
        role="region"
        className="mt-1 min-h-24 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-800"
      >
        {translation.text}
      </div>
      <div className="mt-3 min-h-6">
        {streaming ? <p role="status">{text.streaming}</p> : null}
        {phase.step === 'canceled' ? (
          <p role="status" className="font-medium text-slate-800">
            {text.canceled}
          </p>
        ) : null}
        {phase.step === 'exists' ? (
          <p role="alert" className="font-medium text-amber-900">
            {copy.errors.translationExists}
          </p>
        ) : null}
        {phase.step === 'published' ? (
          <p role="alert" className="font-medium text-amber-900">
            {copy.errors.translationPublished}
          </p>
        ) : null}
        {phase.step === 'failed' ? (
          <p role="alert" className="font-medium text-red-700">
            {phase.message}
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {streaming ? (
          <button ref={first} type="button" className={BUTTON.danger} onClick={translation.cancel}>
            {text.cancel}
          </button>
        ) : null}
        {phase.step === 'exists' ? (
          <>
            <button
              ref={first}
              type="button"
              className={BUTTON.primary}
              onClick={() => translation.start(true)}
            >
              {text.replace}
            </button>
            {draftId ? (
              <Link
                to={`/admin/blog/${draftId}`}
                className={BUTTON.secondary}
                onClick={translation.close}
              >
                {text.openDraft}
              </Link>
            ) : null}
          </>
        ) : null}
        {phase.step === 'published' && linkedId ? (
          <Link
            ref={first}
            to={`/admin/blog/${linkedId}`}
            className={BUTTON.primary}
            onClick={translation.close}
          >
            {text.openPublished}
          </Link>
        ) : null}
        {phase.step === 'failed' || phase.step === 'canceled' ? (
          <button
            ref={first}
            type="button"
            className={BUTTON.primary}
            onClick={() => translation.start()}
          >
            {text.retry}
          </button>
        ) : null}
        {streaming ? null : (
          <button type="button" className={BUTTON.secondary} onClick={translation.close}>
            {text.close}
          </button>
        )}
      </div>
    </dialog>
  );
}
