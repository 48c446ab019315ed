import { sql, type RawBuilder } from 'kysely';
import type { StoredRecord } from './entity-records';
import type { SortKey } from './query-options';

/** Server columns that are never null, so "after this row" is a plain comparison. */
const KEYSET_COLUMNS = new Set(['id', 'created_date', 'updated_date']);

/**
 * The full order of a sort (with the store's tie-break on `id`, in the first key's direction),
 * cut after `id`, or undefined when a key is not a keyset column: such sorts page by offset.
 */
export function keysetKeys(sort: SortKey[]): SortKey[] | undefined {
  if (!sort.every((key) => KEYSET_COLUMNS.has(key.field))) return undefined;
  const keys = [...sort, { field: 'id', descending: sort[0]?.descending ?? false }];
  return keys.slice(0, keys.findIndex((key) => key.field === 'id') + 1);
}

/**
 * The rows that come after `last` in the order of `keys`. With one direction (the usual case) a
 * row-value comparison `(k1, k2) < (v1, v2)`, which both databases answer from the index as a
 * range; with mixed directions `(k1 > v1) OR (k1 = v1 AND k2 < v2)…`.
 */
export function afterCondition(keys: SortKey[], last: StoredRecord): RawBuilder<unknown> {
  const value = (key: SortKey) => String(last[key.field]);
  const beyond = (key: SortKey) => sql.raw(key.descending ? '<' : '>');
  const [first] = keys;
  if (first && keys.every((key) => key.descending === first.descending)) {
    const columns = sql.join(keys.map((key) => sql.ref(key.field)));
    return sql`((${columns}) ${beyond(first)} (${sql.join(keys.map(value))}))`;
  }
  const branches = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((k) => sql`${sql.ref(k.field)} = ${value(k)}`);
    const after = sql`${sql.ref(key.field)} ${beyond(key)} ${value(key)}`;
    return sql`(${sql.join([...equal, after], sql` AND `)})`;
  });
  return sql`(${sql.join(branches, sql` OR `)})`;
}
