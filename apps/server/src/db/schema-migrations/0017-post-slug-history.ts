import type { Database } from '../database';

export const POST_SLUG_HISTORY_TABLE = 'post_slug_history';

/**
 * Migration 0017: the former slugs of published posts (decision 0070). One row per slug and
 * language, naming the post it now leads to; a post's rows go with it. Nothing existing to move:
 * posts' earlier slugs were never kept.
 */
export async function postSlugHistory(database: Database) {
  await database.db.schema
    .createTable(POST_SLUG_HISTORY_TABLE)
    .ifNotExists()
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('post_id', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('post_slug_history_pk', ['language', 'slug'])
    .execute();
  await database.db.schema
    .createIndex('post_slug_history_post')
    .ifNotExists()
    .on(POST_SLUG_HISTORY_TABLE)
    .column('post_id')
    .execute();
}
