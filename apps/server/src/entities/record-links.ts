import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { tableFor } from '../db/table-names';
import { ValidationError } from './entity-errors';
import { toRecord, type Row } from './entity-records';

/**
 * Refuses (422 naming the field) a link of `data` (see `EntityDefinition.links`) that names no
 * record, the record itself, or a record with the same value of `across` (a translation in
 * the same language). Reads through `db`: inside a write's transaction, it sees that write.
 * `before`: an update's stored data.
 */
export async function checkLinks(
  db: Executor,
  entity: EntityDefinition,
  data: Record<string, unknown>,
  selfId?: string,
  before?: Record<string, unknown>,
) {
  const rule = entity.links;
  if (!rule) return;
  for (const field of rule.fields) {
    const target = data[field];
    if (typeof target !== 'string' || target === '') continue;
    // An update checks a link it sets or moves, not one it keeps (its target may be gone).
    if (before && before[field] === target && before[rule.across] === data[rule.across]) continue;
    const table = sql.table(tableFor(entity.name));
    const found =
      await sql<Row>`SELECT id, data, created_date, updated_date, created_by FROM ${table} WHERE id = ${target}`.execute(
        db,
      );
    const row = found.rows[0];
    const linked = row ? toRecord(row) : undefined;
    const message = !linked
      ? `${field} names no ${entity.name}`
      : target === selfId
        ? `${field} cannot name the record itself`
        : linked[rule.across] === data[rule.across]
          ? `${field} must name a ${entity.name} with another ${rule.across}`
          : undefined;
    if (message) throw new ValidationError([{ field, rule: 'link', message }]);
  }
}
