import { sql } from 'kysely';
import type { Database } from '../database';

/** Filtered statistics read the leads of a day's visits (decision 0026). */
export async function analyticsConversionsSession(database: Database) {
  await sql`CREATE INDEX IF NOT EXISTS analytics_conversions_session ON ${sql.table('analytics_conversions')} (session_id)`.execute(
    database.db,
  );
}
