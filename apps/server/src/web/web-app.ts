import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppConfig } from '../config';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { loadPrerenderedPages, negotiateEncoding, type PrerenderedPage } from './prerendered-pages';

type RequestHandler = ReturnType<typeof createRequestHandler>;

function sendPrerendered(
  reply: FastifyReply,
  page: PrerenderedPage,
  acceptEncoding: string | undefined,
  ifNoneMatch?: string,
) {
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  reply.header('etag', page.etag);
  reply.header('vary', 'Accept-Encoding');
  if (ifNoneMatch === page.etag) return reply.status(304).send();
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}

function registerPageRoute(
  app: FastifyInstance,
  handler: () => Promise<RequestHandler>,
  pages: Map<string, PrerenderedPage>,
) {
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = pages.get(pathname);
    if (page && !request.url.includes('?')) {
      return sendPrerendered(
        reply,
        page,
        request.headers['accept-encoding'],
        request.headers['if-none-match'],
      );
    }
    const response = await (await handler())(toFetchRequest(request, reply));
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
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  registerPageRoute(app, async () => handler, await loadPrerenderedPages(clientDir));
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
  registerPageRoute(app, handler, new Map());
}

/** Hosts the React Router app: pre-rendered pages, server rendering, and compressed assets. */
export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  if (config.webDevMode) await registerDevWebApp(app, config);
  else await registerProductionWebApp(app, config);
}
