const formatters = new Map<string, Intl.DateTimeFormat>();
/** The last day found per time zone, by minute: a day never changes within a minute. */
const lastDays = new Map<string, { minute: number; day: string }>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date (`YYYY-MM-DD`) of `ms` in `timeZone`: the day of the salt and of the figures. */
export function localDay(ms: number, timeZone: string) {
  const minute = Math.floor(ms / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatterFor(timeZone).format(ms);
  lastDays.set(timeZone, { minute, day });
  return day;
}
