import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The build's client files (`clientDir`): hashed assets under `/assets/`, cached for good, and
 * the other public files (icons, fonts, robots) for an hour.
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string) {
  await app.register(
    async (assets) => {
      // A file missing under /assets/ (never built, or removed since the start) answers a plain
      // 404: no browser takes it for a script or a stylesheet, and no cache keeps it.
      assets.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('Not found\n'),
      );
      // Hashed build assets never change: no validators (ETag, Last-Modified) or range support, so
      // each script and stylesheet answer carries only the headers a browser uses.
      await assets.register(fastifyStatic, {
        root: path.join(clientDir, 'assets'),
        prefix: '/',
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
    },
    { prefix: '/assets' },
  );
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
}
