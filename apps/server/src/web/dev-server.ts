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
  registerPageRoute(app, config, handler, new Map(), cache, undefined, siteContent);
}
