import type { Database } from '../database';

export const API_KEY_SECRETS_TABLE = 'api_key_secrets';

/**
 * Migration 0015: the secrets of API keys (decision 0061). A row is one key's token, as its
 * SHA-256 (the token is 32 random bytes: no slow hash is needed), beside the id of its `ApiKey`
 * record. The token itself is never stored; the record never holds the hash.
 */
export async function apiKeys(database: Database) {
  await database.db.schema
    .createTable(API_KEY_SECRETS_TABLE)
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('key_id', 'text', (column) => column.notNull().unique())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .execute();
}
