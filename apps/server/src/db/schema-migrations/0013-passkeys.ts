import type { Database } from '../database';

export const PASSKEYS_TABLE = 'passkeys';
export const WEBAUTHN_CHALLENGES_TABLE = 'webauthn_challenges';

/**
 * Migration 0013: passkeys (WebAuthn credentials, `auth/passkey-store.ts`) and the challenges
 * the browser signs. A passkey keeps its public key (COSE, base64url), never a secret; a
 * challenge is single use and lives 5 minutes.
 */
export async function passkeys(database: Database) {
  await database.db.schema
    .createTable(PASSKEYS_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('credential_id', 'text', (column) => column.notNull().unique())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('transports', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('last_used_date', 'text')
    .execute();
  await database.db.schema
    .createIndex('passkeys_user')
    .ifNotExists()
    .on(PASSKEYS_TABLE)
    .column('user_id')
    .execute();
  await database.db.schema
    .createTable(WEBAUTHN_CHALLENGES_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('challenge', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await database.db.schema
    .createIndex('webauthn_challenges_challenge')
    .ifNotExists()
    .on(WEBAUTHN_CHALLENGES_TABLE)
    .column('challenge')
    .execute();
}
