import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { resolvePage } from '@vitrine/contract/site-pages';
import type { CdnConfig } from '../config-schema';

/** Every public page carries this tag: purging it empties the whole site from the CDN. */
export const SITE_TAG = 'vitrine';
/** The blog's pages (listings, posts, not-found posts) and feeds. */
export const BLOG_TAG = 'blog';

/** The cache tags of the public page at `pathname` (decision 0067): the site's, then its own. */
export function pageTags(pathname: string): string[] {
  const { page } = resolvePage(pathname);
  if (!page) return [SITE_TAG, 'not-found'];
  if (page === 'Blog' || page === 'BlogPost') return [SITE_TAG, BLOG_TAG];
  return [SITE_TAG, pageTag(page)];
}

/** The tag of one page in both languages (`page-tarifs`). */
export const pageTag = (page: string) => `page-${page.toLowerCase()}`;

/** A strong validator of a body: the same bytes give the same ETag on every instance. */
export function bodyEtag(body: Buffer) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether `If-None-Match` names `etag` (a list, `*`, or the weak form of it; RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((item) => item.trim())
    .some((item) => item === '*' || item.replace(/^W\//, '') === opaque);
}

/**
 * What a shared cache may do with a public page: keep it `CDN_S_MAXAGE_S` seconds, then serve it
 * stale while it revalidates; browsers ask again each time (`max-age=0`) and get 304s.
 */
export function publicCacheControl(cdn: Pick<CdnConfig, 'sMaxAgeS' | 'staleWhileRevalidateS'>) {
  if (cdn.sMaxAgeS === 0) return 'public, max-age=0, must-revalidate';
  return `public, max-age=0, s-maxage=${cdn.sMaxAgeS}, stale-while-revalidate=${cdn.staleWhileRevalidateS}`;
}

/**
 * Marks a public page for shared caches: its `Cache-Control` and its tags, in the header each CDN
 * reads (Cloudflare `Cache-Tag`, comma-separated; Fastly `Surrogate-Key`, space-separated; Bunny
 * `CDN-Tag`, comma-separated).
 */
export function sharePublicPage(reply: FastifyReply, cacheControl: string, tags: string[]) {
  reply.header('cache-control', cacheControl);
  reply.header('cache-tag', tags.join(','));
  reply.header('surrogate-key', tags.join(' '));
  reply.header('cdn-tag', tags.join(','));
}
