import type { Database } from '../database';

export const MFA_CHALLENGES_TABLE = 'mfa_challenges';

/**
 * Migration 0008: the second step of a two-factor sign-in (`auth/mfa-challenges.ts`). A row is
 * a password that matched, waiting for its second factor: only the token's SHA-256 is stored.
 */
export async function mfaChallenges(database: Database) {
  await database.db.schema
    .createTable(MFA_CHALLENGES_TABLE)
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await database.db.schema
    .createIndex('mfa_challenges_user')
    .ifNotExists()
    .on(MFA_CHALLENGES_TABLE)
    .column('user_id')
    .execute();
}
