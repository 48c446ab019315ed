import type { StatsProperty } from '../analytics/stats-properties';
import type {
  AggregateResult,
  BreakdownRow,
  LeadAttribution,
  PostFigurePeriod,
  PostFigures,
  RealtimeFigures,
  StatsInterval,
  StatsPeriod,
  Timeseries,
  TimeseriesAnswer,
} from '../analytics/stats-api';
import type { HttpTransport, RequestOptions } from './http-transport';

// The answers' types come from the Stats API's schemas; the client's callers read them here.
export type {
  AggregateFigures,
  AggregateResult,
  BreakdownRow,
  LeadAttribution,
  PostFigurePeriod,
  PostFigures,
  StatsInterval,
  StatsPeriod,
  Timeseries,
  TimeseriesPoint,
} from '../analytics/stats-api';

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
  realtime(options?: RequestOptions): Promise<RealtimeFigures>;
  leadAttribution(entity: string, id: string, options?: RequestOptions): Promise<LeadAttribution>;
  /** One post's figures over the last 7, 30 or 90 days (its writer, editors and admins). */
  postFigures(id: string, period: PostFigurePeriod, options?: RequestOptions): Promise<PostFigures>;
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
function readTimeseries(answer: TimeseriesAnswer): Timeseries {
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
    postFigures: (id, period, options) =>
      get(`/stats/posts/${encodeURIComponent(id)}`, new URLSearchParams({ period }), options),
  };
}
