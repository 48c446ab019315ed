/** C0 and C1 control characters (NUL included): PostgreSQL refuses NUL in text, none is useful. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** `value` without control characters, trimmed and cut to `max` characters; null when empty. */
export function storedText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = value.replace(CONTROLS, '').trim().slice(0, max);
  return text === '' ? null : text;
}

/** Whether `value` holds a control character (an id or key that cannot be stored). */
export function hasControl(value: string) {
  return new RegExp(CONTROLS.source).test(value);
}
