import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import type { StoredRecord } from './entity-records';

/**
 * A write that goes with a new record in its transaction and is not a plain row (the analytics
 * conversion of a visitor's lead, decision 0034): it needs the record's id, which the insert
 * gives. On PostgreSQL, a batch writes those of all its records at once (`many`); on SQLite, one
 * runs inside the group-commit job (`oneOnSqlite`, synchronous).
 *
 * It never costs the record: alone it runs in a savepoint and a failure is told to `failed`; in a
 * PostgreSQL batch, a failure fails the batch, whose writes then run again alone.
 */
export interface RecordCompanionWrite<I = unknown> {
  input: I;
  many(trx: Executor, items: { input: I; record: StoredRecord }[]): Promise<void>;
  oneOnSqlite(sqlite: NonNullable<Database['sqlite']>, input: I, record: StoredRecord): void;
  failed(error: unknown): void;
}

/** Inside a SQLite group-commit job: in a savepoint of its own. */
export function writeCompanionOnSqlite(
  database: Database,
  write: RecordCompanionWrite,
  record: StoredRecord,
) {
  const sqlite = database.sqlite!;
  sqlite.exec('SAVEPOINT vitrine_companion_write');
  try {
    write.oneOnSqlite(sqlite, write.input, record);
    sqlite.exec('RELEASE vitrine_companion_write');
  } catch (error) {
    sqlite.undoSavepoint('vitrine_companion_write', error);
    write.failed(error);
  }
}

/** Inside a PostgreSQL transaction, alone: in a savepoint of its own. */
export async function writeCompanionAlone(
  trx: Executor,
  write: RecordCompanionWrite,
  record: StoredRecord,
) {
  await sql`SAVEPOINT vitrine_companion_write`.execute(trx);
  try {
    await write.many(trx, [{ input: write.input, record }]);
    await sql`RELEASE SAVEPOINT vitrine_companion_write`.execute(trx);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT vitrine_companion_write`.execute(trx);
    write.failed(error);
  }
}
