import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';
import type { PostInput, PostRecord } from './post-types';
import { slugTaken } from './save-post';

/** What the editor route's action answers to an autosave (never followed by a reload). */
export type AutosaveAnswer = { post: PostRecord; autosaved: true } | { slugTaken: true };

/**
 * The editor route's `clientAction` for an autosave of draft `postId`: the same slug check as a
 * save, then the server's autosave route (which refuses published posts and keeps fewer versions).
 */
export function autosavePostAction(request: Request, postId: string, input: PostInput) {
  return consoleCall(request, async (): Promise<AutosaveAnswer> => {
    const client = consoleClient();
    if (await slugTaken(client, input, postId)) return { slugTaken: true };
    const post = await client.blog.autosave(postId, input, { signal: request.signal });
    return { post, autosaved: true };
  });
}
