import type { Database } from '../database';

export const MEDIA_DETAILS_TABLE = 'media_details';

/**
 * Migration 0021: the media library's title and alt texts of an upload, one row per upload
 * name (the files themselves stay in the upload storage). An upload without a row has none:
 * uploads stored before this migration keep working as they were.
 */
export async function mediaDetails(database: Database) {
  await database.db.schema
    .createTable(MEDIA_DETAILS_TABLE)
    .ifNotExists()
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('alt_fr', 'text', (column) => column.notNull())
    .addColumn('alt_en', 'text', (column) => column.notNull())
    .addColumn('updated_date', 'text', (column) => column.notNull())
    .execute();
}
