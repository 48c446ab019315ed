import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { RequestHandler, ServerBuild } from 'react-router';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { TeamMember } from '@vitrine/contract/entities/team-member';
import { ALL_ENTITIES } from '../cluster/change-bus';
import type { AppConfig } from '../config';
import { blogSitemapSource } from './blog-feed';
import { registerFeeds } from './blog-feed-routes';
import { registerDevWebApp } from './dev-server';
import { MarkdownRenderer } from './markdown-renderer';
import { PageCache } from './page-cache';
import { RenderGate } from './render-gate';
import { CdnPurger } from './cdn-purge';
import { CompressedPageStore } from './compressed-page-store';
import { ContentPageRefresh } from './content-page-refresh';
import { registerPageRoute, renderContext } from './page-route';
import { loadPrerenderedPages, readIslandManifest, readPrerenderFacts } from './prerendered-pages';
import { siteContentReader } from './site-content-reader';
import { registerSiteFiles, type SitemapSource } from './site-files';
import { BLOG_TAG, SITE_TAG, pageTags } from './shared-cache';
import { registerSpeculationRules } from './speculation-rules';
import { registerStaticAssets } from './static-assets';

/** How long after listen the server build is imported if no render asked for it (ms). */
const WARM_UP_DELAY_MS = 3000;

/**
 * Production: the build's server bundle renders, its client files and pre-rendered pages are
 * served. The pages drawn from content records follow their changes (`ContentPageRefresh`).
 */
async function registerProductionWebApp(
  app: FastifyInstance,
  config: AppConfig,
  cache: PageCache,
  options: WebAppOptions,
) {
  const linkedBuildPath = path.join(config.webBuildDir, 'server', 'index.js');
  if (!existsSync(linkedBuildPath)) {
    throw new Error(
      `The web app is not built (missing ${linkedBuildPath}); run "npm run build" first`,
    );
  }
  // The release this server started from, even when it imports it later and a build has switched
  // `apps/web/build` to a newer release meanwhile (decision 0049): its pages and renders agree.
  const serverBuildPath = realpathSync(linkedBuildPath);
  // Imported on first use and just after the server listens, not before: the first pages
  // (pre-rendered) need no render, and the import takes 0.5-0.8 CPU-second (decision 0050).
  let loading: Promise<RequestHandler> | undefined;
  const handler = () =>
    (loading ??= Promise.all([
      import(pathToFileURL(serverBuildPath).href) as Promise<ServerBuild>,
      import('react-router'),
    ]).then(([build, { createRequestHandler }]) => createRequestHandler(build, 'production')));
  // Loaded a few seconds after listen, so that the first requests (pre-rendered pages) do not
  // wait behind its compilation; a render asked for before then loads it at once.
  app.addHook('onListen', async () => {
    setTimeout(() => {
      handler().catch((error: unknown) =>
        app.log.error({ err: error }, 'the web app build failed to load'),
      );
    }, WARM_UP_DELAY_MS).unref();
  });
  const clientDir = path.join(config.webBuildDir, 'client');
  await registerStaticAssets(app, clientDir);
  const facts = await readPrerenderFacts(config.webBuildDir);
  const islands = await readIslandManifest(config.webBuildDir);
  // Rewritten pages' compressed files are kept on disk between starts (decision 0050).
  const compressed = new CompressedPageStore({ dir: config.prerenderCacheDir, log: app.log });
  const pages = await loadPrerenderedPages(
    clientDir,
    { from: facts.origin, to: config.publicUrl },
    config.appId,
    compressed,
  );
  app.addHook('onClose', async () => compressed.close());
  app.decorate('prerenderedPages', compressed);
  const siteContent = siteContentReader(app.services.store);
  registerPageRoute(app, config, handler, pages, cache, facts.scriptMarker, siteContent, islands);
  const refresh = new ContentPageRefresh({
    pages,
    read: siteContent,
    policy: { upgradeInsecureRequests: config.publicUrl.startsWith('https:') },
    log: app.log,
    debounceMs: options.contentRefreshDebounceMs,
    onRendered: (paths) =>
      app.cdnPurger?.purge(paths.flatMap(pageTags).filter((tag) => tag !== SITE_TAG)),
    render: async (pagePath, scriptMarker) =>
      (await handler())(
        new Request(new URL(pagePath, config.publicUrl), { headers: { accept: 'text/html' } }),
        renderContext(app, config, scriptMarker, siteContent, islands),
      ),
  });
  // Here or on another instance (content entities are read by visitors, so their changes are told).
  app.services.store.on('*', { committed: (entity) => refresh.changed(entity) });
  app.services.changes.onRemoteChange((entity) => refresh.changed(entity));
  // Before the server listens (and `/readyz` answers): its pages already show the database's records.
  app.addHook('onReady', async () => refresh.start());
  app.addHook('onClose', async () => refresh.close());
  app.decorate('contentPages', refresh);
}

export interface WebAppOptions {
  /** Extra sitemap entries besides the published blog posts. */
  sitemapSources?: SitemapSource[];
  /** The rendered-page cache (tests pass their own); off in development. */
  pageCache?: PageCache;
  /** How long a burst of content changes may last before its pages are rendered again (ms). */
  contentRefreshDebounceMs?: number;
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
  // The blog's pages show posts and their authors (team members, docs/product.md §2.14).
  const showsOnBlog = (entity: string) => entity === BlogPost.name || entity === TeamMember.name;
  // Here or on another instance (ALL_ENTITIES: its notifications may have been missed).
  const clearOnPostChange = (entity: string) => {
    if (showsOnBlog(entity) || entity === ALL_ENTITIES) cache.clear();
  };
  // The CDN in front hears of changes made here only: every instance purging would repeat it.
  const purger = new CdnPurger(config.cdn, app.log);
  app.decorate('cdnPurger', purger);
  app.addHook('onClose', async () => purger.close());
  store.on('*', {
    committed: (entity) => {
      clearOnPostChange(entity);
      if (showsOnBlog(entity)) purger.purge([BLOG_TAG]);
    },
  });
  changes.onRemoteChange(clearOnPostChange);
  // Pages rendered while an upload had no variants drew its original: the next render uses them.
  app.services.uploads.onVariantsReady(() => {
    cache.clear();
    purger.purge([BLOG_TAG]);
  });
  app.decorate('pageCache', cache);
  const markdownRenderer = new MarkdownRenderer({
    timeoutMs: config.markdownRenderTimeoutMs,
    threads: config.renderConcurrency,
    maxQueue: config.renderQueueMax + config.renderConcurrency,
  });
  app.decorate('markdownRenderer', markdownRenderer);
  app.decorate(
    'renderGate',
    new RenderGate({
      concurrency: config.renderConcurrency,
      maxQueue: config.renderQueueMax,
      perAddressPerMinute: config.renderRateLimitMax,
    }),
  );
  app.addHook('onClose', async () => markdownRenderer.close());
  registerFeeds(app, config.publicUrl, cache);
  registerSpeculationRules(app);
  if (config.webDevMode) {
    await registerDevWebApp(app, config, cache, siteContentReader(app.services.store));
  } else await registerProductionWebApp(app, config, cache, options);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered-page cache of the blog (present when the web app is served). */
    pageCache?: PageCache;
    /** Blog posts' Markdown rendered in worker threads with a deadline. */
    markdownRenderer?: MarkdownRenderer;
    /** Server renders of pages not in the page cache: bounded at once, waiting and per address. */
    renderGate?: RenderGate;
    /** Renders the content pages again after their records change (production web app). */
    contentPages?: ContentPageRefresh;
    /** The compressed files of the rewritten pre-rendered pages (production web app). */
    prerenderedPages?: CompressedPageStore;
    /** Tells the CDN in front which pages changed (`CDN_PURGE`, decision 0067). */
    cdnPurger?: CdnPurger;
  }
}
