import { data } from 'react-router';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';
import type { PostInput } from './post-types';
import { savePostAction } from './save-post';
import { autosavePostAction } from './autosave-post';

/** What the editor posts, as JSON, to its route's `clientAction`. */
export type PostActionBody =
  | { intent: 'save'; input: PostInput }
  | { intent: 'autosave'; input: PostInput }
  | { intent: 'delete' };

/** Deletes post `postId`; the editor then leaves for the list. */
export function deletePostAction(request: Request, postId: string) {
  return consoleCall(request, async () => {
    await consoleClient().entities.BlogPost.delete(postId, { signal: request.signal });
    return { deleted: postId };
  });
}

/** The editor route's `clientAction`: saves the post (`postId`, or a new one) or deletes it. */
export async function postEditorAction(request: Request, postId: string | undefined) {
  // Sent by the editor's own fetchers; the server checks the record against its schema.
  const body = (await request.json()) as PostActionBody;
  if (body.intent === 'save') return savePostAction(request, postId, body.input);
  if (body.intent === 'autosave' && postId) return autosavePostAction(request, postId, body.input);
  if (body.intent === 'delete' && postId) return deletePostAction(request, postId);
  throw data(`Unknown intent "${body.intent}"`, { status: 400 });
}

/**
 * Whether the editor's loader runs again after its action (`undefined` after a navigation): not
 * after a deletion, as the post is gone (the page leaves for the list, which loads afresh), nor
 * after an autosave (the editor keeps the saved post itself, and typing goes on).
 */
export const reloadsAfter = (
  actionResult: Awaited<ReturnType<typeof postEditorAction>> | undefined,
) => !(actionResult?.data && ('deleted' in actionResult.data || 'autosaved' in actionResult.data));
