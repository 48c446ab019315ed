import type { StatsProperty } from '../analytics/stats-properties';
import type { HttpTransport, RequestOptions } from './http-transport';

/** The periods of the Stats API; `custom` reads `from` and `to` (local days, inclusive). */
export type StatsPeriod = 'day' | '7d' | '30d' | 'month' | '6mo' | '12mo' | 'custom';

export type StatsInterval = 'hour' | 'day' | 'week' | 'month';

/** What a breakdown groups by and a filter tests. */
export type BreakdownProperty = StatsProperty;

/** What every stats call narrows to: a period and the filters (`source==LinkedIn;page==/tarifs`). */
export interface StatsQuery {
  period: StatsPeriod;
  /** Reference day `YYYY-MM-DD`; the server's today by default. */
  date?: string;
  from?: string;
  to?: string;
  filters?: string;
}

export interface AggregateFigures {
  visitors: number;
  visits: number;
  pageviews: number;
  views_per_visit: number;
  bounce_rate: number;
  visit_duration: number;
  conversions: number;
  conversion_rate: number;
}

export interface AggregateResult extends AggregateFigures {
  /** With `compare`: the same figures over the period just before. */
  previous?: AggregateFigures;
  /**
   * With filters daily roll-ups cannot answer, when the period starts before raw retention: the
   * first day whose visits are kept; earlier days count nothing (docs/api.md).
   */
  filtered_since?: string;
}

export interface TimeseriesPoint {
  date: string;
  visitors: number;
  pageviews: number;
  conversions: number;
}

export interface Timeseries {
  results: TimeseriesPoint[];
  /** With `compare`: the period just before, point for point. */
  previous?: TimeseriesPoint[];
}

export interface BreakdownRow {
  value: string;
  visitors: number;
  pageviews: number;
  conversions: number;
  conversion_rate: number;
}

/** Where a lead came from: the visit that sent the form. */
export interface LeadAttribution {
  goal: string;
  converted_at: string;
  page: string | null;
  entry_page: string | null;
  source: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** The calls of the Stats API (admins only). */
export interface AnalyticsStatsClient {
  aggregate(
    query: StatsQuery,
    compare?: boolean,
    options?: RequestOptions,
  ): Promise<AggregateResult>;
  timeseries(
    query: StatsQuery,
    compare?: boolean,
    interval?: StatsInterval,
    options?: RequestOptions,
  ): Promise<Timeseries>;
  breakdown(
    query: StatsQuery,
    property: BreakdownProperty,
    paging: { limit: number; page: number },
    options?: RequestOptions,
  ): Promise<BreakdownRow[]>;
  breakdownCsv(
    query: StatsQuery,
    property: BreakdownProperty,
    options?: RequestOptions,
  ): Promise<Blob>;
  realtime(options?: RequestOptions): Promise<{ visitors: number }>;
  leadAttribution(entity: string, id: string, options?: RequestOptions): Promise<LeadAttribution>;
}

/** The query string of a stats call: the period's parameters and the filters, when set. */
export function statsParams(query: StatsQuery, extra: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams({ period: query.period });
  const values = { date: query.date, from: query.from, to: query.to, filters: query.filters };
  for (const [key, value] of Object.entries({ ...values, ...extra })) {
    if (value) params.set(key, value);
  }
  return params;
}

/** A timeseries answer as a list, or as `{results, previous}` when compared. */
function readTimeseries(answer: TimeseriesPoint[] | Timeseries): Timeseries {
  return Array.isArray(answer) ? { results: answer } : answer;
}

/** Builds the analytics client on `/apps/{appId}/analytics/…`. */
export function createAnalyticsStatsClient(
  transport: HttpTransport,
  appId: string,
): AnalyticsStatsClient {
  const base = `/apps/${encodeURIComponent(appId)}/analytics`;
  const compared = (compare?: boolean) => (compare ? 'previous_period' : undefined);
  const get = <T>(path: string, query?: URLSearchParams, options?: RequestOptions) =>
    transport.request<T>({ method: 'GET', path: `${base}${path}`, query, options });
  return {
    aggregate: (query, compare, options) =>
      get('/stats/aggregate', statsParams(query, { compare: compared(compare) }), options),
    timeseries: async (query, compare, interval, options) =>
      readTimeseries(
        await get(
          '/stats/timeseries',
          statsParams(query, { compare: compared(compare), interval }),
          options,
        ),
      ),
    breakdown: (query, property, paging, options) =>
      get(
        '/stats/breakdown',
        statsParams(query, { property, limit: String(paging.limit), page: String(paging.page) }),
        options,
      ),
    breakdownCsv: (query, property, options) =>
      transport.request<Blob>({
        method: 'GET',
        path: `${base}/stats/breakdown`,
        query: statsParams(query, { property, limit: '1000', format: 'csv' }),
        options,
        responseType: 'blob',
      }),
    realtime: (options) => get('/stats/realtime', undefined, options),
    leadAttribution: (entity, id, options) =>
      get(`/leads/${encodeURIComponent(entity)}/${encodeURIComponent(id)}`, undefined, options),
  };
}
