import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { ALL_ENTITIES } from '../cluster/change-bus';
import type { AppConfig } from '../config';
import { blogSitemapSource } from './blog-feed';
import { registerFeeds } from './blog-feed-routes';
import { registerDevWebApp } from './dev-server';
import { PageCache } from './page-cache';
import { registerPageRoute } from './page-route';
import { loadPrerenderedPages, readPrerenderFacts } from './prerendered-pages';
import { registerSiteFiles, type SitemapSource } from './site-files';
import { registerStaticAssets } from './static-assets';

/** Production: the build's server bundle renders, its client files and pre-rendered pages are served. */
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
  await registerStaticAssets(app, clientDir);
  const facts = await readPrerenderFacts(config.webBuildDir);
  const pages = await loadPrerenderedPages(
    clientDir,
    { from: facts.origin, to: config.publicUrl },
    config.appId,
  );
  registerPageRoute(app, config, async () => handler, pages, cache, facts.scriptMarker);
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
  store.on('*', { committed: clearOnPostChange });
  changes.onRemoteChange(clearOnPostChange);
  app.decorate('pageCache', cache);
  registerFeeds(app, config.publicUrl, cache);
  if (config.webDevMode) await registerDevWebApp(app, config, cache);
  else await registerProductionWebApp(app, config, cache);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered-page cache of the blog (present when the web app is served). */
    pageCache?: PageCache;
  }
}
