import type { Timeseries, TimeseriesPoint } from '@vitrine/contract/client/analytics-stats-client';

export const SERIES = ['visitors', 'pageviews', 'conversions'] as const;
export type SeriesName = (typeof SERIES)[number];

const POINT_DATE = /^(\d{4}-\d{2})(-\d{2})?(?:[T ](\d{2}:\d{2}))?/;

/** `2026-11-24`, `2026-11-24 13:00`, `2026-11-24T13:00:00Z` or `2026-11`: the point's start. */
function pointDate(date: string) {
  const [, month, day, time] = POINT_DATE.exec(date) ?? [];
  if (!month) return undefined;
  const start = new Date(`${month}${day ?? '-01'}T${time ?? '00:00'}:00Z`);
  if (Number.isNaN(start.getTime())) return undefined;
  return { start, hour: time !== undefined, month: day === undefined };
}

/** A point's date as a label: an hour, a day or a month, in the console's language (UTC kept). */
export function formatPointDate(date: string, locale: string, style: 'short' | 'long' = 'short') {
  const parsed = pointDate(date);
  if (!parsed) return date;
  const { start, hour, month } = parsed;
  const options: Intl.DateTimeFormatOptions = hour
    ? { hour: '2-digit', minute: '2-digit' }
    : month
      ? { month: style, year: 'numeric' }
      : { day: 'numeric', month: 'short', ...(style === 'long' ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(start);
}

/** The period's totals and its busiest point, for the chart's text summary. */
export function seriesSummary(points: readonly TimeseriesPoint[]) {
  const total = (name: SeriesName) => points.reduce((sum, point) => sum + point[name], 0);
  const peak = points.reduce<TimeseriesPoint | undefined>(
    (best, point) => (!best || point.visitors > best.visitors ? point : best),
    undefined,
  );
  return {
    visitors: total('visitors'),
    pageviews: total('pageviews'),
    conversions: total('conversions'),
    peak,
  };
}

/** The previous period point for point with the current one (shorter when it has fewer). */
export function alignedPrevious(series: Timeseries): (TimeseriesPoint | undefined)[] {
  return series.results.map((_, index) => series.previous?.[index]);
}
