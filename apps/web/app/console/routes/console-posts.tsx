import { consoleBlogMeta } from '../blog/console-blog-meta';
import type { PostSummary } from '../blog/post-types';
import { LIST_FIELDS, POST_FILTER_KEYS, postsQuery } from '../blog/posts-query';
import { consoleClient } from '../console-client';
import { readFilters } from '../lists/list-query';
import { loadList } from '../lists/load-list';
import { ConsolePostsPage } from '../pages/console-posts-page';
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
