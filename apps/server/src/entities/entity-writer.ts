import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { tableFor } from '../db/table-names';
import type { CompanionRow } from './companion-rows';
import { ConflictError, ValidationError, isUniqueViolation } from './entity-errors';
import type { EntityReader } from './entity-reader';
import {
  dataOf,
  toRecord,
  uniqueKeyOf,
  validated,
  type Row,
  type StoredRecord,
} from './entity-records';
import {
  Lifecycles,
  type RecordsChanged,
  type RecordsListener,
  type StandingLifecycle,
} from './entity-lifecycle';
import { checkLinks } from './record-links';
import { insertRecord, rowFor, type CreateOptions } from './record-insert';

/** Writes entity records. Every write is validated against the entity's schema. */
export class EntityWriter {
  private readonly lifecycles = new Lifecycles();
  private readonly recordListeners: RecordsListener[] = [];
  /** The deletes of `deleteIn` in each transaction of `transaction`, announced once committed. */
  private readonly pendingDeletes = new WeakMap<Executor, RecordsChanged[]>();

  /** `reader` compiles the filters of deletes, as it does for reads. */
  constructor(
    private readonly database: Database,
    private readonly reader: EntityReader,
  ) {}

  /** Declares the side effects of writes to `entity`, or to every entity (`'*'`). */
  on(entity: EntityDefinition | '*', lifecycle: StandingLifecycle) {
    this.lifecycles.add(entity, lifecycle);
  }

  /** Calls `listener` after each committed write with the records it changed (see `RecordsChanged`). */
  onRecords(listener: RecordsListener) {
    this.recordListeners.push(listener);
  }

  /**
   * Tells the `onRecords` listeners of a committed change; a listener that throws is skipped
   * (the write is done). Services that change records with raw SQL call it after their commit.
   */
  announce(change: RecordsChanged) {
    if (change.records.length === 0) return;
    for (const listener of this.recordListeners) {
      try {
        listener(change);
      } catch {
        // A listener failing must not fail a committed write; listeners log their own errors.
      }
    }
  }

  private async notifying<T>(entity: EntityDefinition, write: Promise<T>) {
    const result = await write;
    this.lifecycles.committed(entity.name);
    return result;
  }

  /**
   * Runs `work` in one transaction; once it is committed, the `committed` hooks of every entity
   * in `touched` run, as after any other write.
   */
  async transaction<T>(touched: EntityDefinition[], work: (trx: Executor) => Promise<T>) {
    const deletes: RecordsChanged[] = [];
    const result = await this.database.db.transaction().execute((trx) => {
      this.pendingDeletes.set(trx, deletes);
      return work(trx);
    });
    for (const entity of touched) this.lifecycles.committed(entity.name);
    for (const change of deletes) this.announce(change);
    return result;
  }

  /**
   * Makes every write to `entity` (from any instance) wait until `trx` ends, reads going on: on
   * PostgreSQL a SHARE ROW EXCLUSIVE lock of its table; on SQLite nothing to do, since the
   * transaction holds the server's only connection, which every write needs.
   */
  async holdWrites(trx: Executor, entity: EntityDefinition) {
    if (this.database.dialect !== 'postgres') return;
    const table = sql.table(tableFor(entity.name));
    await sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
  }

  /** A validated record of `entity` as a companion row of another record's create. */
  companionRow(entity: EntityDefinition, input: Record<string, unknown>): CompanionRow {
    const values = { ...rowFor(entity, validated(entity, input)), created_by: null };
    return { table: tableFor(entity.name), values };
  }

  async create(
    entity: EntityDefinition,
    input: Record<string, unknown>,
    { lifecycle, ...options }: CreateOptions = {},
  ) {
    const data = validated(entity, input);
    await this.lifecycles.creating(entity.name, [data]);
    await checkLinks(this.database.db, entity, data);
    const insert = insertRecord(this.database, this.database.db, entity, data, {
      ...options,
      companions: lifecycle?.created,
    });
    const record = await this.notifying(entity, insert);
    lifecycle?.committed?.(entity.name);
    this.announce({ entity: entity.name, type: 'create', records: [record], before: [] });
    return record;
  }

  /** All or nothing: every record is validated before any is written, in one transaction. */
  async createMany(
    entity: EntityDefinition,
    inputs: Record<string, unknown>[],
    { createdBy = null }: { createdBy?: string | null } = {},
  ) {
    const issues = inputs.flatMap((input, index) => {
      const result = validateRecord(entity.schema, input);
      return result.ok
        ? []
        : result.issues.map((issue) => ({ ...issue, field: `[${index}].${issue.field}` }));
    });
    if (issues.length > 0) throw new ValidationError(issues);
    const valid = inputs.map((input) => validated(entity, input));
    await this.lifecycles.creating(entity.name, valid);
    const write = this.database.db.transaction().execute(async (trx) => {
      const records: StoredRecord[] = [];
      for (const data of valid) {
        await checkLinks(trx, entity, data);
        records.push(await insertRecord(this.database, trx, entity, data, { createdBy }));
      }
      return records;
    });
    const records = await this.notifying(entity, write);
    this.announce({ entity: entity.name, type: 'create', records, before: [] });
    return records;
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
    await checkLinks(db, entity, data, id, dataOf(toRecord(row), entity));
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
      await this.lifecycles.updated(trx, entity.name, {
        before: [change.before],
        after: [change.after],
      });
      return change;
    });
    const change = await this.notifying(entity, write);
    if (!change) return undefined;
    this.announce({
      entity: entity.name,
      type: 'update',
      records: [change.after],
      before: [change.before],
    });
    return change.after;
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
      await this.lifecycles.updated(trx, entity.name, { before, after: records });
      return { before, records };
    });
    const { before, records } = await this.notifying(entity, write);
    this.announce({ entity: entity.name, type: 'update', records, before });
    return records;
  }

  /** Deletes the matching records in `trx` and runs the entity's `deleted` hooks; answers how many. */
  async deleteIn(trx: Executor, entity: EntityDefinition, filter: Record<string, unknown>) {
    const table = sql.table(tableFor(entity.name));
    const where = this.reader.where(entity, filter);
    const pending = this.pendingDeletes.get(trx);
    const wanted = this.recordListeners.length > 0 && pending !== undefined;
    if (!wanted && !this.lifecycles.hasDeleted(entity.name)) {
      const deleting = sql`DELETE FROM ${table} WHERE ${where}`;
      const result = await this.reader.filtered(trx, filter, (db) => deleting.execute(db));
      return Number(result.numAffectedRows ?? 0);
    }
    const deleting = sql<Row>`DELETE FROM ${table} WHERE ${where}
      RETURNING id, data, created_date, updated_date, created_by`;
    const result = await this.reader.filtered(trx, filter, (db) => deleting.execute(db));
    const before = result.rows.map(toRecord);
    if (before.length > 0) await this.lifecycles.deleted(trx, entity.name, { before, after: [] });
    if (wanted) pending.push({ entity: entity.name, type: 'delete', records: before, before });
    return before.length;
  }

  async delete(entity: EntityDefinition, id: string) {
    return (await this.deleteWhere(entity, { id })) > 0;
  }

  async deleteWhere(entity: EntityDefinition, filter: Record<string, unknown>) {
    return this.transaction([entity], (trx) => this.deleteIn(trx, entity, filter));
  }
}
