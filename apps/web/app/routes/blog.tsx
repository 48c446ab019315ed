import { data } from 'react-router';
import { listPublishedPosts, serverApiClient } from '../blog/blog-api.server';
import { blogCopy } from '../i18n/blog-copy';
import { pagesCopy } from '../i18n/pages-copy';
import { requestLocale } from '../i18n/request-locale';
import { BlogPage } from '../pages/blog-page';
import { usePageRoute } from '../routing/use-page-route';
import { blogListingMeta } from '../seo/blog-meta';
import type { Route } from './+types/blog';

/**
 * docs/product.md §7.3: the published posts of the page's language, newest first, rendered on the
 * server. A failed load shows no posts (docs/product.md §8.3) and is never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const copy = { page: pagesCopy(locale).blog, blog: blogCopy(locale) };
  try {
    const posts = await listPublishedPosts(serverApiClient(request, context), locale);
    return data({ copy, posts });
  } catch (error) {
    console.error('Error loading blog posts', error);
    return data({ copy, posts: [] }, { headers: { 'Cache-Control': 'no-store' } });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => blogListingMeta(args);

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage locale={usePageRoute().locale} {...loaderData} />;
}
