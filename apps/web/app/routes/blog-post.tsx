import { data } from 'react-router';
import { blogPostSource, loadArticle, serverApiClient } from '../blog/blog-api.server';
import { postPath } from '../blog/blog-types';
import { PREVIEW_HEADERS, loadPreviewArticle, previewToken } from '../blog/preview-article.server';
import { imageResolver, withArticleImages } from '../blog/post-images.server';
import { contextRenderer } from '../blog/rendered-content.server';
import { findAuthorById } from '../blog/blog-authors.server';
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
 * posts. No slug or no such post: 'Article Not Found' with status 404. A failed load or render
 * (a post the renderer gives up on, decision 0038) is logged and answers a 500 page, never stored.
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
    const posts = blogPostSource(request, context);
    const render = contextRenderer(context);
    const loaded = preview
      ? await loadPreviewArticle(serverApiClient(request, context), posts, locale, preview, render)
      : await loadArticle(posts, locale, slug, render);
    if (!loaded) return missing();
    const resolve = imageResolver(request, context);
    const [article, author] = await Promise.all([
      withArticleImages(resolve, loaded, render),
      findAuthorById(context, loaded.authorId, locale, resolve),
    ]);
    if (author) article.post = { ...article.post, author };
    const alternatePath = article.translationSlug
      ? postPath(other, article.translationSlug)
      : pagePath(other, 'Blog');
    if (!preview) return data({ copy, article, alternatePath }, answer);
    return data(
      { copy, article, alternatePath, preview: true, scheduledFor: aheadOf(article.post) },
      answer,
    );
  } catch (error) {
    console.error('Error loading post', error);
    return data(
      { copy, article: undefined, unavailable: true, alternatePath: pagePath(other, 'Blog') },
      { status: 500, headers: { 'Cache-Control': 'no-store', ...answer.headers } },
    );
  }
}

/** A post's publication date when it is still ahead (the preview banner shows it). */
function aheadOf(post: { published_date?: string }, now = Date.now()) {
  const date = post.published_date;
  return date && Date.parse(date) > now ? date : undefined;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  withPreviewRobots(blogPostMeta(args), args.loaderData);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage locale={usePageRoute().locale} {...loaderData} />;
}
