import type { Database } from '../database';

/**
 * The content entities whose first content was given once (`seed/seed-site-content.ts`): a
 * table the team later empties stays empty across restarts.
 */
export const SITE_CONTENT_SEEDED_TABLE = 'site_content_seeded';

/** Migration 0006: one row per content entity seeded (name, when). */
export async function siteContentSeeded(database: Database) {
  await database.db.schema
    .createTable(SITE_CONTENT_SEEDED_TABLE)
    .ifNotExists()
    .addColumn('entity', 'text', (column) => column.primaryKey())
    .addColumn('seeded_at', 'text', (column) => column.notNull())
    .execute();
}
