/** A range of local days, both included (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

/** The report a Monday calls for: the week that just ended and the one before it. */
export interface ReportWeek {
  /** Last week, Monday to Sunday: also the report's key (one e-mail per admin per week). */
  week: DayRange;
  previous: DayRange;
  /** When it is sent (Monday, `REPORT_HOUR` local time) and until when a late start still sends it. */
  sendAt: number;
  lateUntil: number;
}

/** Reports go out on Monday at 08:00 in `ANALYTICS_TIMEZONE`. */
export const REPORT_HOUR = 8;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The local wall-clock time of `ms`, read as if it were UTC. */
function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The local date of `ms` in `timeZone`. */
export function localDay(ms: number, timeZone: string) {
  return new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 local time on `day` (after a DST jump, the hour that follows). */
export function localInstant(day: string, hour: number, timeZone: string) {
  const wanted = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  let guess = wanted;
  // Two corrections settle on the offset in force at that time.
  for (let step = 0; step < 2; step += 1) guess = wanted - (wallClock(guess, timeZone) - guess);
  return guess;
}

/** The Monday of the local week that holds `ms`. */
function mondayOf(ms: number, timeZone: string) {
  const day = localDay(ms, timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function reportFrom(monday: string, timeZone: string): ReportWeek {
  return {
    week: { from: addDays(monday, -7), to: addDays(monday, -1) },
    previous: { from: addDays(monday, -14), to: addDays(monday, -8) },
    sendAt: localInstant(monday, REPORT_HOUR, timeZone),
    lateUntil: localInstant(addDays(monday, 1), 0, timeZone),
  };
}

/**
 * The report due at `now`: from Monday 08:00 to the end of that Monday (a server that was down
 * at 08:00 still sends it that day, never a week late); undefined the rest of the week.
 */
export function dueReport(now: number, timeZone: string): ReportWeek | undefined {
  const report = reportFrom(mondayOf(now, timeZone), timeZone);
  return now >= report.sendAt && now < report.lateUntil ? report : undefined;
}

/** The next time a report is due, after `now`. */
export function nextReportTime(now: number, timeZone: string) {
  const monday = mondayOf(now, timeZone);
  const thisWeek = localInstant(monday, REPORT_HOUR, timeZone);
  return thisWeek > now ? thisWeek : localInstant(addDays(monday, 7), REPORT_HOUR, timeZone);
}
