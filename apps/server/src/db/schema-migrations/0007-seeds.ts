import { sql } from 'kysely';
import type { Database } from '../database';

/**
 * The seeds a database was given, once each (`seed/seed-blog.ts`): a seed with a row here never
 * runs again, so a deleted demo post stays deleted across restarts.
 */
export const SEEDS_TABLE = 'seeds';

/**
 * Migration 0007: one row per seed (name, when, how many records it added). A database that
 * already holds a blog post, an account or seeded site content was started by an earlier
 * release, whose start added the demo articles: its blog seed is noted as done (0 added, at the
 * upgrade), so the posts deleted there never come back.
 */
export async function seeds(database: Database) {
  await database.db.schema
    .createTable(SEEDS_TABLE)
    .ifNotExists()
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('seeded_at', 'text', (column) => column.notNull())
    .addColumn('added', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  const now = new Date().toISOString();
  await sql`INSERT INTO ${sql.table(SEEDS_TABLE)} (name, seeded_at, added)
    SELECT 'blog', ${now}, 0
    WHERE (EXISTS (SELECT 1 FROM ${sql.table('ent_blog_post')})
      OR EXISTS (SELECT 1 FROM ${sql.table('ent_user')})
      OR EXISTS (SELECT 1 FROM ${sql.table('site_content_seeded')}))
      AND NOT EXISTS (SELECT 1 FROM ${sql.table(SEEDS_TABLE)} WHERE name = 'blog')`.execute(
    database.db,
  );
}
