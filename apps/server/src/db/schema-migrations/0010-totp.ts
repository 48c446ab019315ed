import type { Database } from '../database';

export const USER_TOTP_TABLE = 'user_totp';
export const RECOVERY_CODES_TABLE = 'user_recovery_codes';
export const SITE_SETTINGS_TABLE = 'site_settings';

/**
 * Migration 0010: two-factor sign-in (`auth/totp-store.ts`, `auth/recovery-codes.ts`).
 * - `user_totp`: one row per user; the TOTP secret encrypted (AES-256-GCM), `enabled_date` null
 *   while the setup waits for its first code; `last_time_step` is the 30 s step of the last code
 *   accepted (a code is never accepted twice).
 * - `user_recovery_codes`: 10 per user, only their SHA-256; `used_date` once used.
 * - `site_settings`: the site's own settings, one key per row (`require_two_factor`).
 */
export async function totp(database: Database) {
  await database.db.schema
    .createTable(USER_TOTP_TABLE)
    .ifNotExists()
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('enabled_date', 'text')
    .addColumn('last_time_step', 'integer')
    .execute();
  await database.db.schema
    .createTable(RECOVERY_CODES_TABLE)
    .ifNotExists()
    .addColumn('code_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('used_date', 'text')
    .execute();
  await database.db.schema
    .createIndex('user_recovery_codes_user')
    .ifNotExists()
    .on(RECOVERY_CODES_TABLE)
    .column('user_id')
    .execute();
  await database.db.schema
    .createTable(SITE_SETTINGS_TABLE)
    .ifNotExists()
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_date', 'text', (column) => column.notNull())
    .execute();
}
