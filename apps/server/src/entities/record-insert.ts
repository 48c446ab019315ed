import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { sql } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { Executor } from '../db/executor';
import { tableFor } from '../db/table-names';
import {
  writeCompanions,
  writeCompanionsSync,
  writeManyCompanions,
  type Companions,
  type LastContact,
} from './companion-rows';
import { ConflictError, isUniqueViolation } from './entity-errors';
import {
  writeCompanionAlone,
  writeCompanionOnSqlite,
  type RecordCompanionWrite,
} from './record-companion-write';
import type { CreateLifecycle } from './entity-lifecycle';
import { newId, toRecord, uniqueKeyOf, type Row, type StoredRecord } from './entity-records';

export interface CreateOptions {
  /** The e-mail of the caller who creates the record; null (the default) for the server. */
  createdBy?: string | null;
  /** The record's creation date, for server-side seeding only: clients never choose dates. */
  at?: string;
  /** What this create sets off: rows committed with the record (its e-mails), then a call. */
  lifecycle?: CreateLifecycle;
  /** A write committed with the record that needs its id (a visitor's conversion). */
  alongside?: RecordCompanionWrite;
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
  { createdBy = null, at, companions, alongside }: InsertOptions = {},
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
        if (alongside) writeCompanionOnSqlite(database, alongside, record);
        return record;
      });
    }
    // Alone (in a batch, `insertManyOnPostgres` writes it): its companions in savepoints.
    const write = async (trx: Executor) => {
      const earlier = findsEarlier ? await lastWrite(trx).executeTakeFirst() : undefined;
      const record = toRecord((await insert(trx).executeTakeFirstOrThrow()) as Row);
      if (companions) {
        const lastContact = lastContactOf(row, record, earlier?.updated_date as string | undefined);
        await writeCompanions(trx, record, lastContact, companions);
      }
      if (alongside) await writeCompanionAlone(trx, alongside, record);
      return record;
    };
    const postgres = database.postgres;
    // Outside a transaction, PostgreSQL writes share transactions, and a batch's inserts into one
    // table share statements (`insertManyOnPostgres`).
    if (postgres && db === database.db) {
      return await postgres.groupCommit.runBulk<PendingInsert, StoredRecord>({
        kind: `insert:${table}`,
        input: { row, companions, findsEarlier, alongside },
        many: (trx, inputs) => insertManyOnPostgres(trx, table, inputs),
        alone: write,
      });
    }
    if (!companions && !alongside) {
      return toRecord((await insert(db).executeTakeFirstOrThrow()) as Row);
    }
    return await db.transaction().execute((trx) => write(trx));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`A ${entity.name} with these values already exists`);
    throw error;
  }
}

/** One insert waiting in a PostgreSQL batch (`insertRecord`). */
interface PendingInsert {
  row: ReturnType<typeof rowFor> & { created_by: string | null };
  companions?: Companions;
  findsEarlier: boolean;
  alongside?: RecordCompanionWrite;
}

/**
 * A batch's inserts into one table, in three statements however many they are (decision 0034):
 * the locked read of the addresses already listed, one multi-row upsert, one INSERT per table of
 * companion rows. An address twice in the batch is written by a second round, after the first
 * (one upsert may not change a row twice). Results come back in the order of `inputs`.
 */
async function insertManyOnPostgres(
  trx: Executor,
  table: string,
  inputs: PendingInsert[],
): Promise<StoredRecord[]> {
  const keys = new Set<string>();
  const first: number[] = [];
  const again: number[] = [];
  inputs.forEach(({ row }, index) => {
    const key = row.unique_key;
    if (key !== null && keys.has(key)) return again.push(index);
    if (key !== null) keys.add(key);
    first.push(index);
  });
  const records: StoredRecord[] = new Array(inputs.length);
  const written = await upsertRound(
    trx,
    table,
    first.map((index) => inputs[index]!),
  );
  first.forEach((index, position) => (records[index] = written[position]!));
  if (again.length > 0) {
    const later = await insertManyOnPostgres(
      trx,
      table,
      again.map((index) => inputs[index]!),
    );
    again.forEach((index, position) => (records[index] = later[position]!));
  }
  return records;
}

/** `insertManyOnPostgres` for inputs whose addresses are all different. */
async function upsertRound(trx: Executor, table: string, inputs: PendingInsert[]) {
  const locked = inputs
    .filter((input) => input.findsEarlier)
    .map((input) => input.row.unique_key as string)
    .sort();
  const earlier = new Map<string, string>();
  if (locked.length > 0) {
    // Locked in key order, so two batches wait for each other rather than deadlock.
    const rows = await trx
      .selectFrom(table)
      .select(['unique_key', 'updated_date'])
      .where('unique_key', 'in', locked)
      .orderBy('unique_key')
      .forUpdate()
      .execute();
    for (const row of rows) earlier.set(String(row.unique_key), String(row.updated_date));
  }
  let query = trx.insertInto(table).values(inputs.map((input) => input.row));
  if (inputs.some((input) => input.row.unique_key !== null)) {
    query = query.onConflict((conflict) =>
      conflict.column('unique_key').doUpdateSet({
        data: keptData('postgres', table),
        updated_date: sql`excluded.updated_date`,
      }),
    );
  }
  const rows = (await query
    .returning(['id', 'data', 'created_date', 'updated_date', 'created_by', 'unique_key'])
    .execute()) as (Row & { unique_key: string | null })[];
  // A listed address returns the stored record's id: matched by address, the others by id.
  const byKey = new Map(rows.map((row) => [row.unique_key ?? `id:${row.id}`, row]));
  const records = inputs.map(({ row }) => {
    const stored = byKey.get(row.unique_key ?? `id:${row.id}`);
    if (!stored) throw new Error(`the insert into ${table} returned no row for ${row.id}`);
    return toRecord(stored);
  });
  await writeManyCompanions(
    trx,
    inputs.flatMap(({ row, companions, findsEarlier }, index) => {
      if (!companions) return [];
      const record = records[index]!;
      const before = findsEarlier ? earlier.get(row.unique_key as string) : undefined;
      return [{ record, lastContact: lastContactOf(row, record, before), companions }];
    }),
  );
  await writeAlongside(trx, inputs, records);
  return records;
}

/** The batch's `alongside` writes, those of one kind (one `many`) at once. */
async function writeAlongside(trx: Executor, inputs: PendingInsert[], records: StoredRecord[]) {
  const byKind = new Map<
    RecordCompanionWrite['many'],
    { input: unknown; record: StoredRecord }[]
  >();
  inputs.forEach(({ alongside }, index) => {
    if (!alongside) return;
    const items = byKind.get(alongside.many) ?? [];
    items.push({ input: alongside.input, record: records[index]! });
    byKind.set(alongside.many, items);
  });
  for (const [many, items] of byKind) await many(trx, items);
}
