import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from '@vitrine/contract/locales';
import { feedPath, publishedPosts, renderFeed } from './blog-feed';
import { isCacheableRequest, type CachedPage, type PageCache } from './page-cache';
import { replay } from './send-cached';

/** `GET /blog/rss.xml` and `/en/blog/rss.xml`: each language's published posts, RSS 2.0. */
export function registerFeeds(app: FastifyInstance, publicUrl: string, cache: PageCache) {
  for (const locale of LOCALES) {
    app.get(feedPath(locale), async (request, reply) => {
      const key = `${locale} ${feedPath(locale)}`;
      const cached = isCacheableRequest(request) ? cache.get(key) : undefined;
      if (cached) return replay(reply, cached, request.headers['accept-encoding']);
      const generation = cache.generation;
      const posts = await publishedPosts(app.services.store, locale as Locale);
      const page: CachedPage = {
        status: 200,
        headers: [
          ['content-type', 'application/rss+xml; charset=utf-8'],
          ['cache-control', 'public, max-age=300'],
        ],
        body: Buffer.from(renderFeed(publicUrl, locale, posts)),
      };
      if (isCacheableRequest(request)) cache.set(key, page, generation);
      reply.status(200);
      for (const [name, value] of page.headers) reply.header(name, value);
      return reply.send(page.body);
    });
  }
}
