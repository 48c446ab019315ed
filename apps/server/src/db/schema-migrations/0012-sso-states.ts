import type { Database } from '../database';

export const SSO_STATES_TABLE = 'sso_states';

/**
 * Migration 0012: company sign-ins under way (`auth/sso-states.ts`). A row is a browser sent to
 * the identity provider, waiting for its return: the state's SHA-256, the PKCE code verifier, the
 * nonce, where to go after, and when it expires (10 minutes).
 */
export async function ssoStates(database: Database) {
  await database.db.schema
    .createTable(SSO_STATES_TABLE)
    .ifNotExists()
    .addColumn('state_hash', 'text', (column) => column.primaryKey())
    .addColumn('code_verifier', 'text', (column) => column.notNull())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('from_url', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await database.db.schema
    .createIndex('sso_states_expires')
    .ifNotExists()
    .on(SSO_STATES_TABLE)
    .column('expires_at')
    .execute();
}
