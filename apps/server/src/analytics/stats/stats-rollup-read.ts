import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { PAIR_PROPERTIES } from './rollup-pairs';
import { FigureMap } from './stats-figures';
import type { StatsFilter } from './stats-types';

const t = ANALYTICS_TABLES;

/** The days from `from` to `to` already rolled up (they have a totals row). */
export async function rolledDays(db: Executor, from: string, to: string) {
  const rows = await sql<{ day: string }>`SELECT day FROM ${sql.table(t.daily)}
    WHERE property = '' AND value = '' AND day >= ${from} AND day <= ${to}`.execute(db);
  return new Set(rows.rows.map((row) => row.day));
}

/**
 * The filters roll-ups can answer for aggregates and charts: none, or one `==` with a single
 * value on any property but `goal` (a value's row holds exactly the visits that had it).
 */
export function rollupSlice(filters: readonly StatsFilter[]) {
  if (filters.length === 0) return { property: '', value: '' };
  const [only] = filters;
  if (filters.length > 1 || !only || only.operator !== '==' || only.values.length !== 1)
    return undefined;
  if (only.property === 'goal') return undefined;
  return { property: only.property as string, value: only.values[0] as string };
}

const SUMS = sql`SUM(visitors) AS visitors, SUM(visits) AS visits, SUM(pageviews) AS pageviews,
  SUM(bounces) AS bounces, SUM(duration_ms) AS duration_ms, SUM(conversions) AS conversions,
  SUM(converted_visitors) AS converted_visitors`;

/** One property's roll-up figures over the days, per day (`value` given) or per value. */
export async function rollupFigures(
  db: Executor,
  range: { from: string; to: string },
  property: string,
  value?: string,
) {
  const key = value === undefined ? sql`value` : sql`day`;
  const only = value === undefined ? sql`` : sql`AND value = ${value}`;
  const rows = await sql<Record<string, unknown>>`SELECT ${key} AS k, ${SUMS}
    FROM ${sql.table(t.daily)}
    WHERE property = ${property} AND day >= ${range.from} AND day <= ${range.to} ${only}
    GROUP BY ${key}`.execute(db);
  const figures = new FigureMap();
  for (const row of rows.rows) figures.add(String(row.k), row);
  return figures;
}

/** The days from `from` to `to` whose pair rows are written (they have a mark row). */
export async function rolledPairDays(db: Executor, from: string, to: string) {
  const rows = await sql<{ day: string }>`SELECT day FROM ${sql.table(t.dailyPairs)}
    WHERE filter_property = '' AND filter_value = '' AND property = '' AND value = ''
      AND day >= ${from} AND day <= ${to}`.execute(db);
  return new Set(rows.rows.map((row) => row.day));
}

/** The filter pair rows answer for a breakdown by `property`: one `==` with one value, both properties crossed. */
export function pairSlice(filters: readonly StatsFilter[], property: string) {
  const [only] = filters;
  if (filters.length !== 1 || !only || only.operator !== '==' || only.values.length !== 1)
    return undefined;
  const crossed: readonly string[] = PAIR_PROPERTIES;
  if (!crossed.includes(only.property) || !crossed.includes(property)) return undefined;
  return { filter: only.property as string, value: only.values[0] as string };
}

/** One filter value's pair figures over the days, per value of `property`. */
export async function pairRollupFigures(
  db: Executor,
  range: { from: string; to: string },
  slice: { filter: string; value: string },
  property: string,
) {
  const rows = await sql<Record<string, unknown>>`SELECT value AS k, ${SUMS}
    FROM ${sql.table(t.dailyPairs)}
    WHERE filter_property = ${slice.filter} AND filter_value = ${slice.value}
      AND property = ${property} AND day >= ${range.from} AND day <= ${range.to}
    GROUP BY value`.execute(db);
  const figures = new FigureMap();
  for (const row of rows.rows) figures.add(String(row.k), row);
  return figures;
}
