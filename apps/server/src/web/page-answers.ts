import type { FastifyReply } from 'fastify';
import { pagePolicy, rendererScriptHashes, type PolicyOptions } from './content-security-policy';
import { encodedBody, type CachedPage, type PageCache } from './page-cache';
import { negotiateEncoding, type PrerenderedPage } from './prerendered-pages';
import { addVary } from './send-cached';
import { bodyEtag, matchesEtag, sharePublicPage } from './shared-cache';

/** How pages get their Content-Security-Policy; absent in development (Vite's own scripts). */
export interface PagePolicy extends PolicyOptions {
  /** The marker the build's renderer put on the pre-rendered pages' own scripts. */
  prerenderScriptMarker: string | undefined;
}

function prerenderedPolicy(page: PrerenderedPage, policy: PagePolicy) {
  const marker = policy.prerenderScriptMarker;
  return pagePolicy(marker ? rendererScriptHashes(page.html.toString('utf8'), marker) : [], policy);
}

/** How a public page is offered to shared caches (`shared-cache.ts`): its Cache-Control and tags. */
export interface SharedPage {
  cacheControl: string;
  tags: string[];
}

export function sendPrerendered(
  reply: FastifyReply,
  page: PrerenderedPage,
  policy: PagePolicy | undefined,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  shared: SharedPage | undefined,
) {
  reply.header('content-type', 'text/html; charset=utf-8');
  if (policy) {
    page.contentSecurityPolicy ??= prerenderedPolicy(page, policy);
    reply.header('content-security-policy', page.contentSecurityPolicy);
  }
  if (shared) sharePublicPage(reply, shared.cacheControl, shared.tags);
  else reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('etag', page.etag);
  addVary(reply, 'Accept-Encoding');
  if (matchesEtag(ifNoneMatch, page.etag)) return reply.status(304).send();
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

/**
 * How a rendered HTML page that did not choose its own caching may be kept: a public page that
 * sets no cookie gets its ETag and tags, shared for `s-maxage` when it is a 200 and revalidated
 * each time otherwise (a 404 at any made-up address is not kept); anything else is the
 * visitor's own.
 */
function cachingHeaders(
  body: Buffer,
  status: number,
  shared: SharedPage | undefined,
  cookies: string[],
): [string, string][] {
  if (!shared || cookies.length > 0 || status >= 500)
    return [['cache-control', 'private, no-store']];
  return [
    ['etag', bodyEtag(body)],
    ['cache-control', status === 200 ? shared.cacheControl : 'no-cache'],
    ['cache-tag', shared.tags.join(',')],
    ['surrogate-key', shared.tags.join(' ')],
    ['cdn-tag', shared.tags.join(',')],
  ];
}

/** What `sendRendered` needs beyond the response; `shared` for a public page, absent otherwise. */
export interface RenderedAnswer {
  cache: PageCache;
  cacheKey: string | undefined;
  policy: { options: PolicyOptions; scriptMarker: string } | undefined;
  generation: number;
  isSearch: boolean;
  shared: SharedPage | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/** A page React Router rendered, its body read whole. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * Sends a rendered page (buffered: the inline scripts bearing this render's marker are
 * hashed into the page's Content-Security-Policy), keeping a copy in the page cache when
 * `cacheKey` is given and the cache was not cleared since `generation` (read before rendering).
 * A public page that did not ask for its own caching gets an ETag of its body, the shared-cache
 * headers and, on a matching `If-None-Match`, a 304.
 */
export function sendRendered(
  reply: FastifyReply,
  response: RenderedPage,
  {
    cache,
    cacheKey,
    policy,
    generation,
    isSearch,
    shared,
    ifNoneMatch,
    acceptEncoding,
  }: RenderedAnswer,
) {
  const { body } = response;
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (isHtml && policy) {
    const hashes = rendererScriptHashes(body.toString('utf8'), policy.scriptMarker);
    headers.push(['content-security-policy', pagePolicy(hashes, policy.options)]);
  }
  const cookies = response.headers.getSetCookie();
  const ownCaching = response.headers.has('cache-control');
  if (isHtml && !ownCaching)
    headers.push(...cachingHeaders(body, response.status, shared, cookies));
  const page: CachedPage = { status: response.status, headers, body };
  // Searches and unknown posts are kept briefly, apart: random ones evict no other page.
  const brief = isSearch || page.status === 404;
  if (cacheKey !== undefined && cookies.length === 0) cache.set(cacheKey, page, generation, brief);
  reply.status(page.status);
  for (const [name, value] of headers) reply.header(name, value);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (cacheKey !== undefined) reply.header('x-page-cache', 'miss');
  const etag = headers.find(([name]) => name === 'etag')?.[1];
  if (etag && cookies.length === 0 && matchesEtag(ifNoneMatch, etag)) {
    return reply.status(304).send();
  }
  // Compressed here, once, into the copy the cache keeps (no stream).
  addVary(reply, 'Accept-Encoding');
  const sent = encodedBody(page, negotiateEncoding(acceptEncoding));
  if (sent.encoding) reply.header('content-encoding', sent.encoding);
  return reply.send(sent.body);
}
