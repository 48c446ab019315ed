import { sql } from 'kysely';
import type { Database } from '../database';
import { createEntityTable, type EntityTableShape } from '../entity-tables';
import { createAnalyticsTables } from './baseline-analytics-tables';
import { createPublishingTables } from './baseline-publishing-tables';
import {
  createAuthTables,
  createNewsletterTokenTable,
  createSetPasswordTokenTable,
} from './baseline-tables';

/** The entity tables of the release before versioned migrations (commit ac9ae03), as declared then. */
const BASELINE_ENTITIES: readonly EntityTableShape[] = [
  {
    table: 'ent_waitlist_subscriber',
    upsertKey: 'email',
    indexes: [{ fields: ['email'], unique: true }, { fields: ['language', 'created_date'] }],
  },
  {
    table: 'ent_blog_post',
    indexes: [
      { fields: ['language', 'published', 'created_date'] },
      { fields: ['slug', 'language'], unique: true },
      { fields: ['category', 'published', 'created_date'] },
      { fields: ['language', 'published', 'published_date'] },
    ],
    searchFields: ['title', 'excerpt', 'tags'],
  },
  { table: 'ent_contact_message', indexes: [{ fields: ['email'] }] },
  { table: 'ent_demo_request', indexes: [{ fields: ['email'] }] },
  {
    table: 'ent_newsletter_subscriber',
    upsertKey: 'email',
    indexes: [{ fields: ['email'], unique: true }],
  },
  { table: 'ent_outbox_email', indexes: [{ fields: ['status', 'next_attempt_date'] }] },
  { table: 'ent_user', indexes: [{ fields: ['email'], unique: true }] },
];

/**
 * Posts published before `published_date` existed take their creation date as publication date,
 * so every published post has one and listings ordered by it stay complete.
 */
export async function backfillPublishedDates(database: Database) {
  const table = sql.table('ent_blog_post');
  if (database.dialect === 'postgres') {
    await sql`UPDATE ${table} SET data = jsonb_set(data, '{published_date}', to_jsonb(created_date))
      WHERE data->'published' = 'true'::jsonb AND NOT (data ? 'published_date')`.execute(
      database.db,
    );
    return;
  }
  await sql`UPDATE ${table} SET data = json_set(data, '$.published_date', created_date)
    WHERE json_extract(data, '$.published') = 1 AND json_extract(data, '$.published_date') IS NULL`.execute(
    database.db,
  );
}

/**
 * The schema of the release before versioned migrations. Every statement is idempotent, so it
 * also adopts a database that release (or an earlier one) created: what exists stays, what is
 * missing is added, and the earlier releases' leftovers are repaired as that release did.
 */
export async function baseline(database: Database) {
  for (const shape of BASELINE_ENTITIES) await createEntityTable(database, shape);
  await createAuthTables(database);
  await createNewsletterTokenTable(database);
  await createSetPasswordTokenTable(database);
  await createPublishingTables(database);
  await createAnalyticsTables(database);
  await backfillPublishedDates(database);
}
