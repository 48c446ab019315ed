import type { Database } from '../database';

export const AI_USAGE_TABLE = 'ai_usage';

/**
 * Migration 0022: the tokens the AI provider counted, one row per calendar month (UTC,
 * `YYYY-MM`), added to in place by every instance (decision 0076); `calls` counts the calls
 * that used any.
 */
export async function aiUsage(database: Database) {
  await database.db.schema
    .createTable(AI_USAGE_TABLE)
    .ifNotExists()
    .addColumn('month', 'text', (column) => column.primaryKey())
    .addColumn('tokens', 'bigint', (column) => column.notNull())
    .addColumn('calls', 'integer', (column) => column.notNull())
    .addColumn('updated_date', 'text', (column) => column.notNull())
    .execute();
}
