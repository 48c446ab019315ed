import { consoleBlogMeta } from './console-blog-meta';
import type { PostSummary } from './post-types';
import { LIST_FIELDS, POST_FILTER_KEYS, postsQuery } from './posts-query';
import { consoleClient } from '../shared/console-client';
import { readFilters } from '../shared/lists/list-query';
import { loadList } from '../shared/lists/load-list';
import { ConsolePostsPage } from './console-posts-page';
import type { Route } from './+types/console-posts';

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleBlogMeta(matches, (copy) => copy.list.title);

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams, POST_FILTER_KEYS);
  const source = consoleClient().entities.BlogPost;
  return loadList<PostSummary>(request, source, postsQuery(filters), LIST_FIELDS);
}

/** `/admin/blog`: the posts list. */
export default function ConsolePosts({ loaderData }: Route.ComponentProps) {
  return <ConsolePostsPage loaded={loaderData} />;
}
