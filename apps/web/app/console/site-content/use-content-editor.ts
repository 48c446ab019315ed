import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useUnsavedGuard } from '../shared/ui/use-unsaved-guard';
import { toast } from '../../shared/toast/toast-store';
import { asSubmitted, type contentAction } from './content-action';
import {
  contentPath,
  draftOf,
  emptyDraft,
  type ContentDraft,
  type ContentKind,
  type ContentRecord,
} from './content-kinds';
import { issueMessages, validateDraft, type ContentErrors } from './content-validation';
import { useContentCopy } from './use-content-copy';

/** After a refused save, the first field in error gets the focus. */
function focusFirstError() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-content-editor] [aria-invalid="true"]')?.focus();
  });
}

/**
 * One record's editor: the draft as typed, its errors (checked against the contract's schema
 * once a save was tried, then at every keystroke), and the save through the route's
 * `clientAction`, which creates or updates the record. Leaving with unsaved changes asks first.
 */
export function useContentEditor(
  kind: ContentKind,
  record: ContentRecord | undefined,
  nextOrder: number,
) {
  const copy = useContentCopy();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof contentAction>();
  const [baseline, setBaseline] = useState<ContentDraft>(() =>
    record ? draftOf(record) : emptyDraft(kind, nextOrder),
  );
  const [draft, setDraft] = useState(baseline);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContentErrors>({});
  const [saving, setSaving] = useState(false);
  const guard = useUnsavedGuard(JSON.stringify(draft) !== JSON.stringify(baseline));
  const errors = checked ? { ...serverErrors, ...validateDraft(kind, draft, copy.errors) } : {};
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer || !saving) return;
    setSaving(false);
    if (answer.failure !== undefined) {
      if (answer.issues) setServerErrors(issueMessages(answer.issues, copy.errors));
      if (answer.code === API_ERROR_CODES.conflict) setServerErrors({ key: copy.errors.conflict });
      toast({ title: copy.editor.saveFailed, description: answer.failure, variant: 'destructive' });
      focusFirstError();
      return;
    }
    const saved = answer.data.record;
    toast({ title: record ? copy.editor.saved : copy.editor.created });
    if (saved) setBaseline(draftOf(saved));
    if (!record && saved) {
      guard.allowLeaving();
      void navigate(contentPath(kind, saved.id), { replace: true });
    }
    // Once per answer; the copy, guard and route are stable meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const set = (field: string, value: unknown) => {
    setServerErrors({});
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const save = () => {
    setChecked(true);
    if (saving) return;
    if (Object.keys(validateDraft(kind, draft, copy.errors)).length > 0) {
      toast({ title: copy.editor.fixErrors, variant: 'destructive' });
      focusFirstError();
      return;
    }
    setSaving(true);
    const body = asSubmitted({ intent: 'save', id: record?.id, input: draft });
    void fetcher.submit(body, { method: 'post', encType: 'application/json' });
  };

  return { draft, errors, saving, set, save, blocker: guard.blocker };
}

export type ContentEditorState = ReturnType<typeof useContentEditor>;
