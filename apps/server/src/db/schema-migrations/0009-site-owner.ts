import { sql } from 'kysely';
import type { Database } from '../database';

/**
 * Team roles (decision 0054): the site gets its one owner. When no active (not disabled) account
 * is `owner`, the oldest active `admin` (first created; the id breaks a tie) becomes it. A site
 * without an admin gets its owner at the next `ensureAdmin` (ADMIN_EMAIL, `npm run admin --
 * create`). The start path then hands ownership to the ADMIN_EMAIL account, when it is another
 * active admin, on the start that ran this migration (start-server.ts).
 */
export async function siteOwner(database: Database) {
  const table = sql.table('ent_user');
  const postgres = database.dialect === 'postgres';
  const role = postgres ? sql`data->>'role'` : sql`json_extract(data, '$.role')`;
  const disabled = postgres
    ? sql`COALESCE(data->'disabled', 'false'::jsonb) = 'true'::jsonb`
    : sql`COALESCE(json_extract(data, '$.disabled'), 0) = 1`;
  const owners = await sql<{ total: number | string }>`SELECT COUNT(*) AS total FROM ${table}
    WHERE ${role} = 'owner' AND NOT (${disabled})`.execute(database.db);
  if (Number(owners.rows[0]?.total ?? 0) > 0) return;
  const oldest = await sql<{ id: string }>`SELECT id FROM ${table}
    WHERE ${role} = 'admin' AND NOT (${disabled})
    ORDER BY created_date, id LIMIT 1`.execute(database.db);
  const id = oldest.rows[0]?.id;
  if (!id) return;
  const update = postgres
    ? sql`UPDATE ${table} SET data = jsonb_set(data, '{role}', '"owner"'::jsonb) WHERE id = ${id}`
    : sql`UPDATE ${table} SET data = json_set(data, '$.role', 'owner') WHERE id = ${id}`;
  await update.execute(database.db);
}
