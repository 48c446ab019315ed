import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { SiteContentReader } from '@vitrine/contract/site-content/site-content';
import type { ServerBuild } from 'react-router';
import type { AppConfig } from '../config';
import type { PageCache } from './page-cache';
import { registerPageRoute } from './page-route';

/** Development: Vite serves modules with hot reload and renders with the live source. */
export async function registerDevWebApp(
  app: FastifyInstance,
  config: AppConfig,
  cache: PageCache,
  siteContent: SiteContentReader,
) {
  const [{ createServer }, { default: middie }, { createRequestHandler }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
    import('react-router'),
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
  const islands = await registerDevIslands(app, config.webRoot, (listener) =>
    vite.watcher.on('change', listener),
  );
  registerPageRoute(app, config, handler, new Map(), cache, undefined, siteContent, islands);
}

type IslandManifest = Record<string, { file: string; imports: string[] }>;

/**
 * The islands in development (decision 0066): built by the web app's own script into a temporary
 * folder, served at `/assets/islands/`, and built again after a source file changes. The manifest
 * object is updated in place, so renders always name the latest files.
 */
async function registerDevIslands(
  app: FastifyInstance,
  webRoot: string,
  onChange: (listener: (file: string) => void) => void,
): Promise<IslandManifest> {
  const script = pathToFileURL(path.join(webRoot, 'scripts/build-islands.mjs')).href;
  const { buildIslands } = (await import(script)) as {
    buildIslands: (outDir: string, options?: { minify?: boolean }) => Promise<IslandManifest>;
  };
  const outDir = await mkdtemp(path.join(tmpdir(), 'vitrine-islands-'));
  const manifest: IslandManifest = {};
  const build = async () => {
    const built = await buildIslands(outDir, { minify: false });
    for (const name of Object.keys(manifest)) delete manifest[name];
    Object.assign(manifest, built);
  };
  await build();
  let timer: NodeJS.Timeout | undefined;
  onChange((file) => {
    if (!file.startsWith(path.join(webRoot, 'app'))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      build().catch((error: unknown) => app.log.error({ err: error }, 'islands build failed'));
    }, 100);
  });
  app.get('/assets/islands/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!/^[\w-]+\.js$/.test(file)) return reply.callNotFound();
    const body = await readFile(path.join(outDir, file)).catch(() => undefined);
    if (!body) return reply.callNotFound();
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await rm(outDir, { recursive: true, force: true });
  });
  return manifest;
}
