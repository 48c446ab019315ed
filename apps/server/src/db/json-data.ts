import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checked(fields: readonly string[]) {
  for (const field of fields)
    if (!IDENTIFIER.test(field)) throw new Error(`Refusing to build SQL for field "${field}"`);
  return fields;
}

/**
 * `data` with `set`'s top-level fields replaced (values are one bound JSON parameter) and the
 * `remove` fields dropped. Field names come from the server's code, never from a request.
 */
export function patchedData(
  dialect: Dialect,
  set: Record<string, unknown>,
  remove: readonly string[] = [],
): RawBuilder<unknown> {
  const patch = JSON.stringify(set);
  if (dialect === 'postgres') {
    const removed = checked(remove).map((field) => sql` - ${sql.lit(field)}`);
    return sql`((data || ${patch}::jsonb)${sql.join(removed, sql``)})`;
  }
  const paths = checked(remove).map((field) => sql.lit(`$.${field}`));
  const patched = sql`json_patch(data, ${patch})`;
  return paths.length > 0 ? sql`json_remove(${patched}, ${sql.join(paths)})` : patched;
}

/**
 * The `data` a sign-up upsert writes: the new submission, plus the stored values of fields only
 * the server sets (e.g. `confirmed`) that the submission does not carry.
 */
export function upsertedData(
  dialect: Dialect,
  table: string,
  keep: readonly string[],
): RawBuilder<unknown> {
  const stored = sql.ref(`${table}.data`);
  if (dialect === 'postgres') {
    const pairs = checked(keep).map(
      (field) => sql`${sql.lit(field)}, ${stored}->${sql.lit(field)}`,
    );
    return sql`(jsonb_strip_nulls(jsonb_build_object(${sql.join(pairs)})) || excluded.data)`;
  }
  let data: RawBuilder<unknown> = sql`excluded.data`;
  for (const field of checked(keep)) {
    const path = sql.lit(`$.${field}`);
    const kept = sql`CASE WHEN json_type(${stored}, ${path}) IS NULL OR json_type(excluded.data, ${path}) IS NOT NULL THEN '{}' ELSE json_object(${sql.lit(field)}, json(${stored} -> ${path})) END`;
    data = sql`json_patch(${data}, ${kept})`;
  }
  return data;
}
