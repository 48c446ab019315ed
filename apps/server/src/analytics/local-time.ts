/**
 * Local days and times in `ANALYTICS_TIMEZONE`: the days of the salt, of the figures and of the
 * weekly report (`YYYY-MM-DD`, read and compared as text).
 */

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

/** The last day found per time zone, by minute: a day never changes within a minute. */
const lastDays = new Map<string, { minute: number; day: string }>();

/** The local date (`YYYY-MM-DD`) of `ms` in `timeZone`: the day of the salt and of the figures. */
export function localDay(ms: number, timeZone: string) {
  const minute = Math.floor(ms / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);
  lastDays.set(timeZone, { minute, day });
  return day;
}
