import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { sql } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { Executor } from '../db/executor';
import { tableFor } from '../db/table-names';
import {
  writeCompanions,
  writeCompanionsSync,
  type Companions,
  type LastContact,
} from './companion-rows';
import { ConflictError, isUniqueViolation } from './entity-errors';
import type { CreateLifecycle } from './entity-lifecycle';
import { newId, toRecord, uniqueKeyOf, type Row, type StoredRecord } from './entity-records';

export interface CreateOptions {
  /** The e-mail of the caller who creates the record; null (the default) for the server. */
  createdBy?: string | null;
  /** The record's creation date, for server-side seeding only: clients never choose dates. */
  at?: string;
  /** What this create sets off: rows committed with the record (its e-mails), then a call. */
  lifecycle?: CreateLifecycle;
}

/** The options of one insert: `companions` are the rows its lifecycle's `created` builds. */
interface InsertOptions extends Omit<CreateOptions, 'lifecycle'> {
  companions?: Companions;
}

/** The row of a new record of `entity`, with `data` already validated. */
export function rowFor(entity: EntityDefinition, data: Record<string, unknown>, at?: string) {
  const now = new Date().toISOString();
  return {
    id: newId(),
    data: JSON.stringify(data),
    created_date: at ?? now,
    updated_date: now,
    unique_key: uniqueKeyOf(entity, data),
  };
}

/**
 * The `data` of a sign-up whose address is already listed: the stored fields win, the new
 * submission only fills the fields still empty. A create never erases what is stored.
 */
function keptData(dialect: Dialect, table: string) {
  const stored = sql.ref(`${table}.data`);
  return dialect === 'postgres'
    ? sql`(excluded.data || ${stored})`
    : sql`json_patch(excluded.data, ${stored})`;
}

/** See `LastContact`: `earlier` is the `updated_date` read before the upsert, if any. */
function lastContactOf(row: { id: string }, record: StoredRecord, earlier?: string): LastContact {
  if (record.id === row.id) return null;
  // Listed by a sign-up that committed while this one waited for it: a contact just now.
  return earlier ?? record.created_date;
}

/**
 * Inserts one validated record through `db` (the database itself, or a transaction), with its
 * companions. An `upsertKey` already listed fills the stored record's gaps instead.
 */
export async function insertRecord(
  database: Database,
  db: Executor,
  entity: EntityDefinition,
  data: Record<string, unknown>,
  { createdBy = null, at, companions }: InsertOptions = {},
) {
  const row = { ...rowFor(entity, data, at), created_by: createdBy };
  const table = tableFor(entity.name);
  const { dialect } = database;
  const insert = (executor: Executor) => {
    let query = executor.insertInto(table).values(row);
    if (row.unique_key !== null) {
      // Sign-up lists: a second sign-up fills the first record's gaps and notes the contact.
      query = query.onConflict((conflict) =>
        conflict
          .column('unique_key')
          .doUpdateSet({ data: keptData(dialect, table), updated_date: row.updated_date }),
      );
    }
    return query.returning(['id', 'data', 'created_date', 'updated_date', 'created_by']);
  };
  // The listed record's last contact, read before the upsert (and locked, on PostgreSQL).
  const lastWrite = (executor: Executor) => {
    const query = executor
      .selectFrom(table)
      .select('updated_date')
      .where('unique_key', '=', row.unique_key);
    return dialect === 'postgres' ? query.forUpdate() : query;
  };
  const findsEarlier = companions !== undefined && row.unique_key !== null;
  try {
    const sqlite = database.sqlite;
    if (sqlite && db === database.db) {
      // Outside a transaction, SQLite writes share a durable group commit.
      const { sql: text, parameters } = insert(db).compile();
      const earlierQuery = findsEarlier ? lastWrite(db).compile() : undefined;
      return await sqlite.groupCommit.run(() => {
        const earlier = earlierQuery
          ? (sqlite.prepare(earlierQuery.sql).get(...earlierQuery.parameters) as
              { updated_date: string } | undefined)
          : undefined;
        const record = toRecord(sqlite.prepare(text).get(...parameters) as Row);
        if (companions) {
          const lastContact = lastContactOf(row, record, earlier?.updated_date);
          writeCompanionsSync(database, record, lastContact, companions);
        }
        return record;
      });
    }
    const write = async (trx: Executor, batched = false) => {
      const earlier = findsEarlier ? await lastWrite(trx).executeTakeFirst() : undefined;
      const record = toRecord((await insert(trx).executeTakeFirstOrThrow()) as Row);
      if (!companions) return record;
      const lastContact = lastContactOf(row, record, earlier?.updated_date as string | undefined);
      await writeCompanions(trx, record, lastContact, companions, batched);
      return record;
    };
    const postgres = database.postgres;
    // Outside a transaction, PostgreSQL writes share transactions too.
    if (postgres && db === database.db) {
      return await postgres.groupCommit.run(write);
    }
    if (!companions) return toRecord((await insert(db).executeTakeFirstOrThrow()) as Row);
    return await db.transaction().execute((trx) => write(trx));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`A ${entity.name} with these values already exists`);
    throw error;
  }
}
