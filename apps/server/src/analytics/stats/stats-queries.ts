import { sql } from 'kysely';
import type { AnalyticsConfig } from '../../config';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import { conversionRate, totalsOf, zeroFigures } from './stats-figures';
import { factsCache } from './stats-facts-cache';
import { compileFilters } from './stats-facts-filter';
import { factVisitFigures, type FactScope } from './stats-facts-figures';
import { factGoalFigures, factPageFigures } from './stats-facts-pages';
import { dayList } from './stats-period';
import { addDays, localDay } from '../local-time';
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
import type { BreakdownRow } from '@vitrine/contract/analytics/stats-api';
import type { AnalyticsStats, StatsQuery } from './stats-types';

const REALTIME_MS = 5 * 60_000;
export const MAX_BREAKDOWN_LIMIT = 1000;

export interface StatsOptions {
  /** Read roll-ups for the days that have them (default); false reads raw rows only (bench baseline). */
  rollups?: boolean;
}

/**
 * The statistics (docs/decisions/0024-analytics-queries.md): roll-ups for finished days where
 * they can answer (daily rows; pair rows for a breakdown with one `==` filter); for other filters,
 * finished days' visits held in memory (docs/decisions/0026-multi-clause-stats.md); raw rows for
 * the rest (today, days not rolled up or loaded yet).
 */
export function createAnalyticsStats(
  database: Database,
  config: Pick<AnalyticsConfig, 'timeZone'> & Partial<Pick<AnalyticsConfig, 'rawDays'>>,
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

  /**
   * Filters roll-ups cannot answer: the days this process holds facts of (finished days), read
   * in memory, and the raw ones (today, older days) for SQL.
   */
  function factSplit(query: StatsQuery) {
    const days = dayList(query.from, query.to);
    const filters = query.filters ?? [];
    if (!rollups || filters.length === 0) return { raw: days, facts: undefined };
    const cache = factsCache(database);
    const held = days.flatMap((day) => cache.days.get(day) ?? []);
    if (held.length === 0) return { raw: days, facts: undefined };
    const scope: FactScope = {
      facts: held,
      filter: compileFilters(filters, cache.codes),
      codes: cache.codes,
      days: new Set(days),
    };
    return { raw: days.filter((day) => !cache.days.has(day)), facts: scope };
  }

  /** Figures per local day of the query. */
  async function perDay(query: StatsQuery) {
    const filters = query.filters ?? [];
    const slice = rollupSlice(filters);
    if (!slice) {
      const { raw, facts } = factSplit(query);
      const figures = await rawVisitFigures(db, { days: raw, filters }, 'day');
      return facts ? figures.merge(factVisitFigures(facts, 'day')) : figures;
    }
    const { rolled, raw } = await split(query, slice);
    const figures = await rawVisitFigures(db, { days: raw, filters }, 'day');
    if (rolled) figures.merge(await rollupFigures(db, query, slice.property, slice.value));
    return figures;
  }

  async function perValue(query: StatsQuery, property: StatsProperty) {
    const filters = query.filters ?? [];
    const pair = pairSlice(filters, property);
    if (!pair && filters.length > 0) return perValueFromFacts(query, property);
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

  /** A filtered breakdown pair roll-ups cannot answer: facts for the days held, raw rows for the others. */
  async function perValueFromFacts(query: StatsQuery, property: StatsProperty) {
    const { raw, facts } = factSplit(query);
    const scope: RawScope = { days: raw, filters: query.filters ?? [] };
    if (property === 'page') {
      const figures = await rawPageFigures(db, scope, false);
      return facts ? figures.merge(factPageFigures(facts)) : figures;
    }
    if (property === 'goal') {
      const figures = await rawGoalFigures(db, scope);
      return facts ? figures.merge(factGoalFigures(facts)) : figures;
    }
    const figures = await rawVisitFigures(db, scope, property);
    return facts ? figures.merge(factVisitFigures(facts, property)) : figures;
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
      const rows: BreakdownRow[] = [...figures].map(([value, figure]) => ({
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

    filteredSince(query, property, now = Date.now()) {
      const filters = query.filters ?? [];
      if (config.rawDays === undefined || filters.length === 0) return undefined;
      const rolled = property ? pairSlice(filters, property) : rollupSlice(filters);
      if (rolled) return undefined;
      const since = addDays(localDay(now, config.timeZone), -config.rawDays);
      return query.from < since ? since : undefined;
    },

    async realtime(now = Date.now()) {
      const result = await sql<{ visitors: unknown }>`SELECT COUNT(DISTINCT visitor_id) AS visitors
        FROM ${sql.table(ANALYTICS_TABLES.pageviews)}
        WHERE ts >= ${now - REALTIME_MS} AND ts <= ${now}`.execute(db);
      return { visitors: Number(result.rows[0]?.visitors ?? 0) };
    },
  };
}
