import type { Database } from '../database';

/*
 * The tables of previews and post versions as the release before versioned migrations created
 * them. Part of migration 0001: the names are spelt out here, never read from the live ones
 * (`db/publishing-tables.ts`), so the migration keeps its meaning when those change.
 */

const APP_SECRETS_TABLE = 'app_secrets';
const POST_VERSIONS_TABLE = 'blog_post_versions';
const POST_EDITORS_TABLE = 'blog_post_editors';

/** Creates the tables of previews and post versions (idempotent). */
export async function createPublishingTables(database: Database) {
  await database.db.schema
    .createTable(APP_SECRETS_TABLE)
    .ifNotExists()
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .execute();
  await database.db.schema
    .createTable(POST_VERSIONS_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('post_id', 'text', (column) => column.notNull())
    // 1, 2, 3… per post: the order of versions (several may share a millisecond).
    .addColumn('seq', 'integer', (column) => column.notNull())
    // The post's declared fields as JSON text, as they were.
    .addColumn('data', 'text', (column) => column.notNull())
    // When that state was saved, and by whom (an admin's e-mail; NULL when unknown).
    .addColumn('saved_at', 'text', (column) => column.notNull())
    .addColumn('saved_by', 'text')
    // When the version was kept (the state was replaced), and whether by an autosave (1).
    .addColumn('recorded_at', 'text', (column) => column.notNull())
    .addColumn('autosave', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await database.db.schema
    .createIndex(`${POST_VERSIONS_TABLE}_post`)
    .ifNotExists()
    .on(POST_VERSIONS_TABLE)
    .columns(['post_id', 'seq'])
    .execute();
  await database.db.schema
    .createTable(POST_EDITORS_TABLE)
    .ifNotExists()
    .addColumn('post_id', 'text', (column) => column.primaryKey())
    .addColumn('saved_by', 'text')
    .addColumn('saved_at', 'text', (column) => column.notNull())
    .execute();
}
