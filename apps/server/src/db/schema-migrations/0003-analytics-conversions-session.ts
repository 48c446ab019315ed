import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../analytics-tables';
import type { Database } from '../database';

/** Filtered statistics read the leads of a day's visits (decision 0026). */
export async function analyticsConversionsSession(database: Database) {
  await sql`CREATE INDEX IF NOT EXISTS analytics_conversions_session ON ${sql.table(ANALYTICS_TABLES.conversions)} (session_id)`.execute(
    database.db,
  );
}
