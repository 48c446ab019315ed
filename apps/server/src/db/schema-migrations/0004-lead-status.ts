import { sql } from 'kysely';
import type { Database } from '../database';

/** The entity tables of the leads the team works (contact messages, demo requests). */
const WORKED_LEAD_TABLES = ['ent_contact_message', 'ent_demo_request'] as const;

/**
 * Leads received before they had a status are new (`status: "new"`), as a lead written today
 * is; a status already set is kept. Their `[status, created_date]` index comes from the contract
 * (the sync step).
 */
export async function leadStatus(database: Database) {
  for (const name of WORKED_LEAD_TABLES) {
    const table = sql.table(name);
    if (database.dialect === 'postgres') {
      await sql`UPDATE ${table} SET data = jsonb_set(data, '{status}', '"new"'::jsonb)
        WHERE NOT (data ? 'status') OR data->'status' = 'null'::jsonb`.execute(database.db);
    } else {
      await sql`UPDATE ${table} SET data = json_set(data, '$.status', 'new')
        WHERE json_extract(data, '$.status') IS NULL`.execute(database.db);
    }
  }
}
