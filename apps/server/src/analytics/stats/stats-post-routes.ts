import {
  POST_FIGURE_PERIODS,
  POST_FIGURE_SOURCES,
  PostFigures,
  type PostFigurePeriod,
} from '@vitrine/contract/analytics/stats-api';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { Type } from 'typebox';
import type { EntityStore } from '../../entities/entity-store';
import { ownFilter } from '../../entities/owned-records';
import { notFound } from '../../http/http-error';
import { requireCapability } from '../../http/request-caller';
import type { TypedApi } from '../../http/request-schema';
import { addDays } from '../local-time';
import { resolvePeriod } from './stats-period';
import type { AnalyticsStats, StatsQuery } from './stats-types';

const PostParams = Type.Object({ appId: Type.String(), id: Type.String({ maxLength: 64 }) });
const PostQuery = Type.Object({
  period: Type.Optional(Type.Enum(POST_FIGURE_PERIODS)),
  date: Type.Optional(Type.String({ maxLength: 10 })),
});

const SPAN_DAYS: Record<PostFigurePeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

export interface PostFiguresRouteOptions {
  stats: AnalyticsStats;
  store: EntityStore;
  timeZone: string;
  now: () => number;
}

/** The page a post is counted under: its slug on the post page of its language. */
export function postPage(post: Record<string, unknown>) {
  const slug = new URLSearchParams({ slug: String(post.slug) }).toString();
  return pagePath(post.language === 'en' ? 'en' : ('fr' satisfies Locale), 'BlogPost', slug);
}

/**
 * `GET /analytics/stats/posts/{id}`: a post's figures for its editor. Whoever may open the post
 * (`posts.own` on their own posts, `posts.all` on every post) reads them; another's post is a
 * 404, as on the entity routes. One `page==` filter: daily roll-ups answer past today.
 */
export function registerPostFiguresRoute(api: TypedApi, options: PostFiguresRouteOptions) {
  const { stats, store, timeZone, now } = options;
  api.get(
    '/analytics/stats/posts/:id',
    {
      preHandler: requireCapability('posts.own'),
      schema: { params: PostParams, querystring: PostQuery, response: { 200: PostFigures } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const post = await store.get(BlogPost, id, ownFilter(request, BlogPost, {}));
      if (!post) throw notFound(`BlogPost ${id} not found`);
      const span = SPAN_DAYS[request.query.period ?? '30d'];
      const { to } = resolvePeriod({ period: 'day', date: request.query.date }, timeZone, now());
      const page = postPage(post);
      const query: StatsQuery = {
        from: addDays(to, 1 - span),
        to,
        filters: [{ property: 'page', operator: '==', values: [page] }],
      };
      reply.header('cache-control', 'private, no-store');
      const figures = await stats.aggregate(query);
      const sources = await stats.breakdown(query, 'source', { limit: POST_FIGURE_SOURCES });
      const goals = await stats.breakdown(query, 'goal', { limit: 10 });
      return {
        page,
        from: query.from,
        to: query.to,
        visitors: figures.visitors,
        visits: figures.visits,
        pageviews: figures.pageviews,
        conversions: figures.conversions,
        conversion_rate: figures.conversion_rate,
        sources,
        goals: goals.filter((goal) => goal.conversions > 0),
      };
    },
  );
}
