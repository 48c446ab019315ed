import { sql } from 'kysely';
import type { AnalyticsConfig } from '../config';
import { ANALYTICS_TABLES } from '../db/analytics-tables';
import type { Database } from '../db/database';
import { conversionRate, totalsOf, zeroFigures } from './stats-figures';
import { dayList } from './stats-period';
import { rawGoalFigures, rawPageFigures } from './stats-raw-pages';
import { rawVisitFigures, type RawScope } from './stats-raw-visits';
import {
  pairRollupFigures,
  pairSlice,
  rolledDays,
  rolledPairDays,
  rollupFigures,
  rollupSlice,
} from './stats-rollup-read';
import { dailyPoints, hourlyPoints } from './stats-timeseries';
import type { StatsProperty } from '@vitrine/contract/analytics/stats-properties';
import type { AnalyticsStats, StatsQuery, StatsRow } from './stats-types';

const REALTIME_MS = 5 * 60_000;
export const MAX_BREAKDOWN_LIMIT = 1000;

export interface StatsOptions {
  /** Read roll-ups for the days that have them (default); false reads raw rows only (bench baseline). */
  rollups?: boolean;
}

/**
 * The statistics (docs/decisions/0024-analytics-queries.md): roll-ups for finished days where
 * they can answer (daily rows; pair rows for a breakdown with one `==` filter), raw rows for the
 * others (today, days not rolled up yet, other filters).
 */
export function createAnalyticsStats(
  database: Database,
  config: Pick<AnalyticsConfig, 'timeZone'>,
  { rollups = true }: StatsOptions = {},
): AnalyticsStats {
  const db = database.db;

  /** The query's days split: those roll-ups (`pairs`: second-level ones) answer for `slice`, and the raw ones. */
  async function split(query: StatsQuery, slice: object | undefined, pairs = false) {
    const days = dayList(query.from, query.to);
    if (!rollups || !slice) return { rolled: false, raw: days };
    const rolled = await (pairs ? rolledPairDays : rolledDays)(db, query.from, query.to);
    return { rolled: rolled.size > 0, raw: days.filter((day) => !rolled.has(day)) };
  }

  /** Figures per local day of the query. */
  async function perDay(query: StatsQuery) {
    const filters = query.filters ?? [];
    const slice = rollupSlice(filters);
    const { rolled, raw } = await split(query, slice);
    const figures = await rawVisitFigures(db, { days: raw, filters }, 'day');
    if (rolled && slice) figures.merge(await rollupFigures(db, query, slice.property, slice.value));
    return figures;
  }

  async function perValue(query: StatsQuery, property: StatsProperty) {
    const filters = query.filters ?? [];
    const pair = pairSlice(filters, property);
    const { rolled, raw } = pair
      ? await split(query, pair, true)
      : await split(query, filters.length === 0 ? { property } : undefined);
    const scope: RawScope = { days: raw, filters };
    const figures =
      property === 'page'
        ? await rawPageFigures(db, scope, false)
        : property === 'goal'
          ? await rawGoalFigures(db, scope)
          : await rawVisitFigures(db, scope, property);
    if (rolled && pair) figures.merge(await pairRollupFigures(db, query, pair, property));
    else if (rolled) figures.merge(await rollupFigures(db, query, property));
    return figures;
  }

  async function totals(query: StatsQuery) {
    const sum = zeroFigures();
    for (const figures of (await perDay(query)).values()) {
      for (const name of Object.keys(sum) as (keyof typeof sum)[]) sum[name] += figures[name];
    }
    return sum;
  }

  return {
    async aggregate(query) {
      return totalsOf(await totals(query));
    },

    async timeseries(query, interval) {
      if (interval === 'hour') return hourlyPoints(db, query, config.timeZone);
      return dailyPoints(query, interval, await perDay(query));
    },

    async breakdown(query, property, { limit = 10, page = 1 } = {}) {
      const figures = await perValue(query, property);
      // A goal's rate is over every visitor of the period; another value's, over its own.
      const visitors = property === 'goal' ? (await totals(query)).visitors : 0;
      const rows: StatsRow[] = [...figures].map(([value, figure]) => ({
        value,
        visitors: figure.visitors,
        pageviews: figure.pageviews,
        conversions: figure.conversions,
        conversion_rate: conversionRate(figure.converted_visitors, visitors || figure.visitors),
      }));
      rows.sort(
        (a, b) => b.visitors - a.visitors || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
      );
      const size = Math.min(Math.max(1, limit), MAX_BREAKDOWN_LIMIT);
      return rows.slice((page - 1) * size, page * size);
    },

    async realtime(now = Date.now()) {
      const result = await sql<{ visitors: unknown }>`SELECT COUNT(DISTINCT visitor_id) AS visitors
        FROM ${sql.table(ANALYTICS_TABLES.pageviews)}
        WHERE ts >= ${now - REALTIME_MS} AND ts <= ${now}`.execute(db);
      return { visitors: Number(result.rows[0]?.visitors ?? 0) };
    },
  };
}
