import { consoleBlogMeta } from './console-blog-meta';
import type { PostSummary } from './post-types';
import { LIST_FIELDS, POST_FILTER_KEYS, postsQuery } from './posts-query';
import { consoleClient } from '../shared/console-client';
import { seesEveryPost } from '../shared/console-access';
import { signedInUser } from '../shared/signed-in-user';
import { isFiltered, readFilters } from '../shared/lists/list-query';
import { loadList } from '../shared/lists/load-list';
import { ConsolePostsPage } from './console-posts-page';
import type { Route } from './+types/console-posts';

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleBlogMeta(matches, (copy) => copy.list.title);

/** Every post for editors and admins; an author's or contributor's own posts for them. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams, POST_FILTER_KEYS);
  const source = consoleClient().entities.BlogPost;
  const user = await signedInUser().catch(() => undefined);
  const own = user && !seesEveryPost(user.role) ? { created_by: user.email } : {};
  const query = postsQuery(filters);
  const loaded = await loadList<PostSummary>(request, source, { ...query, ...own }, LIST_FIELDS);
  // One's own posts are the whole list, not a search: an empty one says « nothing yet ».
  if (loaded.data) loaded.data.filtered = isFiltered(query);
  return loaded;
}

/** `/admin/blog`: the posts list. */
export default function ConsolePosts({ loaderData }: Route.ComponentProps) {
  return <ConsolePostsPage loaded={loaderData} />;
}
