const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with sorted keys: PostgreSQL's jsonb gives an object's keys in its own order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (!isPlainObject(value)) return JSON.stringify(value) ?? 'undefined';
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(',')}}`;
}

/**
 * The paths of the fields that differ between two states of a record's data, sorted: a field's
 * name, or `field.fr` / `field.en` inside an object on both sides (a text in both languages).
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const paths: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key];
    const is = after[key];
    if (stableJson(was) === stableJson(is)) continue;
    if (isPlainObject(was) && isPlainObject(is)) {
      for (const inner of new Set([...Object.keys(was), ...Object.keys(is)])) {
        if (stableJson(was[inner]) !== stableJson(is[inner])) paths.push(`${key}.${inner}`);
      }
    } else paths.push(key);
  }
  return paths.sort();
}
