import { createApiClient, type ApiClient } from '@vitrine/contract/client/create-api-client';
import type { Locale } from '@vitrine/contract/locales';
import type { BlogPostRecord } from '@vitrine/contract/entities/blog-post';
import { safeImageUrl } from '@vitrine/contract/entities/image-url';
import type { BlogPostSource, MarkdownRender } from '@vitrine/contract/render-context';
import type { AppLoadContext } from 'react-router';
import { renderPostContent } from './rendered-content.server';
import { requestAppId } from '../shared/api/app-id.server';
import { BLOG_PAGE_SIZE, type BlogListing } from './blog-listing';
import { CARD_FIELDS, type BlogArticle, type BlogCard } from './blog-types';

/** Related Articles: fetched 4, shown at most 3 (docs/product.md §7.3, §9.1). */
const RELATED_FETCHED = 4;
const RELATED_SHOWN = 3;

/**
 * The typed client, talking to this same server: the address it listens on when the server says
 * (`apiUrl` in the load context), else the request's own origin.
 */
export function serverApiClient(request: Request, context: AppLoadContext | undefined): ApiClient {
  const serverUrl = context?.apiUrl || new URL(request.url).origin;
  return createApiClient({ appId: requestAppId(context), serverUrl, timeoutMs: 5000 });
}

/**
 * Where the blog's loaders read the published posts: the server's own reader in the load context
 * (`blogPosts`, the API's visitor reads without HTTP), else the API through the typed client.
 */
export function blogPostSource(
  request: Request,
  context: AppLoadContext | undefined,
): BlogPostSource {
  return context?.blogPosts ?? serverApiClient(request, context).entities.BlogPost;
}

/** A card whose featured image a page may draw: a stored unsafe address is left out. */
function safeCard<T extends { featured_image?: string }>(card: T): T {
  const { featured_image: image, ...rest } = card;
  const safe = safeImageUrl(image);
  return (safe === undefined ? rest : { ...rest, featured_image: safe }) as T;
}

export interface ListedPage {
  posts: BlogCard[];
  /** Every published post of the view, over all its pages. */
  total: number;
}

/**
 * One page of a language's published posts, newest first (cards only, no content), searched
 * and filtered by the server: `q` through the full-text index of titles, excerpts and tags; an
 * archive by its tag or its author's team member id.
 */
export async function listPublishedPage(
  posts: BlogPostSource,
  locale: Locale,
  { q, category, page, tag }: BlogListing,
  authorId?: string,
): Promise<ListedPage> {
  const filter: Record<string, unknown> = { published: true, language: locale };
  if (category !== '') filter.category = category;
  // A tag archive: the posts one of whose tags is exactly this one.
  if (tag) filter.tags = tag;
  if (authorId !== undefined) filter.author_id = authorId;
  if (q.trim() !== '') filter.$search = q;
  const skip = (page - 1) * BLOG_PAGE_SIZE;
  const fields = ['id', ...CARD_FIELDS];
  const [cards, total] = await Promise.all([
    posts.filter(filter, '-published_date', BLOG_PAGE_SIZE, skip, fields),
    posts.count(filter),
  ]);
  return { posts: cards.map(safeCard), total };
}

export interface LoadedArticle {
  post: BlogArticle;
  related: BlogCard[];
  /** The published translation's slug, when there is one. */
  translationSlug: string | undefined;
  /** The team member the post names as its author (`author_id`), shown when visible. */
  authorId?: string;
}

/** The published post in the other language linked to this one (from either side). */
async function findTranslation(
  posts: BlogPostSource,
  post: { id: string; translation_id?: string },
  locale: Locale,
) {
  const links: Record<string, unknown>[] = [{ translation_id: post.id }];
  if (post.translation_id) links.push({ id: post.translation_id });
  const [other] = await posts
    .filter(
      { $or: links, published: true, language: locale === 'fr' ? 'en' : 'fr' },
      undefined,
      1,
      undefined,
      ['slug'],
    )
    .catch(() => []);
  return other?.slug;
}

/**
 * docs/product.md §7.3: the published post with that slug in the page's language, its content as
 * sanitised HTML, and up to three published posts of its category (newest first, itself excluded).
 * Undefined when there is no such post.
 */
export async function loadArticle(
  posts: BlogPostSource,
  locale: Locale,
  slug: string,
  render?: MarkdownRender,
): Promise<LoadedArticle | undefined> {
  const [found] = await posts.filter({ slug, published: true, language: locale }, undefined, 1);
  if (!found) return undefined;
  return articleOf(posts, locale, found, render);
}

/**
 * A post as its page shows it, with its related posts and published translation: the published
 * post found by `loadArticle`, or any post through a preview link (`preview-article.server.ts`).
 */
export async function articleOf(
  posts: BlogPostSource,
  locale: Locale,
  found: Omit<BlogPostRecord, 'created_by'>,
  render?: MarkdownRender,
): Promise<LoadedArticle> {
  const [related, translationSlug] = await Promise.all([
    posts.filter(
      { category: found.category, published: true, language: locale },
      '-published_date',
      RELATED_FETCHED,
      undefined,
      ['id', ...CARD_FIELDS],
    ),
    findTranslation(posts, found, locale),
  ]);
  const { content, ...card } = found;
  // Rejects with `PostRenderFailed` (a logged 500 page, never a 404).
  const html = await renderPostContent(content, new Map(), render);
  const post: BlogArticle = {
    id: card.id,
    title: card.title,
    excerpt: card.excerpt,
    slug: card.slug,
    category: card.category,
    tags: card.tags,
    featured_image: safeImageUrl(card.featured_image),
    read_time: card.read_time,
    created_date: card.created_date,
    published_date: card.published_date,
    updated_date: card.updated_date,
    seo_title: card.seo_title,
    seo_description: card.seo_description,
    html,
  };
  return {
    post,
    related: related
      .filter((other) => other.id !== found.id)
      .slice(0, RELATED_SHOWN)
      .map(safeCard),
    translationSlug,
    ...(found.author_id ? { authorId: found.author_id } : {}),
  };
}
