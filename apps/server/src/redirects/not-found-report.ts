import { sql } from 'kysely';
import {
  NOT_FOUND_REPORT_MAX,
  NotFoundQuery,
  NotFoundReport,
  type NotFoundEntry,
} from '@vitrine/contract/analytics/not-found-report';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { resolvePage } from '@vitrine/contract/site-pages';
import { ANALYTICS_TABLES } from '../db/analytics-tables';
import type { Database } from '../db/database';
import type { EntityStore } from '../entities/entity-store';
import { visitorReadFilter } from '../entities/visitor-filter';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import { reservedFromProblem } from './redirect-rules';
import type { PostSlugHistory } from './post-slug-history';
import type { RedirectService } from './redirect-service';

/** Paths read from the page views, most viewed first, before the pages and redirects are left out. */
const CANDIDATES = 2000;

/** A page view's address: its path and the content query the analytics keep (decision 0072). */
function splitAddress(page: string) {
  const at = page.indexOf('?');
  return at < 0
    ? { pathname: page, search: '' }
    : { pathname: page.slice(0, at), search: page.slice(at) };
}

/** A post address (`/blogpost?slug=x`, `/en/blogpost?slug=x`): its language and slug. */
function postAddress(page: string) {
  const { pathname, search } = splitAddress(page);
  const { locale, page: name } = resolvePage(pathname);
  const slug = new URLSearchParams(search).get('slug');
  return name === 'BlogPost' && slug ? { locale, slug } : undefined;
}

/** Whether `page` names no page (a post address: no post a visitor may read, nor a former slug). */
type MissingCheck = (page: string) => boolean;

/**
 * The post addresses among `pages` that answer 404: no post a visitor may read has the slug in
 * that language, and no post had it before (`PostSlugHistory.moved`). One read for all the slugs.
 */
async function missingPostAddresses(store: EntityStore, slugs: PostSlugHistory, pages: string[]) {
  const posts = pages.flatMap((page) => {
    const address = postAddress(page);
    return address ? [{ page, ...address }] : [];
  });
  if (posts.length === 0) return new Set<string>();
  const visible = await store.list(BlogPost, {
    filter: {
      $and: [
        visitorReadFilter(BlogPost) ?? { published: true },
        { slug: { $in: [...new Set(posts.map((post) => post.slug))] } },
      ],
    },
    fields: ['slug', 'language'],
    limit: posts.length,
  });
  const held = new Set(visible.map((post) => `${String(post.language)} ${String(post.slug)}`));
  const missing = new Set<string>();
  for (const post of posts) {
    if (held.has(`${post.locale} ${post.slug}`)) continue;
    if ((await slugs.moved(post.locale, post.slug)) === undefined) missing.add(post.page);
  }
  return missing;
}

/**
 * The most requested addresses of the last `days` that are no page of the site (`resolvePage`;
 * for a post address, no post a visitor may read), no server path, and that no redirect takes,
 * from the raw page views (decision 0070).
 */
export async function notFoundReport(
  { database, store, redirects, postSlugs }: NotFoundSources,
  days: number,
  now = Date.now(),
): Promise<NotFoundEntry[]> {
  const since = now - days * 86_400_000;
  const rows = await sql<{ page: string; views: number | string; last_ts: number | string }>`
    SELECT page, COUNT(*) AS views, MAX(ts) AS last_ts FROM ${sql.table(ANALYTICS_TABLES.pageviews)}
    WHERE ts >= ${since} GROUP BY page ORDER BY views DESC, page LIMIT ${CANDIDATES}`.execute(
    database.db,
  );
  const missingPosts = await missingPostAddresses(
    store,
    postSlugs,
    rows.rows.map(({ page }) => page),
  );
  const missing: MissingCheck = (page) => {
    const { pathname, search } = splitAddress(page);
    if (reservedFromProblem(pathname) !== undefined || redirects.takes(pathname, search)) {
      return false;
    }
    if (postAddress(page)) return missingPosts.has(page);
    return resolvePage(pathname).page === undefined;
  };
  return rows.rows
    .filter(({ page }) => missing(page))
    .slice(0, NOT_FOUND_REPORT_MAX)
    .map(({ page, views, last_ts }) => ({
      path: page,
      views: Number(views),
      last_seen: new Date(Number(last_ts)).toISOString(),
    }));
}

/** What the report reads: the page views, the posts, their former slugs and the redirects. */
export interface NotFoundSources {
  database: Database;
  store: EntityStore;
  redirects: RedirectService;
  postSlugs: PostSlugHistory;
}

/** `GET /api/apps/{appId}/redirects/not-found?days=7|30` (`content`: admins and editors). */
export function registerNotFoundRoute(api: TypedApi, sources: NotFoundSources) {
  api.get(
    '/redirects/not-found',
    {
      preHandler: requireCapability('content'),
      schema: { querystring: NotFoundQuery, response: { 200: NotFoundReport } },
    },
    async (request, reply) => {
      const days = Number(request.query.days ?? '30');
      reply.header('cache-control', 'private, no-store');
      return { days, entries: await notFoundReport(sources, days) };
    },
  );
}
