import { createHash } from 'node:crypto';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { sql } from 'kysely';
import { createAnalyticsTables } from './analytics-tables';
import type { Database } from './database';
import { COLUMN_FIELDS, fieldExpression } from './field-expression';
import { createNewsletterTables } from './newsletter-tables';
import { createPublishingTables } from './publishing-tables';
import { tableFor } from './table-names';
import { createSearchIndex } from './text-search';

async function createEntityTable(database: Database, entity: EntityDefinition) {
  const table = tableFor(entity.name);
  const jsonType = database.dialect === 'postgres' ? 'jsonb' : 'text';
  await database.db.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('data', sql.raw(jsonType), (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('updated_date', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text')
    // Normalised value of the entity's upsert key (e.g. the e-mail of a sign-up list).
    .addColumn('unique_key', 'text', (column) => column.unique())
    .execute();
  await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_created`)} ON ${sql.table(table)} (created_date DESC, id DESC)`.execute(
    database.db,
  );
  for (const index of entity.indexes) {
    if (index.unique && entity.upsertKey && index.fields.join() === entity.upsertKey) continue;
    await createIndex(database, table, index.fields, Boolean(index.unique));
  }
  await createSearchIndex(database, entity);
}

async function createIndex(
  database: Database,
  table: string,
  fields: readonly string[],
  unique: boolean,
) {
  const digest = createHash('sha1').update(fields.join(',')).digest('hex').slice(0, 8);
  const name = `${table}_${unique ? 'uq' : 'ix'}_${digest}`;
  const expressions = fields.map((field) =>
    COLUMN_FIELDS.has(field) ? sql.raw(field) : fieldExpression(database.dialect, field),
  );
  const kind = sql.raw(unique ? 'UNIQUE INDEX' : 'INDEX');
  await sql`CREATE ${kind} IF NOT EXISTS ${sql.id(name)} ON ${sql.table(table)} (${sql.join(expressions)})`.execute(
    database.db,
  );
}

async function createAuthTables(database: Database) {
  await database.db.schema
    .createTable('user_credentials')
    .ifNotExists()
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('updated_date', 'text', (column) => column.notNull())
    .execute();
  await database.db.schema
    .createTable('auth_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await database.db.schema
    .createIndex('auth_tokens_user')
    .ifNotExists()
    .on('auth_tokens')
    .column('user_id')
    .execute();
}

async function createNewsletterTokenTable(database: Database) {
  // Double opt-in and unsubscribe links: only sha256 hashes are stored, never the tokens.
  await database.db.schema
    .createTable('newsletter_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('subscriber_id', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    // NULL: never expires (unsubscribe links).
    .addColumn('expires_at', 'text')
    .execute();
  await database.db.schema
    .createIndex('newsletter_tokens_subscriber')
    .ifNotExists()
    .on('newsletter_tokens')
    .column('subscriber_id')
    .execute();
}

async function createSetPasswordTokenTable(database: Database) {
  // One-time links of invitations and password resets: only sha256 hashes are stored.
  await database.db.schema
    .createTable('set_password_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await database.db.schema
    .createIndex('set_password_tokens_user')
    .ifNotExists()
    .on('set_password_tokens')
    .column('user_id')
    .execute();
}

/**
 * Brings the database to the shape the contract declares. Every step is idempotent, so it runs
 * at each start; several instances starting together are safe on PostgreSQL (advisory lock).
 */
export async function migrate(database: Database, schema?: string) {
  if (database.dialect === 'postgres') {
    await database.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(714230)`.execute(trx);
      if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(trx);
      const scoped = { ...database, db: trx };
      await runSteps(scoped);
    });
    return;
  }
  await runSteps(database);
}

/**
 * Posts published before `published_date` existed take their creation date as publication date,
 * so every published post has one and listings ordered by it stay complete.
 */
async function backfillPublishedDates(database: Database) {
  const table = sql.table(tableFor('BlogPost'));
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

async function runSteps(database: Database) {
  for (const entity of Object.values(ENTITIES)) await createEntityTable(database, entity);
  await createAuthTables(database);
  await createNewsletterTokenTable(database);
  await createSetPasswordTokenTable(database);
  await createPublishingTables(database);
  await createAnalyticsTables(database);
  await createNewsletterTables(database);
  await backfillPublishedDates(database);
}
