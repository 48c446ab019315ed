import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import type { CompanionRow } from './companion-rows';
import type { RecordsChanged, RecordsListener, StandingLifecycle } from './entity-lifecycle';
import type { Query, StoredRecord } from './entity-records';
import { EntityReader } from './entity-reader';
import { EntityWriter } from './entity-writer';
import type { CreateOptions } from './record-insert';

type Filter = Record<string, unknown>;
type Fields = Record<string, unknown>;

/**
 * Reads and writes entity records: the reader and the writer over one database, so that a
 * route or service needs one object. Every write is validated against the entity's schema.
 */
export class EntityStore {
  readonly reader: EntityReader;
  readonly writer: EntityWriter;

  /** `regexTimeLimitMs`: how long one statement's `$regex` matching may take (decision 0012). */
  constructor(database: Database, options: { regexTimeLimitMs?: number } = {}) {
    this.reader = new EntityReader(database, options);
    this.writer = new EntityWriter(database, this.reader);
  }

  /** `db`: a transaction of `transaction` to read in. */
  list(entity: EntityDefinition, query: Query, db?: Executor): Promise<StoredRecord[]> {
    return this.reader.list(entity, query, db);
  }

  count(entity: EntityDefinition, filter: Filter) {
    return this.reader.count(entity, filter);
  }

  get(entity: EntityDefinition, id: string, filter: Filter = {}) {
    return this.reader.get(entity, id, filter);
  }

  /** Checks the database answers; used by `/readyz`. */
  ping() {
    return this.reader.ping();
  }

  /** Declares the side effects of writes to `entity`, or to every entity (`'*'`). */
  on(entity: EntityDefinition | '*', lifecycle: StandingLifecycle) {
    this.writer.on(entity, lifecycle);
  }

  /** Calls `listener` after each committed write with the records it changed. */
  onRecords(listener: RecordsListener) {
    this.writer.onRecords(listener);
  }

  /** See `EntityWriter.announce`: for records changed with raw SQL, once committed. */
  announce(change: RecordsChanged) {
    this.writer.announce(change);
  }

  /** See `EntityWriter.transaction`. */
  transaction<T>(touched: EntityDefinition[], work: (trx: Executor) => Promise<T>) {
    return this.writer.transaction(touched, work);
  }

  /** See `EntityWriter.holdWrites`. */
  holdWrites(trx: Executor, entity: EntityDefinition) {
    return this.writer.holdWrites(trx, entity);
  }

  companionRow(entity: EntityDefinition, input: Fields): CompanionRow {
    return this.writer.companionRow(entity, input);
  }

  create(entity: EntityDefinition, input: Fields, options?: CreateOptions) {
    return this.writer.create(entity, input, options);
  }

  /** All or nothing: every record is validated before any is written, in one transaction. */
  createMany(entity: EntityDefinition, inputs: Fields[], options?: { createdBy?: string | null }) {
    return this.writer.createMany(entity, inputs, options);
  }

  /** Merges `patch` into the stored record; `null` or "" clears an optional field. */
  update(entity: EntityDefinition, id: string, patch: Fields) {
    return this.writer.update(entity, id, patch);
  }

  /** All or nothing: an unknown id or an invalid record leaves every record as it was. */
  updateMany(entity: EntityDefinition, patches: { id: string; patch: Fields }[]) {
    return this.writer.updateMany(entity, patches);
  }

  /** Deletes the matching records in `trx` and runs the entity's `deleted` hooks; answers how many. */
  deleteIn(trx: Executor, entity: EntityDefinition, filter: Filter) {
    return this.writer.deleteIn(trx, entity, filter);
  }

  delete(entity: EntityDefinition, id: string) {
    return this.writer.delete(entity, id);
  }

  deleteWhere(entity: EntityDefinition, filter: Filter) {
    return this.writer.deleteWhere(entity, filter);
  }
}
