import { data } from 'react-router';
import { loadArticle, serverApiClient } from '../blog/blog-api.server';
import { postPath } from '../blog/blog-types';
import { blogCopy } from '../i18n/blog-copy';
import { requestLocale } from '../i18n/request-locale';
import { BlogPostPage } from '../pages/blog-post-page';
import { usePageRoute } from '../routing/use-page-route';
import { blogPostMeta } from '../seo/blog-meta';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Route } from './+types/blog-post';

/**
 * docs/product.md §7.3: the published post with `?slug=` in the page's language, its content
 * rendered to sanitised HTML here (the markdown library never reaches the browser), and its related
 * posts. No slug, no such post or a failed load: 'Article Not Found' with status 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const other = locale === 'fr' ? 'en' : 'fr';
  const copy = { blog: blogCopy(locale) };
  const slug = new URL(request.url).searchParams.get('slug')?.trim();
  const missing = () =>
    data({ copy, article: undefined, alternatePath: pagePath(other, 'Blog') }, { status: 404 });
  if (!slug) return missing();
  try {
    const article = await loadArticle(serverApiClient(request, context), locale, slug);
    if (!article) return missing();
    const alternatePath = article.translationSlug
      ? postPath(other, article.translationSlug)
      : pagePath(other, 'Blog');
    return data({ copy, article, alternatePath });
  } catch (error) {
    console.error('Error loading post', error);
    return data(
      { copy, article: undefined, alternatePath: pagePath(other, 'Blog') },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => blogPostMeta(args);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage locale={usePageRoute().locale} {...loaderData} />;
}
