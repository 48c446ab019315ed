import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler } from 'react-router';
import type { RenderContext } from '@vitrine/contract/render-context';
import type { SiteContentReader } from '@vitrine/contract/site-content/site-content';
import { resolvePage } from '@vitrine/contract/site-pages';
import type { AppConfig } from '../config';
import { newScriptMarker } from './content-security-policy';
import { toFetchRequest } from './fetch-bridge';
import { sendRefusal } from './busy-page';
import { isConsolePath } from '@vitrine/contract/console-paths';
import { blogPostSource } from './blog-post-source';
import { sendPrerendered, sendRendered, type RenderedPage } from './page-answers';
import { isCacheableRequest, type PageCache } from './page-cache';
import { decidePage } from './page-redirects';
import type { PrerenderedPage } from './prerendered-pages';
import { addVary, replay } from './send-cached';
import { pageTags, publicCacheControl } from './shared-cache';
import { nameSpeculationRules } from './speculation-rules';

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * Where the server's own loaders reach the API: the address it listens on (loopback when it
 * listens on every interface), so a render never goes out through a proxy or the public URL.
 */
function ownApiUrl(app: FastifyInstance) {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? address.family === 'IPv6'
        ? '[::1]'
        : '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * What the server's renders give the loaders: the public URL and app id, where the API is, the
 * marker of this render's own scripts, the reader of the content records (from the database), and
 * the Markdown renderer with a deadline (worker threads, decision 0038).
 */
export function renderContext(
  app: FastifyInstance,
  config: AppConfig,
  scriptMarker: string,
  siteContent: SiteContentReader | undefined,
  islands?: RenderContext['islands'],
): RenderContext {
  return {
    islands,
    publicUrl: config.publicUrl,
    appId: config.appId,
    apiUrl: ownApiUrl(app),
    scriptMarker,
    siteContent,
    blogPosts: blogPostSource(app.services.store, app.services.readCache),
    renderMarkdown: app.markdownRenderer?.available
      ? app.markdownRenderer.render.bind(app.markdownRenderer)
      : undefined,
  };
}

/** Blog listing and article pages (server-rendered from the database) are cached. */
function isBlogPage(pathname: string) {
  const { page } = resolvePage(pathname);
  return page === 'Blog' || page === 'BlogPost';
}

/** A post's preview link (`&preview=`): rendered anew each time, never kept (decision 0020). */
function isPreview(search: string) {
  return new URLSearchParams(search).has('preview');
}

/**
 * `GET /*`: the site's pages. The team's redirects, then canonical and remembered-language
 * redirects, then the pre-rendered page, the page cache (blog pages) or a server render by
 * `handler`, through the render gate (`app.renderGate`: bounded concurrency, queue and renders per address).
 */
export function registerPageRoute(
  app: FastifyInstance,
  config: AppConfig,
  handler: () => Promise<RequestHandler>,
  pages: Map<string, PrerenderedPage>,
  cache: PageCache,
  prerenderScriptMarker?: string,
  siteContent?: SiteContentReader,
  islands?: RenderContext['islands'],
) {
  // Development pages carry Vite's own inline scripts: no policy there.
  const cacheControl = publicCacheControl(config.cdn);
  const policy = config.webDevMode
    ? undefined
    : { upgradeInsecureRequests: config.publicUrl.startsWith('https:'), prerenderScriptMarker };
  app.get('/*', async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    // The team's redirects come first, before any page rule (decision 0070).
    const moved = await app.redirects?.match(pathname, search);
    if (moved) {
      // Browsers and CDNs ask again each time: a redirect changed or deleted takes effect at once.
      const temporary = moved.status === 302 || moved.status === 307;
      reply.header('cache-control', temporary ? 'no-store' : 'no-cache');
      return reply.redirect(moved.location, moved.status);
    }
    const decision = decidePage({
      pathname,
      search,
      cookieHeader: request.headers.cookie,
      userAgent: request.headers['user-agent'],
    });
    if (decision.kind === 'canonical') return reply.redirect(decision.location, 301);
    // Only for the visitor who asked: no shared cache keeps it, and French pages do not vary
    // with the cookie (decision 0067; a CDN-served French page moves itself, `site` island).
    if (decision.kind === 'remembered-language') {
      addVary(reply, 'Cookie');
      reply.header('cache-control', 'private, no-store');
      return reply.redirect(decision.location, 302);
    }
    const isConsole = isConsolePath(pathname);
    if (!isConsole) nameSpeculationRules(reply);
    // A newsletter link carries its visitor's token: that page is theirs, never shared.
    const personal = isConsole || (resolvePage(pathname).page === 'Newsletter' && search !== '');
    const shared = personal ? undefined : { cacheControl, tags: pageTags(pathname) };
    const page = pages.get(pathname);
    if (page && search === '') {
      return sendPrerendered(
        reply,
        page,
        policy,
        request.headers['accept-encoding'],
        request.headers['if-none-match'],
        shared,
      );
    }
    const cacheKey =
      isBlogPage(pathname) && isCacheableRequest(request) && !isPreview(search)
        ? `${resolvePage(pathname).locale} ${request.url}`
        : undefined;
    const cached = cacheKey === undefined ? undefined : cache.get(cacheKey);
    if (cached) {
      return replay(
        reply,
        cached,
        request.headers['accept-encoding'],
        request.headers['if-none-match'],
      );
    }
    const gate = app.renderGate;
    // A team working in the console renders it often and may share an office address: its
    // documents take render slots but do not count against the renders per address, which stop
    // visitors busting the blog.
    const refusal = await gate?.enter(isConsolePath(pathname) ? undefined : request.ip);
    if (refusal) return sendRefusal(reply, resolvePage(pathname).locale, refusal);
    // A post change during the render drops what it draws (see `PageCache.set`).
    const generation = cache.generation;
    // Drawn anew for each render, so nothing in the page can guess it.
    const scriptMarker = newScriptMarker();
    let response: RenderedPage;
    try {
      response = await render(request, reply, scriptMarker);
    } finally {
      // The slot is the render's (React streams it into the buffer), not the sending's.
      gate?.leave();
    }
    // Asked only of a post page that found no post, so that renders of posts pay no query for it.
    const formerSlug = response.status === 404 ? await movedPost(pathname, search) : undefined;
    if (formerSlug) return reply.redirect(formerSlug, 301);
    const rendered = policy && { options: policy, scriptMarker };
    const isSearch = new URLSearchParams(search).has('q');
    return sendRendered(reply, response, {
      cache,
      cacheKey,
      policy: rendered,
      generation,
      isSearch,
      shared,
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    });
  });

  /** A post's address under a slug it had once published: its address now (decision 0070). */
  async function movedPost(pathname: string, search: string) {
    const { locale, page } = resolvePage(pathname);
    if (page !== 'BlogPost' || !app.postSlugs || isPreview(search)) return undefined;
    const slug = new URLSearchParams(search).get('slug')?.trim();
    return slug ? app.postSlugs.moved(locale, slug) : undefined;
  }

  /** The page rendered by React Router, buffered whole. */
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    scriptMarker: string,
  ): Promise<RenderedPage> {
    const response = await (
      await handler()
    )(
      toFetchRequest(request, reply),
      renderContext(app, config, scriptMarker, siteContent, islands),
    );
    const { status, headers } = response;
    return { status, headers, body: Buffer.from(await response.arrayBuffer()) };
  }
}
