import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import type { StoredRecord } from './entity-records';

/** A row for another table, written in the same transaction as a new record. */
export interface CompanionRow {
  table: string;
  values: Record<string, unknown>;
}

/**
 * When the record a create wrote had last been written before it: null when the create added
 * the record; for a sign-up whose address was already listed (upsertKey), that record's
 * earlier `updated_date` (its last contact).
 */
export type LastContact = string | null;

/**
 * Rows that go with a new record, built by a create's `created` hook (see `EntityLifecycle`),
 * e.g. the e-mails a sign-up calls for: a transactional outbox. They are committed with the
 * record, in a savepoint of their own: when building or writing them fails, `failed` is told
 * and the record is stored all the same.
 */
export interface Companions {
  rows(record: StoredRecord, lastContact: LastContact): CompanionRow[];
  failed(error: unknown): void;
}

function rowsOf(record: StoredRecord, lastContact: LastContact, companions: Companions) {
  try {
    return companions.rows(record, lastContact);
  } catch (error) {
    companions.failed(error);
    return [];
  }
}

/** Inside a SQLite group-commit job (synchronous, already in a transaction). */
export function writeCompanionsSync(
  database: Database,
  record: StoredRecord,
  lastContact: LastContact,
  companions: Companions,
) {
  const sqlite = database.sqlite!;
  const rows = rowsOf(record, lastContact, companions);
  if (rows.length === 0) return;
  sqlite.prepare('SAVEPOINT vitrine_companions').run();
  try {
    for (const row of rows) {
      const columns = Object.keys(row.values);
      // Table and column names come from the contract; values are bound.
      const text = `INSERT INTO "${row.table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      sqlite.prepare(text).run(...Object.values(row.values));
    }
    sqlite.prepare('RELEASE vitrine_companions').run();
  } catch (error) {
    sqlite.undoSavepoint('vitrine_companions', error);
    companions.failed(error);
  }
}

/** Inside a Kysely transaction (PostgreSQL), alone: in a savepoint (`writeManyCompanions` in a batch). */
export async function writeCompanions(
  trx: Executor,
  record: StoredRecord,
  lastContact: LastContact,
  companions: Companions,
) {
  const rows = rowsOf(record, lastContact, companions);
  if (rows.length === 0) return;
  await sql`SAVEPOINT vitrine_companions`.execute(trx);
  try {
    for (const row of rows) await trx.insertInto(row.table).values(row.values).execute();
    await sql`RELEASE SAVEPOINT vitrine_companions`.execute(trx);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT vitrine_companions`.execute(trx);
    companions.failed(error);
  }
}

/**
 * The companions of several records of one PostgreSQL group-commit batch: all their rows, one
 * multi-row INSERT per table, no savepoint: a failure fails the batch, whose writes then run
 * again alone, each with its savepoint (`writeCompanions`).
 */
export async function writeManyCompanions(
  trx: Executor,
  items: { record: StoredRecord; lastContact: LastContact; companions: Companions }[],
) {
  const rows = items.flatMap(({ record, lastContact, companions }) =>
    rowsOf(record, lastContact, companions),
  );
  if (rows.length > 0) await writeInOneStatementPerTable(trx, rows);
}

/** The rows, one multi-row INSERT per table (a column a row lacks gets its default). */
async function writeInOneStatementPerTable(trx: Executor, rows: CompanionRow[]) {
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const values = tables.get(row.table);
    if (values) values.push(row.values);
    else tables.set(row.table, [row.values]);
  }
  for (const [table, values] of tables) await trx.insertInto(table).values(values).execute();
}
