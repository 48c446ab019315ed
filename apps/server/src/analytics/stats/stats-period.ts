import { badRequest } from '../../http/http-error';
import type { StatsInterval, StatsPeriod } from '@vitrine/contract/analytics/stats-api';
import { addDays, localDay } from '../local-time';

/** The longest custom period, in days (two years and a leap day). */
export const MAX_SPAN_DAYS = 731;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface PeriodParams {
  period?: StatsPeriod;
  date?: string;
  from?: string;
  to?: string;
}

export interface Period {
  from: string;
  to: string;
  /** The period just before, as long (whole months for month periods). */
  previous: { from: string; to: string };
  /** The chart's interval when none is asked for. */
  interval: StatsInterval;
}

/**
 * Dates the statistics accept. Periods and their previous periods then stay within four-digit
 * years, where `addDays` and text comparison of days hold (past 9999 they would not end).
 */
const FIRST_DATE = '2000-01-01';
const LAST_DATE = '2999-12-31';

/** A real calendar date `YYYY-MM-DD` from 2000 to 2999, or a 400 naming `name`. */
export function checkDate(value: string, name: string) {
  const parsed = Date.parse(`${value}T00:00:00Z`);
  if (
    !DATE.test(value) ||
    Number.isNaN(parsed) ||
    new Date(parsed).toISOString().slice(0, 10) !== value
  ) {
    throw badRequest(`${name} must be a date written YYYY-MM-DD`);
  }
  if (value < FIRST_DATE || value > LAST_DATE) {
    throw badRequest(`${name} must be between ${FIRST_DATE} and ${LAST_DATE}`);
  }
  return value;
}

/** Days from `from` to `to`, both included. */
export function spanDays(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every local day from `from` to `to`. */
export function dayList(from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= MAX_SPAN_DAYS * 2; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** The first day of the month `months` after the month of `day` (negative: before). */
function monthStart(day: string, months: number) {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function monthsPeriod(date: string, months: number): Period {
  const from = monthStart(date, 1 - months);
  const to = addDays(monthStart(date, 1), -1);
  const previous = { from: monthStart(date, 1 - 2 * months), to: addDays(from, -1) };
  return { from, to, previous, interval: months === 1 ? 'day' : 'month' };
}

function daysPeriod(from: string, to: string): Period {
  const span = spanDays(from, to);
  const interval = span <= 1 ? 'hour' : span <= 31 ? 'day' : span <= 183 ? 'week' : 'month';
  const previous = { from: addDays(from, -span), to: addDays(from, -1) };
  return { from, to, previous, interval };
}

/**
 * The local days a query covers. `day`, `7d`, `30d` end on `date` (today by default); `month`,
 * `6mo`, `12mo` are whole calendar months ending with the month of `date`; `custom` takes
 * `from` and `to`, both included, at most 731 days.
 */
export function resolvePeriod(params: PeriodParams, timeZone: string, now = Date.now()): Period {
  const date = params.date === undefined ? localDay(now, timeZone) : checkDate(params.date, 'date');
  switch (params.period ?? '30d') {
    case 'day':
      return daysPeriod(date, date);
    case '7d':
      return daysPeriod(addDays(date, -6), date);
    case '30d':
      return daysPeriod(addDays(date, -29), date);
    case 'month':
      return monthsPeriod(date, 1);
    case '6mo':
      return monthsPeriod(date, 6);
    case '12mo':
      return monthsPeriod(date, 12);
    case 'custom': {
      if (params.from === undefined) throw badRequest('from is required with period=custom');
      if (params.to === undefined) throw badRequest('to is required with period=custom');
      const from = checkDate(params.from, 'from');
      const to = checkDate(params.to, 'to');
      if (from > to) throw badRequest('from must be on or before to');
      if (spanDays(from, to) > MAX_SPAN_DAYS) {
        throw badRequest(`from and to: a custom period spans at most ${MAX_SPAN_DAYS} days`);
      }
      return daysPeriod(from, to);
    }
  }
}

/** The interval asked for, or the period's; `hour` only for periods of two days at most. */
export function resolveInterval(period: Period, asked?: StatsInterval): StatsInterval {
  if (asked === 'hour' && spanDays(period.from, period.to) > 2) {
    throw badRequest('interval=hour is only for periods of two days at most');
  }
  return asked ?? period.interval;
}
