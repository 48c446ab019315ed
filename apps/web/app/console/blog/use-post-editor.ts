import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useToast } from '../../shared/toast/use-toast';
import {
  FIELD_ORDER,
  draftFromRecord,
  draftToInput,
  emptyDraft,
  fieldId,
  hasErrors,
  validateDraft,
  type FieldErrors,
  type PostDraft,
  type PostField,
} from './post-form';
import { passCreatedPost } from './created-post';
import type { PostRecord } from './post-types';
import type { PostActionBody } from './post-action';
import {
  publishedAfter,
  saveOutcome,
  savedToast,
  type SaveIntent,
  type savePostAction,
} from './save-post';
import { scheduleAware } from './scheduled-toast';
import { slugify } from './slug';
import { useConsoleBlog } from './use-console-blog';
import { useUnsavedGuard } from '../shared/ui/use-unsaved-guard';
import { useAutosave } from './use-autosave';

export type EditorView = 'write' | 'preview';

/** Success toasts close by themselves; failures stay until dismissed. */
export const SUCCESS_TOAST_MS = 6000;

/**
 * The editor's state: the fields as typed, the last saved version (to know what is unsaved),
 * the errors under the fields, and saving (through the route's `clientAction`). A new post's
 * slug follows its title until edited.
 */
export function usePostEditor(initial: PostRecord | undefined) {
  const { blogCopy, locale } = useConsoleBlog();
  const navigate = useNavigate();
  const { toast } = useToast();
  const postId = initial?.id;
  const [baseline, setBaseline] = useState(() =>
    initial ? draftFromRecord(initial) : emptyDraft(locale),
  );
  const [draft, setDraft] = useState(baseline);
  const [slugEdited, setSlugEdited] = useState(initial !== undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fetcher = useFetcher<typeof savePostAction>();
  // The save awaiting its answer: its intent, and the draft as sent.
  const [sent, setSent] = useState<{ intent: SaveIntent; draft: PostDraft }>();
  const saving = sent?.intent;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [view, setView] = useState<EditorView>('write');
  const [focusTarget, setFocusTarget] = useState<{ field: PostField }>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  const guard = useUnsavedGuard(dirty);

  /**
   * Takes a post saved by other means (autosave, restore) as the saved state, and as the fields
   * unless they changed since `sentDraft` (what the autosave sent).
   */
  const adopt = (post: PostRecord, sentDraft?: PostDraft) => {
    const saved = draftFromRecord(post);
    setBaseline(saved);
    setDraft((current) => (sentDraft === undefined || current === sentDraft ? saved : current));
  };
  const autosave = useAutosave({
    postId,
    draft,
    baseline,
    dirty,
    saving: saving !== undefined,
    adopt,
    copy: blogCopy,
  });

  useEffect(() => {
    if (focusTarget) document.getElementById(fieldId(focusTarget.field))?.focus();
  }, [focusTarget]);

  const setField = <K extends PostField>(field: K, value: PostDraft[K]) => {
    const followsTitle = field === 'title' && !slugEdited;
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (followsTitle) next.slug = slugify(String(value));
      if (field === 'language' && value !== current.language) next.translationId = '';
      return next;
    });
    if (field === 'slug') setSlugEdited(value !== '');
    setErrors((current) => {
      const next: FieldErrors = { ...current };
      delete next[field];
      if (followsTitle) delete next.slug;
      return next;
    });
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first === 'content') setView('write');
    if (first) setFocusTarget({ field: first });
  };

  useEffect(() => {
    if (!answer || !sent) return;
    setSent(undefined);
    const outcome = saveOutcome(answer, sent.draft, blogCopy);
    const { toasts } = blogCopy.editor;
    if (!outcome.ok) {
      // Field errors are shown under the fields (the first one focused); anything else, here.
      showErrors(outcome.errors);
      if (outcome.message)
        toast({ variant: 'destructive', title: toasts.saveFailed, description: outcome.message });
      return;
    }
    const saved = draftFromRecord(outcome.post);
    const said = savedToast(blogCopy, !postId, sent.draft.published, saved.published);
    const done = toast(scheduleAware(said, outcome.post, blogCopy, locale));
    setTimeout(done.dismiss, SUCCESS_TOAST_MS);
    setBaseline(saved);
    setDraft((current) => (current === sent.draft ? saved : current));
    setErrors({});
    if (!postId) {
      guard.allowLeaving();
      passCreatedPost(outcome.post);
      navigate(`/admin/blog/${outcome.post.id}`, { replace: true });
    }
    // Once per answer: `sent` is the save it answers; the copy and guard are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  /** Checks the fields here, then sends the record with the status the intent gives it. */
  const save = (intent: SaveIntent) => {
    if (saving) return;
    const problems = validateDraft(draft, blogCopy.editor.errors);
    if (hasErrors(problems)) return showErrors(problems);
    setSent({ intent, draft });
    const input = draftToInput(draft, publishedAfter(intent, draft.published));
    const body: PostActionBody = { intent: 'save', input };
    void fetcher.submit(body, { method: 'post', encType: 'application/json' });
  };

  return {
    postId,
    draft,
    baseline,
    errors,
    dirty,
    saving,
    view,
    setView,
    setField,
    save,
    guard,
    adopt,
    autosave,
  };
}

export type PostEditorState = ReturnType<typeof usePostEditor>;
