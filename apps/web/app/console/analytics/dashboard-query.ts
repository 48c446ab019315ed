import type {
  StatsInterval,
  StatsPeriod,
  StatsQuery,
} from '@vitrine/contract/client/analytics-stats-client';
import { type DashboardFilter, formatFilters, parseFilters } from './dashboard-filters';

/** The periods the picker offers, in its order. */
export const PERIODS: readonly StatsPeriod[] = [
  'day',
  '7d',
  '30d',
  'month',
  '6mo',
  '12mo',
  'custom',
];
export const DEFAULT_PERIOD: StatsPeriod = '30d';

/** What the dashboard shows, as its address says it (`?period=7d&compare=1&filters=…`). */
export interface DashboardQuery {
  period: StatsPeriod;
  /** `custom` only: local days, inclusive. */
  from?: string;
  to?: string;
  compare: boolean;
  filters: DashboardFilter[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const isPeriod = (value: string | null): value is StatsPeriod =>
  value !== null && (PERIODS as readonly string[]).includes(value);

/** Reads the address; an unknown period or a custom range that is not one falls back to 30 days. */
export function readDashboardQuery(params: URLSearchParams): DashboardQuery {
  const compare = params.get('compare') === '1';
  const filters = parseFilters(params.get('filters'));
  const period = params.get('period');
  if (!isPeriod(period)) return { period: DEFAULT_PERIOD, compare, filters };
  if (period !== 'custom') return { period, compare, filters };
  const from = params.get('from');
  const to = params.get('to');
  if (!isDay(from) || !isDay(to) || from > to) return { period: DEFAULT_PERIOD, compare, filters };
  return { period, from, to, compare, filters };
}

/** The Stats API's query for what the address asks. */
export function statsQuery(query: DashboardQuery): StatsQuery {
  const filters = formatFilters(query.filters);
  if (query.period === 'custom')
    return { period: 'custom', from: query.from, to: query.to, filters };
  return { period: query.period, filters };
}

/** The address's search for a query: the defaults are left out, so `/admin/analytics` is 30 days. */
export function dashboardSearch(query: DashboardQuery): string {
  const params = new URLSearchParams();
  if (query.period !== DEFAULT_PERIOD) params.set('period', query.period);
  if (query.period === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query.compare) params.set('compare', '1');
  const filters = formatFilters(query.filters);
  if (filters) params.set('filters', filters);
  const search = params.toString();
  return search ? `?${search}` : '';
}

const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The chart's interval: hours for a day (or a two-day range), days up to three months, weeks
 * beyond, so that every point is labelled by its first day or hour.
 */
export function chartInterval(query: DashboardQuery): StatsInterval {
  if (query.period === 'day') return 'hour';
  if (query.period === '6mo' || query.period === '12mo') return 'week';
  if (query.period !== 'custom' || !query.from || !query.to) return 'day';
  const span = spanDays(query.from, query.to);
  return span <= 2 ? 'hour' : span <= 93 ? 'day' : 'week';
}
