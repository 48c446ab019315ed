import { data } from 'react-router';
import { loadArticle, serverApiClient } from '../blog/blog-api.server';
import { postPath } from '../blog/blog-types';
import { PREVIEW_HEADERS, loadPreviewArticle, previewToken } from '../blog/preview-article.server';
import { imageResolver, withArticleImages } from '../blog/post-images.server';
import { blogCopy } from '../i18n/blog-copy';
import { requestLocale } from '../i18n/request-locale';
import { BlogPostPage } from '../pages/blog-post-page';
import { usePageRoute } from '../routing/use-page-route';
import { blogPostMeta } from '../seo/blog-meta';
import { withPreviewRobots } from '../seo/preview-meta';
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
  // A preview link (`&preview=`) shows its post whatever its status, never stored nor indexed.
  const preview = previewToken(request);
  const answer = preview ? { headers: PREVIEW_HEADERS } : {};
  const missing = () =>
    data(
      { copy, article: undefined, alternatePath: pagePath(other, 'Blog') },
      { status: 404, ...answer },
    );
  if (!slug) return missing();
  try {
    const client = serverApiClient(request, context);
    const loaded = preview
      ? await loadPreviewArticle(client, locale, preview)
      : await loadArticle(client, locale, slug);
    if (!loaded) return missing();
    const article = await withArticleImages(imageResolver(request, context), loaded);
    const alternatePath = article.translationSlug
      ? postPath(other, article.translationSlug)
      : pagePath(other, 'Blog');
    return data({ copy, article, alternatePath, preview: preview !== undefined }, answer);
  } catch (error) {
    console.error('Error loading post', error);
    return data(
      { copy, article: undefined, alternatePath: pagePath(other, 'Blog') },
      { status: 404, headers: { 'Cache-Control': 'no-store', ...answer.headers } },
    );
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  withPreviewRobots(blogPostMeta(args), args.loaderData);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage locale={usePageRoute().locale} {...loaderData} />;
}
