import type { Database } from '../database';

export const WEBHOOK_SECRETS_TABLE = 'webhook_secrets';

/**
 * Migration 0014: the signing secrets of webhooks (decision 0060), one per webhook, sealed
 * (AES-256-GCM, `auth/secret-box.ts`) and kept out of the entity's record so that no read,
 * list or export of `Webhook` can show one.
 */
export async function webhooks(database: Database) {
  await database.db.schema
    .createTable(WEBHOOK_SECRETS_TABLE)
    .ifNotExists()
    .addColumn('webhook_id', 'text', (column) => column.primaryKey())
    .addColumn('sealed', 'text', (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .execute();
}
