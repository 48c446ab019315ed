import { CONTENT_HISTORY_KEPT } from '@vitrine/contract/client/content-history-client';
import type { ContentHistoryEntry } from '@vitrine/contract/site-content/content-history-api';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { dataOf, newId, type StoredRecord } from '../entities/entity-records';
import { changedFields } from './changed-fields';
import { CONTENT_HISTORY_TABLE } from './content-history-table';

/**
 * Who changed each content record, when, and which fields: one row per committed update that
 * changed something, the last `CONTENT_HISTORY_KEPT` per record. A record's history is deleted
 * with it.
 */
export class ContentHistoryLog {
  constructor(private readonly database: Database) {}

  /** In the update's transaction: notes the change from `before` to `after`, if any. */
  async record(
    trx: Executor,
    entity: EntityDefinition,
    before: StoredRecord,
    after: StoredRecord,
    actor: string | null,
  ) {
    const changed = changedFields(dataOf(before, entity), dataOf(after, entity));
    if (changed.length === 0) return;
    const newest = await trx
      .selectFrom(CONTENT_HISTORY_TABLE)
      .select('seq')
      .where('entity', '=', entity.name)
      .where('record_id', '=', before.id)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const seq = Number(newest?.seq ?? 0) + 1;
    await trx
      .insertInto(CONTENT_HISTORY_TABLE)
      .values({
        id: newId(),
        entity: entity.name,
        record_id: before.id,
        seq,
        changed: JSON.stringify(changed),
        saved_at: after.updated_date,
        saved_by: actor,
      })
      .execute();
    // Rows older than the kept ones go: every seq up to `seq - KEPT`.
    await trx
      .deleteFrom(CONTENT_HISTORY_TABLE)
      .where('entity', '=', entity.name)
      .where('record_id', '=', before.id)
      .where('seq', '<=', seq - CONTENT_HISTORY_KEPT)
      .execute();
  }

  /** In the delete's transaction: the deleted records' history goes with them. */
  async forget(trx: Executor, entity: EntityDefinition, ids: string[]) {
    if (ids.length === 0) return;
    await trx
      .deleteFrom(CONTENT_HISTORY_TABLE)
      .where('entity', '=', entity.name)
      .where('record_id', 'in', ids)
      .execute();
  }

  /** A record's changes, newest first, then its creation. */
  async list(entity: EntityDefinition, record: StoredRecord): Promise<ContentHistoryEntry[]> {
    const rows = await this.database.db
      .selectFrom(CONTENT_HISTORY_TABLE)
      .select(['changed', 'saved_at', 'saved_by'])
      .where('entity', '=', entity.name)
      .where('record_id', '=', record.id)
      .orderBy('seq', 'desc')
      .execute();
    const updates = rows.map((row): ContentHistoryEntry => ({
      action: 'updated',
      saved_at: String(row.saved_at),
      saved_by: (row.saved_by as string | null) ?? null,
      changed: JSON.parse(String(row.changed)) as string[],
    }));
    const created: ContentHistoryEntry = {
      action: 'created',
      saved_at: record.created_date,
      saved_by: record.created_by ?? null,
      changed: [],
    };
    return [...updates, created];
  }
}
