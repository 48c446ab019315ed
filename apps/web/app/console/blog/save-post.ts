import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fieldErrorsFromIssues, apiIssues } from './api-issues';
import {
  draftToInput,
  hasErrors,
  validateDraft,
  type FieldErrors,
  type PostDraft,
} from './post-form';
import type { PostRecord } from './post-types';
import { apiFailure } from '../api-failure';

export type SaveIntent = 'draft' | 'publish' | 'unpublish' | 'save';

export type SaveOutcome =
  { ok: true; post: PostRecord } | { ok: false; errors: FieldErrors; message?: string };

/** Whether another post of this language already has this slug. */
async function slugTaken(client: ApiClient, draft: PostDraft, postId: string | undefined) {
  const query: Record<string, unknown> = { slug: draft.slug.trim(), language: draft.language };
  if (postId) query.id = { $ne: postId };
  const matches = await client.entities.BlogPost.filter(query, undefined, 1, 0, ['id']);
  return matches.length > 0;
}

/** `published` after the action: publish, unpublish, save as a draft, or keep it as it is. */
export function publishedAfter(intent: SaveIntent, current: boolean) {
  if (intent === 'save') return current;
  return intent === 'publish';
}

/**
 * Checks the draft (in the browser, then the slug's uniqueness in its language), then creates or
 * updates the post. A refusal comes back as messages under the fields when it names them.
 */
export async function savePost(
  client: ApiClient,
  draft: PostDraft,
  intent: SaveIntent,
  postId: string | undefined,
  copy: ConsoleBlogCopy,
): Promise<SaveOutcome> {
  const errors = validateDraft(draft, copy.editor.errors);
  if (hasErrors(errors)) return { ok: false, errors };
  try {
    if (await slugTaken(client, draft, postId))
      return { ok: false, errors: { slug: copy.editor.errors.slugTaken[draft.language] } };
    const input = draftToInput(draft, publishedAfter(intent, draft.published));
    const post = postId
      ? await client.entities.BlogPost.update(postId, input)
      : await client.entities.BlogPost.create(input);
    return { ok: true, post };
  } catch (error) {
    const issues = apiIssues(error);
    const { message } = apiFailure(error);
    if (!issues) return { ok: false, errors: {}, message };
    const placed = fieldErrorsFromIssues(issues, copy);
    return {
      ok: false,
      errors: placed.errors,
      message: placed.unplaced.length > 0 ? placed.unplaced.join(' ') : undefined,
    };
  }
}

/** The toast after a successful save, from what changed. */
export function savedToast(copy: ConsoleBlogCopy, created: boolean, was: boolean, now: boolean) {
  const { toasts } = copy.editor;
  if (created && now) return { title: toasts.createdPublished, description: toasts.publishedText };
  if (created) return { title: toasts.created };
  if (!was && now) return { title: toasts.published, description: toasts.publishedText };
  if (was && !now) return { title: toasts.unpublished, description: toasts.unpublishedText };
  return { title: toasts.saved };
}
