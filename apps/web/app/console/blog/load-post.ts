import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { Locale } from '@vitrine/contract/locales';
import { apiFailure } from '../shared/api-failure';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';
import { takeCreatedPost } from './created-post';
import type { PostRecord, PostSummary } from './post-types';

const MAX_OPTIONS = 500;

/** The team is edited by hand: a few dozen members at most (more are not offered). */
const MAX_AUTHORS = 200;

export type TranslationCandidate = Pick<PostSummary, 'id' | 'title' | 'published'>;

/** A visible team member a post may name as its author (`author_id`). */
export interface AuthorOption {
  id: string;
  name: string;
}

/**
 * What the editor opens with: a new or stored post, the posts it may translate and the team
 * members who may sign it, or a 404.
 */
export type EditorPost =
  | {
      post: PostRecord | undefined;
      candidates: Record<Locale, TranslationCandidate[]>;
      authors: AuthorOption[];
    }
  | { notFound: true };

async function candidatesIn(client: ApiClient, language: Locale, signal: AbortSignal) {
  const fields = ['id', 'title', 'published'];
  const posts = await client.entities.BlogPost.filter(
    { language },
    '-created_date',
    MAX_OPTIONS,
    0,
    fields,
    { signal },
  );
  return posts as TranslationCandidate[];
}

/** The visible team, in display order; none when it cannot be read (the post keeps its author). */
async function authorOptions(client: ApiClient, signal: AbortSignal): Promise<AuthorOption[]> {
  try {
    const members = await client.entities.TeamMember.filter(
      { visible: true },
      'order',
      MAX_AUTHORS,
      0,
      ['id', 'name'],
      { signal },
    );
    return members.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

async function postOrNotFound(client: ApiClient, id: string | undefined, signal: AbortSignal) {
  if (!id) return undefined;
  try {
    return takeCreatedPost(id) ?? (await client.entities.BlogPost.get(id, { signal }));
  } catch (error) {
    if (apiFailure(error).status === 404) return null;
    throw error;
  }
}

/**
 * The editor route's load: the post (none for a new one; the one just created as it is), for
 * `translation_id` the posts of each language, newest first, and for `author_id` the team.
 */
export function loadEditorPost(request: Request, id: string | undefined) {
  return consoleCall(request, async (): Promise<EditorPost> => {
    const client = consoleClient();
    const { signal } = request;
    const [post, fr, en, authors] = await Promise.all([
      postOrNotFound(client, id, signal),
      candidatesIn(client, 'fr', signal),
      candidatesIn(client, 'en', signal),
      authorOptions(client, signal),
    ]);
    if (post === null) return { notFound: true };
    return { post, candidates: { fr, en }, authors };
  });
}
