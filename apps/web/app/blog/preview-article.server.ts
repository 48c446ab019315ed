import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { Locale } from '@vitrine/contract/locales';
import type { BlogPostSource, MarkdownRender } from '@vitrine/contract/render-context';
import { articleOf, type LoadedArticle } from './blog-api.server';

/** What a preview answer carries besides the page: never stored, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** The `preview` token of a post page's address, when there is one. */
export function previewToken(request: Request) {
  const token = new URL(request.url).searchParams.get('preview')?.trim();
  return token ? token : undefined;
}

/**
 * The post a preview link names, as its page will show it, whatever its status (draft,
 * scheduled) and in its latest saved state, read through the API by its token; its related posts
 * and translation from `posts`. Undefined for a bad or expired token: the page is
 * then the usual 'Article Not Found'.
 */
export async function loadPreviewArticle(
  client: ApiClient,
  posts: BlogPostSource,
  locale: Locale,
  token: string,
  render?: MarkdownRender,
): Promise<LoadedArticle | undefined> {
  const post = await client.blog.previewPost(token).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  });
  return post ? articleOf(posts, locale, post, render) : undefined;
}
