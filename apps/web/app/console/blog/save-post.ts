import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { ConsoleBlogCopy } from './content/fr/console-blog';
import { consoleClient } from '../shared/console-client';
import { consoleCall, type Loaded } from '../shared/session';
import { fieldErrorsFromIssues } from './api-issues';
import type { FieldErrors, PostDraft } from './post-form';
import type { PostInput, PostRecord } from './post-types';

export type SaveIntent = 'draft' | 'publish' | 'unpublish' | 'save';

/** What the editor route's action answers to a save: the stored post, or a taken slug. */
export type SaveAnswer = { post: PostRecord; slugTaken?: undefined } | { slugTaken: true };

export type SaveOutcome =
  { ok: true; post: PostRecord } | { ok: false; errors: FieldErrors; message?: string };

/** Whether another post of this language already has this slug. */
export async function slugTaken(client: ApiClient, input: PostInput, postId: string | undefined) {
  const query: Record<string, unknown> = { slug: input.slug, language: input.language };
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
 * The editor route's `clientAction` for a save: checks the slug's uniqueness in its language,
 * then creates or updates the post (the editor checked the fields first).
 */
export function savePostAction(request: Request, postId: string | undefined, input: PostInput) {
  return consoleCall(request, async (): Promise<SaveAnswer> => {
    const client = consoleClient();
    const options = { signal: request.signal };
    if (await slugTaken(client, input, postId)) return { slugTaken: true };
    const post = postId
      ? await client.entities.BlogPost.update(postId, input, options)
      : await client.entities.BlogPost.create(input, options);
    return { post };
  });
}

/**
 * What the editor shows for the action's answer: a refusal comes back as messages under the
 * fields when it names them (a taken slug, a 422's issues), else as one message.
 */
export function saveOutcome(
  answer: Loaded<SaveAnswer>,
  draft: PostDraft,
  copy: ConsoleBlogCopy,
): SaveOutcome {
  if (answer.data?.slugTaken)
    return { ok: false, errors: { slug: copy.editor.errors.slugTaken[draft.language] } };
  if (answer.data) return { ok: true, post: answer.data.post };
  const { status, issues, failure } = answer;
  if (status !== 422 || !issues) return { ok: false, errors: {}, message: failure };
  const placed = fieldErrorsFromIssues(issues, copy);
  return {
    ok: false,
    errors: placed.errors,
    message: placed.unplaced.length > 0 ? placed.unplaced.join(' ') : undefined,
  };
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
