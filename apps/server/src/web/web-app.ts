import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { ALL_ENTITIES } from '../cluster/change-bus';
import type { AppConfig } from '../config';
import {
  newScriptMarker,
  pagePolicy,
  rendererScriptHashes,
  type PolicyOptions,
} from './content-security-policy';
import { toFetchRequest } from './fetch-bridge';
import { decidePage } from './page-redirects';
import {
  loadPrerenderedPages,
  negotiateEncoding,
  readPrerenderFacts,
  type PrerenderedPage,
} from './prerendered-pages';
import { blogSitemapSource, feedPath, publishedPosts, renderFeed } from './blog-feed';
import { PageCache, encodedBody, isCacheableRequest, type CachedPage } from './page-cache';
import { registerSiteFiles, type SitemapSource } from './site-files';
import { LOCALES, type Locale } from '@vitrine/contract/locales';
import { resolvePage } from '@vitrine/contract/site-pages';
import type { AddressInfo } from 'node:net';

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** Adds a field to `Vary` without dropping the ones already set. */
function addVary(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!fields.some((item) => item.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/** How pages get their Content-Security-Policy; absent in development (Vite's own scripts). */
interface PagePolicy extends PolicyOptions {
  /** The marker the build's renderer put on the pre-rendered pages' own scripts. */
  prerenderScriptMarker: string | undefined;
}

function prerenderedPolicy(page: PrerenderedPage, policy: PagePolicy) {
  const marker = policy.prerenderScriptMarker;
  return pagePolicy(marker ? rendererScriptHashes(page.html.toString('utf8'), marker) : [], policy);
}

function sendPrerendered(
  reply: FastifyReply,
  page: PrerenderedPage,
  policy: PagePolicy | undefined,
  acceptEncoding: string | undefined,
  ifNoneMatch?: string,
) {
  reply.header('content-type', 'text/html; charset=utf-8');
  if (policy) {
    page.contentSecurityPolicy ??= prerenderedPolicy(page, policy);
    reply.header('content-security-policy', page.contentSecurityPolicy);
  }
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('etag', page.etag);
  addVary(reply, 'Accept-Encoding');
  if (ifNoneMatch === page.etag) return reply.status(304).send();
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

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

/** Blog listing and article pages (server-rendered from the database) are cached. */
function isBlogPage(pathname: string) {
  const { page } = resolvePage(pathname);
  return page === 'Blog' || page === 'BlogPost';
}

/** Sends a cached answer, compressed from the copy kept with it when the client accepts it. */
function replay(reply: FastifyReply, page: CachedPage, acceptEncoding: string | undefined) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', 'hit');
  addVary(reply, 'Accept-Encoding');
  const { body, encoding } = encodedBody(page, negotiateEncoding(acceptEncoding));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Sends a rendered Fetch `Response` (buffered: the inline scripts bearing this render's marker are
 * hashed into the page's Content-Security-Policy), keeping a copy in the page cache when
 * `cacheKey` is given.
 */
async function sendRendered(
  reply: FastifyReply,
  response: Response,
  cache: PageCache,
  cacheKey: string | undefined,
  policy: { options: PolicyOptions; scriptMarker: string } | undefined,
) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (isHtml && policy) {
    const hashes = rendererScriptHashes(body.toString('utf8'), policy.scriptMarker);
    headers.push(['content-security-policy', pagePolicy(hashes, policy.options)]);
  }
  const cookies = response.headers.getSetCookie();
  const page: CachedPage = { status: response.status, headers, body };
  if (cacheKey !== undefined && cookies.length === 0) cache.set(cacheKey, page);
  reply.status(page.status);
  for (const [name, value] of headers) reply.header(name, value);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (cacheKey !== undefined) reply.header('x-page-cache', 'miss');
  return reply.send(body);
}

function registerPageRoute(
  app: FastifyInstance,
  config: AppConfig,
  handler: () => Promise<RequestHandler>,
  pages: Map<string, PrerenderedPage>,
  cache: PageCache,
  prerenderScriptMarker?: string,
) {
  // Development pages carry Vite's own inline scripts: no policy there.
  const policy = config.webDevMode
    ? undefined
    : { upgradeInsecureRequests: config.publicUrl.startsWith('https:'), prerenderScriptMarker };
  app.get('/*', async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    const decision = decidePage({
      pathname,
      search,
      cookieHeader: request.headers.cookie,
      userAgent: request.headers['user-agent'],
    });
    if (decision.kind === 'canonical') return reply.redirect(decision.location, 301);
    if (decision.kind === 'remembered-language') {
      addVary(reply, 'Cookie');
      reply.header('cache-control', 'private, no-cache');
      return reply.redirect(decision.location, 302);
    }
    if (decision.french) addVary(reply, 'Cookie');
    const page = pages.get(pathname);
    if (page && search === '') {
      return sendPrerendered(
        reply,
        page,
        policy,
        request.headers['accept-encoding'],
        request.headers['if-none-match'],
      );
    }
    const cacheKey =
      isBlogPage(pathname) && isCacheableRequest(request)
        ? `${resolvePage(pathname).locale} ${request.url}`
        : undefined;
    const cached = cacheKey === undefined ? undefined : cache.get(cacheKey);
    if (cached) return replay(reply, cached, request.headers['accept-encoding']);
    // Drawn anew for each render, so nothing in the page can guess it.
    const scriptMarker = newScriptMarker();
    const response = await (
      await handler()
    )(toFetchRequest(request, reply), {
      publicUrl: config.publicUrl,
      appId: config.appId,
      apiUrl: ownApiUrl(app),
      scriptMarker,
    });
    const rendered = policy && { options: policy, scriptMarker };
    return sendRendered(reply, response, cache, cacheKey, rendered);
  });
}

/** `GET /blog/rss.xml` and `/en/blog/rss.xml`: each language's published posts, RSS 2.0. */
function registerFeeds(app: FastifyInstance, config: AppConfig, cache: PageCache) {
  for (const locale of LOCALES) {
    app.get(feedPath(locale), async (request, reply) => {
      const key = `${locale} ${feedPath(locale)}`;
      const cached = isCacheableRequest(request) ? cache.get(key) : undefined;
      if (cached) return replay(reply, cached, request.headers['accept-encoding']);
      const posts = await publishedPosts(app.services.store, locale as Locale);
      const page: CachedPage = {
        status: 200,
        headers: [
          ['content-type', 'application/rss+xml; charset=utf-8'],
          ['cache-control', 'public, max-age=300'],
        ],
        body: Buffer.from(renderFeed(config.publicUrl, locale, posts)),
      };
      if (isCacheableRequest(request)) cache.set(key, page);
      reply.status(200);
      for (const [name, value] of page.headers) reply.header(name, value);
      return reply.send(page.body);
    });
  }
}

async function registerProductionWebApp(app: FastifyInstance, config: AppConfig, cache: PageCache) {
  const serverBuildPath = path.join(config.webBuildDir, 'server', 'index.js');
  if (!existsSync(serverBuildPath)) {
    throw new Error(
      `The web app is not built (missing ${serverBuildPath}); run "npm run build" first`,
    );
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const clientDir = path.join(config.webBuildDir, 'client');
  // Hashed build assets never change: no validators (ETag, Last-Modified) or range support, so
  // each script and stylesheet answer carries only the headers a browser uses.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    preCompressed: true,
    serveDotFiles: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    serveDotFiles: false,
    decorateReply: false,
    // Pages are served from memory under their own URL (never as `…/index.html`), and route data
    // (`….data`) is rendered on request, so it carries this server's public URL.
    globIgnore: ['assets/**', '**/*.html', '**/*.html.*', '**/*.data', '**/*.data.*'],
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
  const facts = await readPrerenderFacts(config.webBuildDir);
  const pages = await loadPrerenderedPages(
    clientDir,
    { from: facts.origin, to: config.publicUrl },
    config.appId,
  );
  registerPageRoute(app, config, async () => handler, pages, cache, facts.scriptMarker);
}

/** Development: Vite serves modules with hot reload and renders with the live source. */
async function registerDevWebApp(app: FastifyInstance, config: AppConfig, cache: PageCache) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: config.webRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  const handler = async () =>
    createRequestHandler(
      (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
      'development',
    );
  registerPageRoute(app, config, handler, new Map(), cache);
}

export interface WebAppOptions {
  /** Extra sitemap entries besides the published blog posts. */
  sitemapSources?: SitemapSource[];
  /** The rendered-page cache (tests pass their own); off in development. */
  pageCache?: PageCache;
}

/**
 * Hosts the React Router app: pre-rendered pages, server rendering, compressed assets, the
 * canonical-URL and remembered-language redirects, the sitemap and robots.txt.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: AppConfig,
  options: WebAppOptions = {},
) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const { store, changes } = app.services;
  registerSiteFiles(app, {
    publicUrl: config.publicUrl,
    sitemapSources: [blogSitemapSource(store), ...(options.sitemapSources ?? [])],
  });
  // Development renders from live source, so nothing is kept there.
  const cache =
    options.pageCache ?? new PageCache({ ttlMs: config.webDevMode ? 0 : config.pageCacheTtlMs });
  // Here or on another instance (ALL_ENTITIES: its notifications may have been missed).
  const clearOnPostChange = (entity: string) => {
    if (entity === BlogPost.name || entity === ALL_ENTITIES) cache.clear();
  };
  store.onChange(clearOnPostChange);
  changes.onRemoteChange(clearOnPostChange);
  app.decorate('pageCache', cache);
  registerFeeds(app, config, cache);
  if (config.webDevMode) await registerDevWebApp(app, config, cache);
  else await registerProductionWebApp(app, config, cache);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered-page cache of the blog (present when the web app is served). */
    pageCache?: PageCache;
  }
}
