import type { EntityQuery } from '@vitrine/contract/client/entity-handler';

/** The periods a list can be narrowed to, in the browser's time zone; weeks start on Monday. */
export const DATE_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type DatePeriod = (typeof DATE_PERIODS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a `YYYY-MM-DD` day, or undefined when it is not one. */
export function localDay(text: string): Date | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Local midnight of the Monday of `date`'s week. */
export function startOfWeek(date: Date): Date {
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return addDays(midnight, -((midnight.getDay() + 6) % 7));
}

/**
 * The start (included) and end (excluded) of a period around `now`, in local time: today, this
 * week (Monday to Sunday), this month, or the custom days `from`–`to` (both included; either may
 * be left out). Undefined when no period applies.
 */
export function periodRange(
  period: string,
  from: string,
  to: string,
  now = new Date(),
): { start?: Date; end?: Date } | undefined {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (period) {
    case 'today':
      return { start: today, end: addDays(today, 1) };
    case 'week': {
      const monday = startOfWeek(now);
      return { start: monday, end: addDays(monday, 7) };
    }
    case 'month':
      return {
        start: new Date(now.getFullYear(), now.getMonth(), 1),
        end: new Date(now.getFullYear(), now.getMonth() + 1, 1),
      };
    case 'custom': {
      let start = localDay(from);
      let last = localDay(to);
      if (start && last && start > last) [start, last] = [last, start];
      if (!start && !last) return undefined;
      return { start, end: last ? addDays(last, 1) : undefined };
    }
    default:
      return undefined;
  }
}

/** The API filter on `created_date` for a period (ISO times, UTC), or undefined for none. */
export function periodQuery(
  period: string,
  from: string,
  to: string,
  now = new Date(),
): EntityQuery | undefined {
  const range = periodRange(period, from, to, now);
  if (!range) return undefined;
  const created: Record<string, string> = {};
  if (range.start) created.$gte = range.start.toISOString();
  if (range.end) created.$lt = range.end.toISOString();
  return { created_date: created };
}
