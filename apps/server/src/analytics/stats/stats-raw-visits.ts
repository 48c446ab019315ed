import type { VisitProperty } from '@vitrine/contract/analytics/stats-properties';
import { sql, type RawBuilder } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { FigureMap } from './stats-figures';
import { dayCondition, narrowing, visitConditions, visitsAndLeads } from './stats-filters';
import type { StatsFilter } from './stats-types';

const t = ANALYTICS_TABLES;

/** What raw figures are grouped by: nothing (`total`), the local day, or a visit's property. */
export type VisitKey = 'total' | 'day' | VisitProperty;

export interface RawScope {
  days: readonly string[];
  filters: readonly StatsFilter[];
}

function keyOf(key: VisitKey): { expr: RawBuilder<unknown>; present: RawBuilder<unknown> } {
  if (key === 'total') return { expr: sql`''`, present: sql`1=1` };
  // `|| ''`: SQLite would otherwise walk the index on day to group (a random read per visit).
  if (key === 'day') return { expr: sql`s.day || ''`, present: sql`1=1` };
  const column = sql.ref(`s.${key}`);
  return { expr: column, present: sql`${column} IS NOT NULL AND ${column} <> ''` };
}

const groupBy = (key: VisitKey) => (key === 'total' ? sql`` : sql`GROUP BY 1`);

/**
 * The figures of the visits of `scope.days` that pass the filters, grouped by `key`. A visit's
 * conversions are the leads stored with its id; without filters, the day's totals count every
 * lead of the day (also those the tracker never saw).
 */
export async function rawVisitFigures(db: Executor, scope: RawScope, key: VisitKey) {
  const figures = new FigureMap();
  if (scope.days.length === 0) return figures;
  const { expr, present } = keyOf(key);
  const inDays = (column: string) => dayCondition(column, scope.days);
  const where = sql`${inDays('s.day')} AND ${present} AND ${visitConditions(scope.filters, scope.days)}`;
  const visits = await sql<Record<string, unknown>>`SELECT ${expr} AS k,
      COUNT(DISTINCT s.visitor_id) AS visitors, COUNT(*) AS visits, SUM(s.pageviews) AS pageviews,
      SUM(CASE WHEN s.pageviews = 1 THEN 1 ELSE 0 END) AS bounces, SUM(s.duration_ms) AS duration_ms
    FROM ${sql.table(t.sessions)} s WHERE ${where} ${groupBy(key)}`.execute(db);
  for (const row of visits.rows) if (Number(row.visits) > 0) figures.add(String(row.k), row);

  if (scope.filters.some((filter) => filter.property === 'page' && filter.operator === '==')) {
    // Page views of the filtered pages only.
    const views = await sql<Record<string, unknown>>`SELECT ${expr} AS k, COUNT(*) AS pageviews
      FROM ${sql.table(t.pageviews)} pv JOIN ${sql.table(t.sessions)} s ON s.id = pv.session_id
      WHERE ${inDays('pv.day')} AND ${narrowing(scope.filters, 'page', 'pv.page')} AND ${where}
      ${groupBy(key)}`.execute(db);
    for (const figure of figures.values()) figure.pageviews = 0;
    for (const row of views.rows) if (figures.has(String(row.k))) figures.add(String(row.k), row);
  }

  const plain = scope.filters.length === 0 && (key === 'total' || key === 'day');
  const conversions = plain
    ? await sql<Record<string, unknown>>`SELECT ${key === 'day' ? sql`c.day` : sql`''`} AS k,
        COUNT(*) AS conversions, COUNT(DISTINCT c.visitor_id) AS converted_visitors
      FROM ${sql.table(t.conversions)} c WHERE ${inDays('c.day')} ${groupBy(key)}`.execute(db)
    : await sql<Record<string, unknown>>`SELECT ${expr} AS k,
        COUNT(*) AS conversions, COUNT(DISTINCT c.visitor_id) AS converted_visitors
      FROM ${visitsAndLeads(scope.days)} WHERE c.session_id = s.id AND ${where} AND ${narrowing(scope.filters, 'goal', 'c.goal')}
      ${groupBy(key)}`.execute(db);
  for (const row of conversions.rows) {
    if (Number(row.conversions) > 0) figures.add(String(row.k), row);
  }
  return figures;
}
