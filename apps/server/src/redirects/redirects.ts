import type { FastifyInstance } from 'fastify';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
export { registerNotFoundRoute } from './not-found-report';
import { PostSlugHistory } from './post-slug-history';
import { HIT_FLUSH_MS, RedirectService } from './redirect-service';

/**
 * The redirects of the page route (decision 0070): the team's, read before the server listens,
 * their hits written every HIT_FLUSH_MS and once more when it stops; and the former slugs of
 * published posts.
 */
export function registerRedirects(app: FastifyInstance, config: AppConfig, database: Database) {
  const { store, changes } = app.services;
  const origin = new URL(config.publicUrl).origin;
  const redirects = new RedirectService(store, database, origin, app.log);
  redirects.attach(changes);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await redirects.reload();
    timer = setInterval(() => void redirects.flushHits(), HIT_FLUSH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await redirects.flushHits();
  });
  app.decorate('redirects', redirects);
  const postSlugs = new PostSlugHistory(database, store);
  store.on(BlogPost, postSlugs.lifecycle());
  app.decorate('postSlugs', postSlugs);
}

declare module 'fastify' {
  interface FastifyInstance {
    redirects: RedirectService;
    postSlugs: PostSlugHistory;
  }
}
