import { consoleBlogMeta } from '../console/blog/console-blog-meta';
import { ConsolePostsPage } from '../pages/console-posts-page';
import type { Route } from './+types/console-posts';

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleBlogMeta(matches, (copy) => copy.list.title);

/** `/admin/blog`: the posts list. */
export default function ConsolePosts() {
  return <ConsolePostsPage />;
}
