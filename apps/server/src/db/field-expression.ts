import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database';

/** Server fields stored as real columns rather than inside `data`. */
export const COLUMN_FIELDS = new Set(['id', 'created_date', 'updated_date', 'created_by']);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The SQL expression reading a declared top-level field of `data`. The name is spliced as a
 * literal so expression indexes match, which is why it must come from the contract (checked
 * here too), never from a request.
 */
export function fieldExpression(
  dialect: Dialect,
  field: string,
  as: 'value' | 'json' = 'value',
): RawBuilder<unknown> {
  if (!IDENTIFIER.test(field)) throw new Error(`Refusing to build SQL for field name "${field}"`);
  if (dialect === 'postgres') return sql.raw(`(data->'${field}')`);
  // `->` keeps JSON (for building objects); json_extract gives SQL values (for comparing).
  return as === 'json'
    ? sql.raw(`(data -> '$.${field}')`)
    : sql.raw(`json_extract(data, '$.${field}')`);
}
