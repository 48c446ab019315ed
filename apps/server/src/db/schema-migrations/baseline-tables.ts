import type { Database } from '../database';

/*
 * The account and token tables as the release before versioned migrations created them. Part
 * of migration 0001: a later change to these tables is a new migration, not an edit here.
 */

export async function createAuthTables(database: Database) {
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

export async function createNewsletterTokenTable(database: Database) {
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

export async function createSetPasswordTokenTable(database: Database) {
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
