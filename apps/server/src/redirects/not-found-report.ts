import { sql } from 'kysely';
import {
  NOT_FOUND_REPORT_MAX,
  NotFoundQuery,
  NotFoundReport,
  type NotFoundEntry,
} from '@vitrine/contract/analytics/not-found-report';
import { resolvePage } from '@vitrine/contract/site-pages';
import { ANALYTICS_TABLES } from '../db/analytics-tables';
import type { Database } from '../db/database';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import { reservedFromProblem } from './redirect-rules';
import type { RedirectService } from './redirect-service';

/** Paths read from the page views, most viewed first, before the pages and redirects are left out. */
const CANDIDATES = 2000;

/**
 * The most requested paths of the last `days` that are no page of the site (`resolvePage`),
 * no server path, and that no redirect takes, from the raw page views (decision 0070). Post
 * addresses are not in it: the page views keep paths without their query.
 */
export async function notFoundReport(
  database: Database,
  redirects: RedirectService,
  days: number,
  now = Date.now(),
): Promise<NotFoundEntry[]> {
  const since = now - days * 86_400_000;
  const rows = await sql<{ page: string; views: number | string; last_ts: number | string }>`
    SELECT page, COUNT(*) AS views, MAX(ts) AS last_ts FROM ${sql.table(ANALYTICS_TABLES.pageviews)}
    WHERE ts >= ${since} GROUP BY page ORDER BY views DESC, page LIMIT ${CANDIDATES}`.execute(
    database.db,
  );
  return rows.rows
    .filter(
      ({ page }) =>
        resolvePage(page).page === undefined &&
        reservedFromProblem(page) === undefined &&
        !redirects.takes(page),
    )
    .slice(0, NOT_FOUND_REPORT_MAX)
    .map(({ page, views, last_ts }) => ({
      path: page,
      views: Number(views),
      last_seen: new Date(Number(last_ts)).toISOString(),
    }));
}

/** `GET /api/apps/{appId}/redirects/not-found?days=7|30` (`content`: admins and editors). */
export function registerNotFoundRoute(api: TypedApi, redirects: RedirectService) {
  api.get(
    '/redirects/not-found',
    {
      preHandler: requireCapability('content'),
      schema: { querystring: NotFoundQuery, response: { 200: NotFoundReport } },
    },
    async (request, reply) => {
      const days = Number(request.query.days ?? '30');
      reply.header('cache-control', 'private, no-store');
      return { days, entries: await notFoundReport(redirects.database, redirects, days) };
    },
  );
}
