import { addDays, localDay, localInstant } from '../local-time';

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
/** The same time as a cron pattern (minute, hour, day of month, month, day of week). */
export const REPORT_CRON = `0 ${REPORT_HOUR} * * 1`;
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
