import { PageFrame } from '../components/layout/page-frame';
import { pagesCopy } from '../i18n/pages-copy';
import { usePageRoute } from '../routing/use-page-route';
import { routeMeta } from '../seo/route-meta';
import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** A single article (`?slug=…`). Until the blog arrives it shows the blog's frame. */
export default function BlogPost() {
  const { blog } = pagesCopy(usePageRoute().locale);
  return <PageFrame heading={blog.heading} intro={blog.intro} />;
}
