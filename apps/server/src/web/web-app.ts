import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppConfig } from '../config';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { decidePage } from './page-redirects';
import {
  loadPrerenderedPages,
  negotiateEncoding,
  readPrerenderOrigin,
  type PrerenderedPage,
} from './prerendered-pages';
import { registerSiteFiles, type SitemapSource } from './site-files';

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

function sendPrerendered(
  reply: FastifyReply,
  page: PrerenderedPage,
  acceptEncoding: string | undefined,
  ifNoneMatch?: string,
) {
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('etag', page.etag);
  addVary(reply, 'Accept-Encoding');
  if (ifNoneMatch === page.etag) return reply.status(304).send();
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

function registerPageRoute(
  app: FastifyInstance,
  config: AppConfig,
  handler: () => Promise<RequestHandler>,
  pages: Map<string, PrerenderedPage>,
) {
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
        request.headers['accept-encoding'],
        request.headers['if-none-match'],
      );
    }
    const response = await (
      await handler()
    )(toFetchRequest(request, reply), {
      publicUrl: config.publicUrl,
      appId: config.appId,
    });
    return sendFetchResponse(reply, response);
  });
}

async function registerProductionWebApp(app: FastifyInstance, config: AppConfig) {
  const serverBuildPath = path.join(config.webBuildDir, 'server', 'index.js');
  if (!existsSync(serverBuildPath)) {
    throw new Error(
      `The web app is not built (missing ${serverBuildPath}); run "npm run build" first`,
    );
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const clientDir = path.join(config.webBuildDir, 'client');
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    serveDotFiles: false,
    // Pages are served from memory under their own URL (never as `…/index.html`), and route data
    // (`….data`) is rendered on request, so it carries this server's public URL.
    globIgnore: ['**/*.html', '**/*.html.*', '**/*.data', '**/*.data.*'],
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const pages = await loadPrerenderedPages(
    clientDir,
    { from: await readPrerenderOrigin(config.webBuildDir), to: config.publicUrl },
    config.appId,
  );
  registerPageRoute(app, config, async () => handler, pages);
}

/** Development: Vite serves modules with hot reload and renders with the live source. */
async function registerDevWebApp(app: FastifyInstance, config: AppConfig) {
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
  registerPageRoute(app, config, handler, new Map());
}

export interface WebAppOptions {
  /** Extra sitemap entries, e.g. published blog posts. */
  sitemapSources?: SitemapSource[];
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
  registerSiteFiles(app, { publicUrl: config.publicUrl, sitemapSources: options.sitemapSources });
  if (config.webDevMode) await registerDevWebApp(app, config);
  else await registerProductionWebApp(app, config);
}
