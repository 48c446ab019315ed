/** A date-time field's value (`2026-11-24T10:30`, the browser's time) for an ISO date. */
export function toLocalInput(iso: string | undefined) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO date (UTC) of a date-time field's value, '' when empty or not a date. */
export function fromLocalInput(value: string) {
  if (value.trim() === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
