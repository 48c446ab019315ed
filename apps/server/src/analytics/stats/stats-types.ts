/**
 * The audience statistics as the Stats API, the console and the weekly report read them
 * (docs/decisions/0024-analytics-queries.md). Days are local dates (`YYYY-MM-DD`) in
 * `ANALYTICS_TIMEZONE`; a visitor id lives one local day, so "visitors" over several days is
 * the sum of each day's distinct visitors.
 */

import type { StatsProperty } from '@vitrine/contract/analytics/stats-properties';

export const STATS_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

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

/** The headline figures of a period. */
export interface StatsTotals {
  /** Sum over the days of each day's distinct visitors. */
  visitors: number;
  /** Visits: a visitor's page views with no gap over 30 minutes. */
  visits: number;
  pageviews: number;
  /** Page views per visit, 2 decimals. */
  views_per_visit: number;
  /** % of visits with a single page view, integer. */
  bounce_rate: number;
  /** Mean seconds per visit, integer. */
  visit_duration: number;
  /** Stored leads (one per goal reached). */
  conversions: number;
  /** % of visitors who converted, one decimal. */
  conversion_rate: number;
}

/** One point of the chart; `date` is the local day (`YYYY-MM-DD`), hour (`YYYY-MM-DD HH:00`), week's Monday or month's first day. */
export interface StatsPoint {
  date: string;
  visitors: number;
  pageviews: number;
  conversions: number;
}

/** One row of a breakdown; sorted by visitors (most first), then value. */
export interface StatsRow {
  value: string;
  visitors: number;
  pageviews: number;
  conversions: number;
  /** % of the row's visitors who converted, one decimal. */
  conversion_rate: number;
}

export interface BreakdownOptions {
  /** Rows per page: 10 by default, 1,000 at most. */
  limit?: number;
  /** 1-based. */
  page?: number;
}

/** The queries; built once by `createAnalyticsStats(database, config.analytics)`. */
export interface AnalyticsStats {
  aggregate(query: StatsQuery): Promise<StatsTotals>;
  timeseries(query: StatsQuery, interval: StatsInterval): Promise<StatsPoint[]>;
  breakdown(
    query: StatsQuery,
    property: StatsProperty,
    options?: BreakdownOptions,
  ): Promise<StatsRow[]>;
  /**
   * With filters roll-ups cannot answer (docs/decisions/0026-multi-clause-stats.md): the first
   * day whose visits are still kept (`ANALYTICS_RAW_DAYS`) when `query` starts before it; the
   * days before it count nothing. Undefined otherwise.
   */
  filteredSince(query: StatsQuery, property?: StatsProperty, now?: number): string | undefined;
  /** Distinct visitors seen in the 5 minutes before `now`. */
  realtime(now?: number): Promise<{ visitors: number }>;
}
