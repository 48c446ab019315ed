import type { Database } from '../db/database';

/** One row per committed change of a content record (`content/content-history.ts`). */
export const CONTENT_HISTORY_TABLE = 'content_history';

/** Creates the history of content records (idempotent); migration 0005. */
export async function createContentHistoryTable(database: Database) {
  await database.db.schema
    .createTable(CONTENT_HISTORY_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    // The entity's name (`Plan`, `FaqItem`…) and the record's id.
    .addColumn('entity', 'text', (column) => column.notNull())
    .addColumn('record_id', 'text', (column) => column.notNull())
    // 1, 2, 3… per record: the order of changes (several may share a millisecond).
    .addColumn('seq', 'integer', (column) => column.notNull())
    // The fields that changed as a JSON array of paths (`price`, `name.fr`).
    .addColumn('changed', 'text', (column) => column.notNull())
    // When the change was saved, and by whom (an admin's e-mail; NULL for the server itself).
    .addColumn('saved_at', 'text', (column) => column.notNull())
    .addColumn('saved_by', 'text')
    .execute();
  await database.db.schema
    .createIndex(`${CONTENT_HISTORY_TABLE}_record`)
    .ifNotExists()
    .on(CONTENT_HISTORY_TABLE)
    .columns(['entity', 'record_id', 'seq'])
    .execute();
}
