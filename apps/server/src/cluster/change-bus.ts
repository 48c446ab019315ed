/** Given to listeners when changes may have been missed (a reconnect): drop every cache. */
export const ALL_ENTITIES = '*';

export type ChangeListener = (entity: string) => void;

/**
 * Tells the other instances of the server which entities changed here, and this one which
 * changed there, so each drops its caches (visitor reads, rendered pages). Best effort: a lost
 * message leaves a cache stale until its own expiry (30 s reads, PAGE_CACHE_TTL_MS pages).
 */
export interface ChangeBus {
  /** A write to `entity` was committed here. */
  publish(entity: string): void;
  /** Calls `listener` for each change made by another instance, or with ALL_ENTITIES. */
  onRemoteChange(listener: ChangeListener): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** SQLite: one instance by design, so there is nobody to tell. */
export class LocalChangeBus implements ChangeBus {
  publish() {}
  onRemoteChange() {}
  async start() {}
  async close() {}
}
