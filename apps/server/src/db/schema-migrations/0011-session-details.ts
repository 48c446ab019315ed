import { sql } from 'kysely';
import type { Database } from '../database';

/**
 * Migration 0011: what a person sees of their sessions (`auth/session-store.ts`). Each
 * `auth_tokens` row gets a public id (random, never the token or its hash), a device label, the
 * date it was last used, and the SHA-256 of the handle its logout cookie holds. Sessions open
 * before this migration get an id here, no device and no cookie.
 */
export async function sessionDetails(database: Database) {
  const { db } = database;
  await db.schema.alterTable('auth_tokens').addColumn('id', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('device', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('last_used_date', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('logout_hash', 'text').execute();
  // Random, unrelated to the token: 96 bits in SQLite, a version 4 UUID in PostgreSQL (13+).
  const randomId =
    database.dialect === 'postgres'
      ? sql<string>`replace(gen_random_uuid()::text, '-', '')`
      : sql<string>`lower(hex(randomblob(12)))`;
  await db.updateTable('auth_tokens').set({ id: randomId }).where('id', 'is', null).execute();
  await db.schema.createIndex('auth_tokens_id').unique().on('auth_tokens').column('id').execute();
  await db.schema
    .createIndex('auth_tokens_logout')
    .on('auth_tokens')
    .column('logout_hash')
    .execute();
}
