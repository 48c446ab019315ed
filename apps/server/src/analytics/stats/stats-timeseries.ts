import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { FigureMap, type Figures } from './stats-figures';
import { dayCondition, narrowing, visitConditions } from './stats-filters';
import { dayList } from './stats-period';
import type { StatsInterval, TimeseriesPoint } from '@vitrine/contract/analytics/stats-api';
import type { StatsFilter, StatsQuery } from './stats-types';
import { addDays, localInstant } from '../local-time';

const t = ANALYTICS_TABLES;
const HOUR_MS = 3_600_000;

/** The bucket of a local day: itself, its week's Monday, or its month's first day. */
export function bucketOf(day: string, interval: Exclude<StatsInterval, 'hour'>) {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const pointOf = (date: string, figures?: Figures): TimeseriesPoint => ({
  date,
  visitors: figures?.visitors ?? 0,
  pageviews: figures?.pageviews ?? 0,
  conversions: figures?.conversions ?? 0,
});

/** One point per bucket of the period, empty buckets included, from figures per day. */
export function dailyPoints(
  query: StatsQuery,
  interval: Exclude<StatsInterval, 'hour'>,
  perDay: Map<string, Figures>,
) {
  const buckets = new FigureMap();
  for (const day of dayList(query.from, query.to)) {
    buckets.add(bucketOf(day, interval), perDay.get(day) ?? {});
  }
  return [...buckets].map(([date, figures]) => pointOf(date, figures));
}

/** `YYYY-MM-DD HH:00` of an instant in `timeZone`. */
function hourLabel(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:00`;
}

/**
 * One point per local hour of the period (a day of 23 or 25 hours on a DST change; the hour
 * repeated in autumn is one point), from the page views' and leads' own times.
 */
export async function hourlyPoints(
  db: Executor,
  query: StatsQuery,
  timeZone: string,
): Promise<TimeseriesPoint[]> {
  const filters: readonly StatsFilter[] = query.filters ?? [];
  const start = localInstant(query.from, 0, timeZone);
  const end = localInstant(addDays(query.to, 1), 0, timeZone);
  const days = dayList(query.from, query.to);
  const hour = (column: string) =>
    sql`(${sql.ref(column)} - ${sql.raw(String(start))}) / ${sql.raw(String(HOUR_MS))}`;
  const visits = visitConditions(filters, days);
  const filtered = filters.length > 0;
  const join = (alias: string) =>
    filtered
      ? sql`JOIN ${sql.table(t.sessions)} s ON s.id = ${sql.ref(`${alias}.session_id`)}`
      : sql``;
  const views = await sql<Record<string, unknown>>`SELECT ${hour('pv.ts')} AS k,
      COUNT(DISTINCT pv.visitor_id) AS visitors, COUNT(*) AS pageviews
    FROM ${sql.table(t.pageviews)} pv ${join('pv')}
    WHERE ${dayCondition('pv.day', days)} AND pv.ts >= ${start} AND pv.ts < ${end}
      AND ${narrowing(filters, 'page', 'pv.page')} AND ${visits} GROUP BY 1`.execute(db);
  const leads = await sql<
    Record<string, unknown>
  >`SELECT ${hour('c.ts')} AS k, COUNT(*) AS conversions
    FROM ${sql.table(t.conversions)} c ${join('c')}
    WHERE c.ts >= ${start} AND c.ts < ${end} AND ${narrowing(filters, 'goal', 'c.goal')} AND ${visits}
    GROUP BY 1`.execute(db);
  const perHour = new FigureMap();
  for (const row of [...views.rows, ...leads.rows]) perHour.add(String(Number(row.k)), row);
  const points = new FigureMap();
  for (let index = 0; start + index * HOUR_MS < end; index += 1) {
    points.add(hourLabel(start + index * HOUR_MS, timeZone), perHour.get(String(index)) ?? {});
  }
  return [...points].map(([date, figures]) => pointOf(date, figures));
}
