import { sql, type RawBuilder } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { FigureMap } from './stats-figures';
import { dayCondition, narrowing, visitConditions, visitsAndLeads } from './stats-filters';
import type { RawScope } from './stats-raw-visits';

const t = ANALYTICS_TABLES;
type Row = Record<string, unknown>;

/**
 * Visitors and page views per page. Filtered over one day (today: memory holds the others), the
 * filtered visits' ids are a set the day's page views are checked against, grouped by page and
 * visitor before counting: a join was 4 to 9 times slower on SQLite. Over several days the join
 * is 3 to 5 times faster (`|| ''` keeps SQLite from walking the index on page to group).
 */
function pageViews(
  db: Executor,
  scope: RawScope,
  pages: RawBuilder<unknown>,
  visits: RawBuilder<unknown>,
) {
  const inDays = (column: string) => dayCondition(column, scope.days);
  if (scope.filters.length === 0) {
    return sql<Row>`SELECT pv.page AS k, COUNT(DISTINCT pv.visitor_id) AS visitors,
        COUNT(*) AS pageviews
      FROM ${sql.table(t.pageviews)} pv WHERE ${inDays('pv.day')} GROUP BY 1`.execute(db);
  }
  if (scope.days.length > 1) {
    return sql<Row>`SELECT pv.page || '' AS k, COUNT(DISTINCT pv.visitor_id) AS visitors,
        COUNT(*) AS pageviews
      FROM ${sql.table(t.pageviews)} pv JOIN ${sql.table(t.sessions)} s ON s.id = pv.session_id
      WHERE ${inDays('pv.day')} AND ${pages} AND ${visits} GROUP BY 1`.execute(db);
  }
  return sql<Row>`SELECT x.page AS k, COUNT(*) AS visitors, SUM(x.n) AS pageviews
    FROM (SELECT pv.page, pv.visitor_id, COUNT(*) AS n FROM ${sql.table(t.pageviews)} pv
      WHERE ${inDays('pv.day')} AND ${pages} AND (pv.session_id || '') IN (
        SELECT s.id FROM ${sql.table(t.sessions)} s WHERE ${inDays('s.day')} AND ${visits})
      GROUP BY pv.page, pv.visitor_id) x
    GROUP BY x.page`.execute(db);
}

/**
 * Figures per page: its visitors and page views, the visits that viewed it (with their bounces
 * and durations when `full`, for the roll-ups) and the leads of those visits.
 */
export async function rawPageFigures(db: Executor, scope: RawScope, full: boolean) {
  const figures = new FigureMap();
  if (scope.days.length === 0) return figures;
  const inDays = (column: string) => dayCondition(column, scope.days);
  const pages = narrowing(scope.filters, 'page', 'pv.page');
  const visits = visitConditions(scope.filters, scope.days);
  const views = await pageViews(db, scope, pages, visits);
  for (const row of views.rows) figures.add(String(row.k), row);

  if (full) {
    const sessions = await sql<Row>`SELECT x.page AS k, COUNT(*) AS visits,
        SUM(CASE WHEN s.pageviews = 1 THEN 1 ELSE 0 END) AS bounces, SUM(s.duration_ms) AS duration_ms
      FROM (SELECT DISTINCT page, session_id FROM ${sql.table(t.pageviews)} WHERE ${inDays('day')}) x
      JOIN ${sql.table(t.sessions)} s ON s.id = x.session_id
      WHERE ${narrowing(scope.filters, 'page', 'x.page')} AND ${visits} GROUP BY x.page`.execute(
      db,
    );
    for (const row of sessions.rows) figures.add(String(row.k), row);
  }

  // Leads are few: from each, the pages its visit viewed.
  const conversions = await sql<Row>`SELECT pv.page || '' AS k, COUNT(DISTINCT c.id) AS conversions,
      COUNT(DISTINCT c.visitor_id) AS converted_visitors
    FROM ${visitsAndLeads(scope.days, true)}
    WHERE c.session_id = s.id AND pv.session_id = s.id
      AND ${inDays('pv.day')} AND ${inDays('s.day')} AND ${pages} AND ${visits}
      AND ${narrowing(scope.filters, 'goal', 'c.goal')} GROUP BY 1`.execute(db);
  for (const row of conversions.rows) figures.add(String(row.k), row);
  return figures;
}

/**
 * Figures per goal: its leads and the distinct visitors who sent them (every lead of the days,
 * or with filters those of the filtered visits), and the visits that reached it.
 */
export async function rawGoalFigures(db: Executor, scope: RawScope) {
  const figures = new FigureMap();
  if (scope.days.length === 0) return figures;
  const inDays = (column: string) => dayCondition(column, scope.days);
  const goals = narrowing(scope.filters, 'goal', 'c.goal');
  const visits = visitConditions(scope.filters, scope.days);
  const leads =
    scope.filters.length === 0
      ? sql<Row>`SELECT c.goal AS k, COUNT(*) AS conversions, COUNT(DISTINCT c.visitor_id) AS visitors
          FROM ${sql.table(t.conversions)} c WHERE ${inDays('c.day')} GROUP BY c.goal`
      : sql<Row>`SELECT c.goal AS k, COUNT(*) AS conversions, COUNT(DISTINCT c.visitor_id) AS visitors
          FROM ${visitsAndLeads(scope.days)}
          WHERE c.session_id = s.id AND ${inDays('s.day')} AND ${goals} AND ${visits}
          GROUP BY c.goal`;
  for (const row of (await leads.execute(db)).rows) {
    figures.add(String(row.k), { ...row, converted_visitors: row.visitors });
  }
  const reached = await sql<Row>`SELECT x.goal AS k, COUNT(*) AS visits,
      SUM(s.pageviews) AS pageviews, SUM(CASE WHEN s.pageviews = 1 THEN 1 ELSE 0 END) AS bounces,
      SUM(s.duration_ms) AS duration_ms
    FROM (SELECT DISTINCT goal, session_id FROM ${sql.table(t.conversions)}
      WHERE session_id IS NOT NULL AND ${inDays('day')}) x
    JOIN ${sql.table(t.sessions)} s ON s.id = x.session_id
    WHERE ${inDays('s.day')} AND ${narrowing(scope.filters, 'goal', 'x.goal')} AND ${visits}
    GROUP BY x.goal`.execute(db);
  for (const row of reached.rows) figures.add(String(row.k), row);
  return figures;
}
