import { sql } from 'kysely';
import { CONTENT_ENTITIES, ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import type { Database } from '../db/database';
import { SITE_CONTENT_SEEDED_TABLE } from '../db/schema-migrations/0006-site-content-seeded';
import { tableFor } from '../db/table-names';
import type { EntityStore } from '../entities/entity-store';

/** PostgreSQL advisory lock taken by the seeding transactions (see `seedSiteContent`, `seedBlog`). */
export const SEED_LOCK = 714_231;

/**
 * Gives each content entity (plans, comparison rows, FAQ, testimonials, team, values, figures)
 * the site's first content (`SITE_CONTENT_SEED`) once per database: when its table is empty and
 * it was never seeded, then notes it as seeded (`site_content_seeded`), also when the table
 * already held records. Edits and deletions made in the console survive restarts, an emptied
 * table included. Each entity is checked and filled in one transaction; on PostgreSQL an
 * advisory lock makes two instances starting at once take turns, so the second adds nothing.
 * Answers how many records each entity received.
 */
export async function seedSiteContent(store: EntityStore, database: Database) {
  const created: Partial<Record<string, number>> = {};
  for (const name of CONTENT_ENTITIES) {
    const entity = ENTITIES[name];
    const records = SITE_CONTENT_SEED[name];
    const rows = records.map((input) => store.companionRow(entity, { ...input }));
    const added = await store.transaction([entity], async (trx) => {
      if (database.dialect === 'postgres') {
        await sql`SELECT pg_advisory_xact_lock(${sql.lit(SEED_LOCK)})`.execute(trx);
      }
      const seeded = await trx
        .selectFrom(SITE_CONTENT_SEEDED_TABLE)
        .select('entity')
        .where('entity', '=', name)
        .executeTakeFirst();
      if (seeded) return 0;
      await trx
        .insertInto(SITE_CONTENT_SEEDED_TABLE)
        .values({ entity: name, seeded_at: new Date().toISOString() })
        .execute();
      const table = sql.table(tableFor(name));
      const result = await sql<{ total: number | string }>`
        SELECT COUNT(*) AS total FROM ${table}`.execute(trx);
      if (Number(result.rows[0]?.total ?? 0) > 0) return 0;
      for (const row of rows) await trx.insertInto(row.table).values(row.values).execute();
      return rows.length;
    });
    if (added > 0) created[name] = added;
  }
  return created;
}
