import type { Executor } from '../db/executor';
import type { StoredRecord } from './entity-store';

/** What one update or delete did: the records as they were, and as they are now (none for deletes). */
export interface RecordChange {
  before: StoredRecord[];
  after: StoredRecord[];
}

/**
 * Runs inside the transaction of every update and delete of one entity, after the write and
 * before the commit. It may write related rows in `trx`; throwing undoes the whole write.
 */
export type WriteHook = (trx: Executor, change: RecordChange) => Promise<void>;

/** The write hooks of each entity, by entity name. */
export class WriteHooks {
  private readonly hooks = new Map<string, WriteHook[]>();

  add(entity: string, hook: WriteHook) {
    this.hooks.set(entity, [...(this.hooks.get(entity) ?? []), hook]);
  }

  has(entity: string) {
    return this.hooks.has(entity);
  }

  async run(trx: Executor, entity: string, change: RecordChange) {
    for (const hook of this.hooks.get(entity) ?? []) await hook(trx, change);
  }
}
