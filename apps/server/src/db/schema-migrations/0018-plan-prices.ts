import { sql } from 'kysely';
import type { Database } from '../database';

/** The entity table of `Plan` (made by the sync step, so absent before a first start). */
const PLAN_TABLE = 'ent_plan';

async function planTableExists(database: Database) {
  const found =
    database.dialect === 'postgres'
      ? await sql<{ found: unknown }>`SELECT to_regclass(${PLAN_TABLE}) AS found`.execute(
          database.db,
        )
      : await sql<{ found: unknown }>`SELECT name AS found FROM sqlite_master
          WHERE type = 'table' AND name = ${PLAN_TABLE}`.execute(database.db);
  return found.rows.some((row) => row.found !== null && row.found !== undefined);
}

/**
 * Migration 0018: a plan's one monthly `price`, shown before as euros in French and dollars in
 * English, becomes `prices: { eur, usd }` holding that same number in both currencies (the only
 * honest reading of what was stored; the team then sets each currency in the console). A plan
 * that already has `prices` keeps them; `price` goes from every plan.
 */
export async function planPrices(database: Database) {
  if (!(await planTableExists(database))) return;
  const table = sql.table(PLAN_TABLE);
  if (database.dialect === 'postgres') {
    await sql`UPDATE ${table} SET data = data || jsonb_build_object('prices',
        jsonb_build_object('eur', data->'price', 'usd', data->'price'))
      WHERE data ? 'price' AND NOT (data ? 'prices')`.execute(database.db);
    await sql`UPDATE ${table} SET data = data - 'price' WHERE data ? 'price'`.execute(database.db);
    return;
  }
  await sql`UPDATE ${table} SET data = json_set(data, '$.prices',
      json_object('eur', json_extract(data, '$.price'), 'usd', json_extract(data, '$.price')))
    WHERE json_type(data, '$.price') IS NOT NULL
      AND json_type(data, '$.prices') IS NULL`.execute(database.db);
  await sql`UPDATE ${table} SET data = json_remove(data, '$.price')
    WHERE json_type(data, '$.price') IS NOT NULL`.execute(database.db);
}
