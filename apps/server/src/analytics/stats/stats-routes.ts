import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { badRequest } from '../../http/http-error';
import { requireCapability } from '../../http/request-caller';
import type { TypedApi } from '../../http/request-schema';
import { breakdownCsv, sendCsv, timeseriesCsv } from './stats-csv';
import { parseFilters } from './stats-filters';
import { MAX_BREAKDOWN_LIMIT } from './stats-queries';
import { resolveInterval, resolvePeriod } from './stats-period';
import { STATS_PROPERTIES, type StatsProperty } from '@vitrine/contract/analytics/stats-properties';
import {
  AggregateResult,
  BreakdownAnswer,
  RealtimeFigures,
  STATS_INTERVALS,
  STATS_PERIODS,
  TimeseriesAnswer,
} from '@vitrine/contract/analytics/stats-api';
import type { AnalyticsStats, StatsQuery } from './stats-types';

const day = Type.String({ maxLength: 10 });
const whole = Type.String({ pattern: '^[0-9]{1,6}$' });

const periodParams = {
  period: Type.Optional(Type.Enum(STATS_PERIODS)),
  date: Type.Optional(day),
  from: Type.Optional(day),
  to: Type.Optional(day),
  filters: Type.Optional(Type.String({ maxLength: 10_000 })),
  compare: Type.Optional(Type.Literal('previous_period')),
};
const PeriodQuery = Type.Object(periodParams);
const TimeseriesQuery = Type.Object({
  ...periodParams,
  interval: Type.Optional(Type.Enum(STATS_INTERVALS)),
  format: Type.Optional(Type.Enum(['json', 'csv'])),
});
const BreakdownQuery = Type.Object({
  ...periodParams,
  property: Type.Enum(STATS_PROPERTIES),
  limit: Type.Optional(whole),
  page: Type.Optional(whole),
  format: Type.Optional(Type.Enum(['json', 'csv'])),
});

export interface StatsRouteOptions {
  stats: AnalyticsStats;
  timeZone: string;
  now: () => number;
}

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** `GET /analytics/stats/{aggregate,timeseries,breakdown,realtime}` (`analytics`), modelled on Plausible's Stats API. */
export function registerStatsRoutes(api: TypedApi, { stats, timeZone, now }: StatsRouteOptions) {
  const queryOf = (params: Static<typeof PeriodQuery>) => {
    const period = resolvePeriod(params, timeZone, now());
    const filters = parseFilters(params.filters);
    const query: StatsQuery = { from: period.from, to: period.to, filters };
    const previous: StatsQuery | undefined =
      params.compare === 'previous_period' ? { ...period.previous, filters } : undefined;
    return { period, query, previous };
  };
  /** Days past raw retention that the filters cannot count: said in a header (and the aggregate). */
  const filteredSince = (reply: FastifyReply, query: StatsQuery, property?: StatsProperty) => {
    const since = stats.filteredSince(query, property, now());
    if (since) reply.header('analytics-filtered-since', since);
    return since;
  };
  const admin = { preHandler: requireCapability('analytics') };

  api.get(
    '/analytics/stats/aggregate',
    { ...admin, schema: { querystring: PeriodQuery, response: { 200: AggregateResult } } },
    async (request, reply) => {
      const { query, previous } = queryOf(request.query);
      privately(reply);
      const since = filteredSince(reply, previous ?? query);
      const current = await stats.aggregate(query);
      return {
        ...current,
        ...(previous ? { previous: await stats.aggregate(previous) } : {}),
        ...(since ? { filtered_since: since } : {}),
      };
    },
  );

  api.get(
    '/analytics/stats/timeseries',
    { ...admin, schema: { querystring: TimeseriesQuery, response: { 200: TimeseriesAnswer } } },
    async (request, reply) => {
      const { period, query, previous } = queryOf(request.query);
      const interval = resolveInterval(period, request.query.interval);
      privately(reply);
      filteredSince(reply, previous ?? query);
      const results = await stats.timeseries(query, interval);
      const before = previous ? await stats.timeseries(previous, interval) : undefined;
      if (request.query.format === 'csv') {
        return sendCsv(
          reply,
          `analytics-${query.from}-${query.to}.csv`,
          timeseriesCsv(results, before),
        );
      }
      return before ? { results, previous: before } : results;
    },
  );

  api.get(
    '/analytics/stats/breakdown',
    { ...admin, schema: { querystring: BreakdownQuery, response: { 200: BreakdownAnswer } } },
    async (request, reply) => {
      const { query } = queryOf(request.query);
      const csv = request.query.format === 'csv';
      const limit = Number(request.query.limit ?? (csv ? MAX_BREAKDOWN_LIMIT : 10));
      if (limit < 1 || limit > MAX_BREAKDOWN_LIMIT)
        throw badRequest(`limit must be from 1 to ${MAX_BREAKDOWN_LIMIT}`);
      const page = Number(request.query.page ?? 1);
      if (page < 1) throw badRequest('page must be 1 or more');
      const property = request.query.property;
      privately(reply);
      filteredSince(reply, query, property);
      const rows = await stats.breakdown(query, property, { limit, page });
      if (!csv) return rows;
      return sendCsv(
        reply,
        `analytics-${property}-${query.from}-${query.to}.csv`,
        breakdownCsv(property, rows),
      );
    },
  );

  const realtime = { ...admin, schema: { response: { 200: RealtimeFigures } } };
  api.get('/analytics/stats/realtime', realtime, async (_request, reply) => {
    privately(reply);
    return stats.realtime(now());
  });
}
