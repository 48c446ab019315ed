import type { Database } from '../database';

/**
 * The history of the console's content records (plans, testimonials, team, values, figures,
 * FAQ), read and written by `content/content-history.ts`. Names are spelt out, never read from
 * the live ones.
 */
export async function contentHistory(database: Database) {
  await database.db.schema
    .createTable('content_history')
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
    .createIndex('content_history_record')
    .ifNotExists()
    .on('content_history')
    .columns(['entity', 'record_id', 'seq'])
    .execute();
}
