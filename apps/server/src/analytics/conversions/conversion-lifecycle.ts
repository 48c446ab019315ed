import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import type { EntityStore } from '../../entities/entity-store';
import { CONVERSION_GOALS } from './conversion-goals';

const { sessions, conversions } = ANALYTICS_TABLES;
/** Within every database's limit of parameters per statement. */
const CHUNK = 500;

async function forget(trx: Executor, entity: string, recordIds: string[]) {
  const rows = await trx
    .selectFrom(conversions)
    .select('session_id')
    .where('entity', '=', entity)
    .where('record_id', 'in', recordIds)
    .execute();
  if (rows.length === 0) return;
  await trx
    .deleteFrom(conversions)
    .where('entity', '=', entity)
    .where('record_id', 'in', recordIds)
    .execute();
  for (const { session_id: id } of rows) {
    if (id === null) continue;
    await trx
      .updateTable(sessions)
      .set({ conversions: sql`CASE WHEN conversions > 0 THEN conversions - 1 ELSE 0 END` })
      .where('id', '=', String(id))
      .execute();
  }
}

/**
 * A lead deleted, however (the console, an erasure, the retention job), takes its conversion
 * rows along, in the delete's transaction, and its visit counts one conversion less.
 */
export function deleteConversionsWithLeads(store: EntityStore) {
  for (const { entity } of CONVERSION_GOALS) {
    store.on(entity, {
      deleted: async (trx, change) => {
        const ids = change.before.map((record) => record.id);
        for (let at = 0; at < ids.length; at += CHUNK) {
          await forget(trx, entity.name, ids.slice(at, at + CHUNK));
        }
      },
    });
  }
}
