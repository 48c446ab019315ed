import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleBlogCopy } from './content/fr/console-blog';
import { fillCopy } from '../shared/console-locale';
import type { autosavePostAction } from './autosave-post';
import type { PostActionBody } from './post-action';
import { draftToInput, hasErrors, validateDraft, type PostDraft } from './post-form';
import type { PostRecord } from './post-types';

/** A draft is saved this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 3000;

export interface AutosaveInput {
  postId: string | undefined;
  draft: PostDraft;
  baseline: PostDraft;
  dirty: boolean;
  /** An explicit save is under way: no autosave meanwhile. */
  saving: boolean;
  /** Takes the saved post as the editor's baseline (and as its fields, if unchanged since). */
  adopt: (post: PostRecord, sent: PostDraft) => void;
  copy: ConsoleBlogCopy;
}

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed'; message: string };

/**
 * Saves a stored draft by itself a few seconds after the last change: never a published post,
 * never while a save runs, never an invalid form (nothing is sent; the fields' messages stay as
 * they are). A failed autosave waits for the next change.
 */
export function useAutosave({
  postId,
  draft,
  baseline,
  dirty,
  saving,
  adopt,
  copy,
}: AutosaveInput) {
  const fetcher = useFetcher<typeof autosavePostAction>();
  const [sent, setSent] = useState<PostDraft>();
  const [failedOn, setFailedOn] = useState<PostDraft>();
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const busy = saving || fetcher.state !== 'idle' || sent !== undefined;
  const enabled = postId !== undefined && !baseline.published && !draft.published;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!enabled || !dirty || busy || draft === failedOn) return;
    if (hasErrors(validateDraft(draft, copy.editor.errors))) return;
    const timer = setTimeout(() => {
      setSent(draft);
      setStatus({ state: 'saving' });
      const body: PostActionBody = { intent: 'autosave', input: draftToInput(draft, false) };
      void fetcher.submit(body, { method: 'post', encType: 'application/json' });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // The fetcher is stable for this editor; the copy is the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, enabled, dirty, busy, failedOn]);

  useEffect(() => {
    if (!answer || !sent) return;
    setSent(undefined);
    if (answer.data && 'post' in answer.data) {
      adopt(answer.data.post, sent);
      setStatus({ state: 'saved', at: new Date() });
      return;
    }
    const message = answer.data
      ? copy.editor.errors.slugTaken[sent.language]
      : (answer.failure ?? '');
    setFailedOn(sent);
    setStatus({ state: 'failed', message: fillCopy(copy.tools.autosaveFailed, { message }) });
    // Once per answer: `sent` is the autosave it answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  return status;
}
