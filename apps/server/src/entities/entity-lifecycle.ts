import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { Executor } from '../db/executor';
import type { Companions } from './companion-rows';
import type { StoredRecord } from './entity-records';

/** What one update or delete did: the records as they were, and as they are now (none for deletes). */
export interface RecordChange {
  before: StoredRecord[];
  after: StoredRecord[];
}

/**
 * Runs inside the write's transaction, after the write and before the commit. It may write
 * related rows in `trx`; throwing undoes the whole write.
 */
export type TransactionHook = (trx: Executor, change: RecordChange) => Promise<void>;

/**
 * Records a committed write changed, given to `EntityWriter.onRecords` listeners (realtime,
 * webhooks). `records` are the records as they are now (as they were, for deletes); `before`
 * holds the records as they were for updates. Writes made with raw SQL inside
 * `EntityWriter.transaction` are not seen, except the deletes of `deleteIn`; services writing
 * records in other ways call `EntityWriter.announce` themselves.
 */
export interface RecordsChanged {
  entity: string;
  type: 'create' | 'update' | 'delete';
  records: StoredRecord[];
  before: StoredRecord[];
}

export type RecordsListener = (change: RecordsChanged) => void;

/**
 * The side effects of writing one entity's records, the one place they are declared:
 * - `created`: rows committed with a new record (see `Companions`);
 * - `updated`, `deleted`: in the write's transaction (see `TransactionHook`), for every update
 *   and delete however it comes (single, bulk, by filter);
 * - `committed`: once the write is committed, with the entity's name (e.g. to drop caches);
 * - `creating`: before new records (validated) are written, single or bulk; throwing (or
 *   rejecting) refuses them.
 */
export interface EntityLifecycle {
  created?: Companions;
  creating?: (records: Record<string, unknown>[]) => void | Promise<void>;
  updated?: TransactionHook;
  deleted?: TransactionHook;
  committed?: (entity: string) => void;
}

/**
 * The lifecycle a service declares for an entity, or for every entity (`'*'`). What a new
 * record calls for depends on who created it (a visitor's sign-up is mailed, an admin's import
 * is not), so `created` comes with each create instead (`CreateOptions.lifecycle`).
 */
export type StandingLifecycle = Omit<EntityLifecycle, 'created'>;

/** The lifecycle of one create: its rows, and what to do once it is committed. */
export type CreateLifecycle = Pick<EntityLifecycle, 'created' | 'committed'>;

/** The standing lifecycles, by entity name. */
export class Lifecycles {
  private readonly byEntity = new Map<string, StandingLifecycle[]>();

  add(entity: EntityDefinition | '*', lifecycle: StandingLifecycle) {
    const name = entity === '*' ? '*' : entity.name;
    this.byEntity.set(name, [...(this.byEntity.get(name) ?? []), lifecycle]);
  }

  private of(entity: string) {
    return this.byEntity.get(entity) ?? [];
  }

  /** Whether deletes of `entity` need the deleted records (to give them to a hook). */
  hasDeleted(entity: string) {
    return this.of(entity).some((lifecycle) => lifecycle.deleted);
  }

  async creating(entity: string, records: Record<string, unknown>[]) {
    for (const { creating } of this.of(entity)) await creating?.(records);
  }

  async updated(trx: Executor, entity: string, change: RecordChange) {
    for (const { updated } of this.of(entity)) await updated?.(trx, change);
  }

  async deleted(trx: Executor, entity: string, change: RecordChange) {
    for (const { deleted } of this.of(entity)) await deleted?.(trx, change);
  }

  committed(entity: string) {
    for (const { committed } of [...this.of('*'), ...this.of(entity)]) committed?.(entity);
  }
}
