/**
 * The audience statistics as the Stats API, the console and the weekly report read them
 * (docs/decisions/0024-analytics-queries.md). Days are local dates (`YYYY-MM-DD`) in
 * `ANALYTICS_TIMEZONE`; a visitor id lives one local day, so "visitors" over several days is
 * the sum of each day's distinct visitors.
 */

import type {
  AggregateFigures,
  BreakdownRow,
  RealtimeFigures,
  StatsInterval,
  TimeseriesPoint,
} from '@vitrine/contract/analytics/stats-api';
import type { StatsProperty } from '@vitrine/contract/analytics/stats-properties';

/**
 * `property==a|b` keeps visits whose property is `a` or `b`; `!=` keeps the others. On `page`
 * it keeps the visits that viewed (or did not view) the page, and counts page views of that
 * page only; on `goal`, the visits that reached (or did not reach) the goal.
 */
export interface StatsFilter {
  property: StatsProperty;
  operator: '==' | '!=';
  values: readonly string[];
}

/** A range of local days, both included, and the filters every figure obeys. */
export interface StatsQuery {
  from: string;
  to: string;
  filters?: readonly StatsFilter[];
}

export interface BreakdownOptions {
  /** Rows per page: 10 by default, 1,000 at most. */
  limit?: number;
  /** 1-based. */
  page?: number;
}

/** The queries; built once by `createAnalyticsStats(database, config.analytics)`. */
export interface AnalyticsStats {
  aggregate(query: StatsQuery): Promise<AggregateFigures>;
  timeseries(query: StatsQuery, interval: StatsInterval): Promise<TimeseriesPoint[]>;
  breakdown(
    query: StatsQuery,
    property: StatsProperty,
    options?: BreakdownOptions,
  ): Promise<BreakdownRow[]>;
  /**
   * With filters roll-ups cannot answer (docs/decisions/0026-multi-clause-stats.md): the first
   * day whose visits are still kept (`ANALYTICS_RAW_DAYS`) when `query` starts before it; the
   * days before it count nothing. Undefined otherwise.
   */
  filteredSince(query: StatsQuery, property?: StatsProperty, now?: number): string | undefined;
  /** Distinct visitors seen in the 5 minutes before `now`. */
  realtime(now?: number): Promise<RealtimeFigures>;
}
