import { randomBytes } from 'node:crypto';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { sql } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { Executor } from '../db/executor';
import { fieldExpression } from '../db/field-expression';
import { DEFAULT_REGEX_TIME_LIMIT_MS, withStatementTimeout } from '../db/regex-time-limit';
import { tableFor } from '../db/table-names';
import {
  writeCompanions,
  writeCompanionsSync,
  type CompanionRow,
  type Companions,
  type LastContact,
} from './companion-rows';
import { ConflictError, ValidationError, isUniqueViolation } from './entity-errors';
import { compileFilter } from './filter-compiler';
import { resolveSortField } from './field-target';
import { afterCondition, keysetKeys } from './keyset';
import type { SortKey } from './query-options';
import { usesRegex } from './regex-filters';
import { WriteHooks, type WriteHook } from './write-hooks';

export type StoredRecord = Record<string, unknown> & {
  id: string;
  created_date: string;
  updated_date: string;
  created_by: string | null;
};

interface Row {
  id: string;
  data: string | Record<string, unknown>;
  created_date: string;
  updated_date: string;
  created_by: string | null;
}

export interface Query {
  filter: Record<string, unknown>;
  sort?: SortKey[];
  limit?: number;
  skip?: number;
  /** Declared fields to read from `data`; the others are not even loaded. */
  fields?: string[];
  /**
   * Keyset paging: only the records after this one (the last of the previous page). The sort
   * must use `id`, `created_date` and `updated_date` only (see `keysetKeys`).
   */
  after?: StoredRecord;
}

// Ids come from a pooled random buffer: one system call per 340 ids instead of one each.
let idPool = Buffer.alloc(0);
let idOffset = 0;

/** A random 24-hex-character id, like Base44's. */
export function newId() {
  if (idOffset + 12 > idPool.length) {
    idPool = randomBytes(4080);
    idOffset = 0;
  }
  idOffset += 12;
  return idPool.toString('hex', idOffset - 12, idOffset);
}

function toRecord(row: Row): StoredRecord {
  const data =
    typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
  // Projected rows carry null for fields a record does not have; stored data never holds null.
  for (const key of Object.keys(data)) if (data[key] === null) delete data[key];
  return {
    ...data,
    id: row.id,
    created_date: row.created_date,
    updated_date: row.updated_date,
    created_by: row.created_by,
  };
}

function dataOf(record: StoredRecord, entity: EntityDefinition) {
  const properties = entity.schema.properties as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => Object.hasOwn(properties, key)),
  );
}

function validated(entity: EntityDefinition, input: Record<string, unknown>) {
  const result = validateRecord(entity.schema, input);
  if (!result.ok) throw new ValidationError(result.issues);
  return result.value;
}

function uniqueKeyOf(entity: EntityDefinition, data: Record<string, unknown>) {
  if (!entity.upsertKey) return null;
  const value = data[entity.upsertKey];
  return typeof value === 'string' ? value : null;
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

/** Reads and writes entity records. Every write is validated against the entity's schema. */
export class EntityStore {
  private readonly listeners = new Set<(entity: string) => void>();
  private readonly writeHooks = new WriteHooks();

  private readonly regexTimeLimitMs: number;

  /** `regexTimeLimitMs`: how long one statement's `$regex` matching may take (decision 0012). */
  constructor(
    private readonly database: Database,
    options: { regexTimeLimitMs?: number } = {},
  ) {
    this.regexTimeLimitMs = options.regexTimeLimitMs ?? DEFAULT_REGEX_TIME_LIMIT_MS;
  }

  /** Called after every committed write, with the entity's name (e.g. to drop caches). */
  onChange(listener: (entity: string) => void) {
    this.listeners.add(listener);
  }

  /** Runs `hook` in the transaction of every update and delete of `entity` (see WriteHook). */
  onWrite(entity: EntityDefinition, hook: WriteHook) {
    this.writeHooks.add(entity.name, hook);
  }

  private async notifying<T>(entity: EntityDefinition, write: Promise<T>) {
    const result = await write;
    for (const listener of this.listeners) listener(entity.name);
    return result;
  }

  /**
   * Runs `work` in one transaction; once it is committed, the change listeners of every entity
   * in `touched` are called, as after any other write.
   */
  async transaction<T>(touched: EntityDefinition[], work: (trx: Executor) => Promise<T>) {
    const result = await this.database.db.transaction().execute(work);
    for (const entity of touched) for (const listener of this.listeners) listener(entity.name);
    return result;
  }

  private where(entity: EntityDefinition, filter: Record<string, unknown>) {
    return compileFilter(this.database.dialect, entity, filter, {
      regexTimeLimitMs: this.regexTimeLimitMs,
    });
  }

  /**
   * Runs a statement filtered by `filter`. A `$regex` filter is timed: on SQLite by the filter
   * compiler, on PostgreSQL with `statement_timeout`.
   */
  private filtered<T>(db: Executor, filter: unknown, run: (db: Executor) => Promise<T>) {
    if (this.database.dialect !== 'postgres' || !usesRegex(filter)) return run(db);
    return withStatementTimeout(db, this.regexTimeLimitMs, run);
  }

  private orderBy(entity: EntityDefinition, sort: SortKey[]) {
    const keys = sort.map((key) => {
      const expr = resolveSortField(this.database.dialect, entity, key.field);
      return sql`${expr} ${sql.raw(key.descending ? 'DESC' : 'ASC')}`;
    });
    const tieBreak = sort[0]?.descending ? 'DESC' : 'ASC';
    return sql.join([...keys, sql`id ${sql.raw(tieBreak)}`]);
  }

  /** `data`, or only the requested declared fields of it, built in SQL so the rest is never read. */
  private dataColumn(entity: EntityDefinition, fields?: string[]) {
    if (!fields) return sql`data`;
    const properties = entity.schema.properties as Record<string, unknown>;
    const pairs = fields
      .filter((field) => Object.hasOwn(properties, field))
      .map(
        (field) => sql`${sql.lit(field)}, ${fieldExpression(this.database.dialect, field, 'json')}`,
      );
    const build = sql.raw(
      this.database.dialect === 'postgres' ? 'jsonb_build_object' : 'json_object',
    );
    return sql`${build}(${sql.join(pairs)})`;
  }

  async list(entity: EntityDefinition, query: Query): Promise<StoredRecord[]> {
    const table = sql.table(tableFor(entity.name));
    const sort = query.sort ?? [{ field: 'created_date', descending: true }];
    const data = this.dataColumn(entity, query.fields);
    let where = this.where(entity, query.filter);
    if (query.after) {
      const keys = keysetKeys(sort);
      if (!keys) throw new Error('Keyset paging needs a sort on id, created_date or updated_date');
      where = sql`(${where}) AND ${afterCondition(keys, query.after)}`;
    }
    const select = sql<Row>`SELECT id, ${data} AS data, created_date, updated_date, created_by FROM ${table}
      WHERE ${where}
      ORDER BY ${this.orderBy(entity, sort)}
      LIMIT ${query.limit ?? 5000} OFFSET ${query.skip ?? 0}`;
    const result = await this.filtered(this.database.db, query.filter, (db) => select.execute(db));
    return result.rows.map(toRecord);
  }

  async count(entity: EntityDefinition, filter: Record<string, unknown>) {
    const table = sql.table(tableFor(entity.name));
    const select = sql<{ total: number | string }>`SELECT COUNT(*) AS total FROM ${table}
      WHERE ${this.where(entity, filter)}`;
    const result = await this.filtered(this.database.db, filter, (db) => select.execute(db));
    return Number(result.rows[0]?.total ?? 0);
  }

  async get(entity: EntityDefinition, id: string, filter: Record<string, unknown> = {}) {
    const records = await this.list(entity, { filter: { $and: [{ id }, filter] }, limit: 1 });
    return records[0];
  }

  private rowFor(
    entity: EntityDefinition,
    data: Record<string, unknown>,
    createdBy: string | null,
    createdAt?: string,
  ) {
    const now = new Date().toISOString();
    return {
      id: newId(),
      data: JSON.stringify(data),
      created_date: createdAt ?? now,
      updated_date: now,
      created_by: createdBy,
      unique_key: uniqueKeyOf(entity, data),
    };
  }

  /** A validated record of `entity` as a companion row of another record's create. */
  companionRow(entity: EntityDefinition, input: Record<string, unknown>): CompanionRow {
    return {
      table: tableFor(entity.name),
      values: this.rowFor(entity, validated(entity, input), null),
    };
  }

  private async insert(
    db: Executor,
    entity: EntityDefinition,
    data: Record<string, unknown>,
    createdBy: string | null,
    createdAt?: string,
    companions?: Companions,
  ) {
    const row = this.rowFor(entity, data, createdBy, createdAt);
    const table = tableFor(entity.name);
    const { dialect } = this.database;
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
      const sqlite = this.database.sqlite;
      if (sqlite && db === this.database.db) {
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
            writeCompanionsSync(this.database, record, lastContact, companions);
          }
          return record;
        });
      }
      if (!companions) return toRecord((await insert(db).executeTakeFirstOrThrow()) as Row);
      return await db.transaction().execute(async (trx) => {
        const earlier = findsEarlier ? await lastWrite(trx).executeTakeFirst() : undefined;
        const record = toRecord((await insert(trx).executeTakeFirstOrThrow()) as Row);
        const lastContact = lastContactOf(row, record, earlier?.updated_date as string | undefined);
        await writeCompanions(trx, record, lastContact, companions);
        return record;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(`A ${entity.name} with these values already exists`);
      throw error;
    }
  }

  /**
   * `createdAt` is for server-side seeding only; clients never choose a record's dates.
   * `companions` are rows committed with the record (its e-mails); they never fail the create.
   */
  async create(
    entity: EntityDefinition,
    input: Record<string, unknown>,
    createdBy: string | null,
    createdAt?: string,
    companions?: Companions,
  ) {
    const data = validated(entity, input);
    return this.notifying(
      entity,
      this.insert(this.database.db, entity, data, createdBy, createdAt, companions),
    );
  }

  /** All or nothing: every record is validated before any is written, in one transaction. */
  async createMany(
    entity: EntityDefinition,
    inputs: Record<string, unknown>[],
    createdBy: string | null,
  ) {
    const issues = inputs.flatMap((input, index) => {
      const result = validateRecord(entity.schema, input);
      return result.ok
        ? []
        : result.issues.map((issue) => ({ ...issue, field: `[${index}].${issue.field}` }));
    });
    if (issues.length > 0) throw new ValidationError(issues);
    const write = this.database.db.transaction().execute(async (trx) => {
      const records: StoredRecord[] = [];
      for (const input of inputs)
        records.push(await this.insert(trx, entity, validated(entity, input), createdBy));
      return records;
    });
    return this.notifying(entity, write);
  }

  private async updateOne(
    db: Executor,
    entity: EntityDefinition,
    id: string,
    patch: Record<string, unknown>,
  ) {
    const lock = this.database.dialect === 'postgres' ? sql` FOR UPDATE` : sql``;
    const table = sql.table(tableFor(entity.name));
    const found =
      await sql<Row>`SELECT id, data, created_date, updated_date, created_by FROM ${table} WHERE id = ${id}${lock}`.execute(
        db,
      );
    const row = found.rows[0];
    if (!row) return undefined;
    const merged = { ...dataOf(toRecord(row), entity), ...patch };
    const data = validated(entity, merged);
    const now = new Date().toISOString();
    try {
      await db
        .updateTable(tableFor(entity.name))
        .set({
          data: JSON.stringify(data),
          updated_date: now,
          unique_key: uniqueKeyOf(entity, data),
        })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError(`A ${entity.name} with these values already exists`);
      throw error;
    }
    const after = {
      ...data,
      id,
      created_date: row.created_date,
      updated_date: now,
      created_by: row.created_by,
    } as StoredRecord;
    return { before: toRecord(row), after };
  }

  /** Merges `patch` into the stored record; `null` or "" clears an optional field. */
  async update(entity: EntityDefinition, id: string, patch: Record<string, unknown>) {
    const write = this.database.db.transaction().execute(async (trx) => {
      const change = await this.updateOne(trx, entity, id, patch);
      if (!change) return undefined;
      await this.writeHooks.run(trx, entity.name, {
        before: [change.before],
        after: [change.after],
      });
      return change.after;
    });
    return this.notifying(entity, write);
  }

  /** All or nothing: an unknown id or an invalid record leaves every record as it was. */
  async updateMany(
    entity: EntityDefinition,
    patches: { id: string; patch: Record<string, unknown> }[],
  ) {
    const write = this.database.db.transaction().execute(async (trx) => {
      const before: StoredRecord[] = [];
      const records: StoredRecord[] = [];
      for (const [index, { id, patch }] of patches.entries()) {
        try {
          const change = await this.updateOne(trx, entity, id, patch);
          if (!change)
            throw new ValidationError([
              {
                field: `[${index}].id`,
                rule: 'unknown',
                message: `No ${entity.name} with id ${id}`,
              },
            ]);
          before.push(change.before);
          records.push(change.after);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          throw new ValidationError(
            error.issues.map((issue) => ({
              ...issue,
              field: issue.field.startsWith('[') ? issue.field : `[${index}].${issue.field}`,
            })),
          );
        }
      }
      await this.writeHooks.run(trx, entity.name, { before, after: records });
      return records;
    });
    return this.notifying(entity, write);
  }

  /** Deletes the matching records in `trx` and runs the entity's write hooks; answers how many. */
  async deleteIn(trx: Executor, entity: EntityDefinition, filter: Record<string, unknown>) {
    const table = sql.table(tableFor(entity.name));
    const where = this.where(entity, filter);
    if (!this.writeHooks.has(entity.name)) {
      const deleting = sql`DELETE FROM ${table} WHERE ${where}`;
      const result = await this.filtered(trx, filter, (db) => deleting.execute(db));
      return Number(result.numAffectedRows ?? 0);
    }
    const deleting = sql<Row>`DELETE FROM ${table} WHERE ${where}
      RETURNING id, data, created_date, updated_date, created_by`;
    const result = await this.filtered(trx, filter, (db) => deleting.execute(db));
    const before = result.rows.map(toRecord);
    if (before.length > 0) await this.writeHooks.run(trx, entity.name, { before, after: [] });
    return before.length;
  }

  async delete(entity: EntityDefinition, id: string) {
    return (await this.deleteWhere(entity, { id })) > 0;
  }

  async deleteWhere(entity: EntityDefinition, filter: Record<string, unknown>) {
    return this.transaction([entity], (trx) => this.deleteIn(trx, entity, filter));
  }

  /** Checks the database answers; used by `/readyz`. */
  async ping() {
    await sql`SELECT 1`.execute(this.database.db);
  }
}
