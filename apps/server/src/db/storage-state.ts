import type { LogEvent } from 'kysely';

/** SQLite's "database or disk is full" and PostgreSQL's `disk_full` (SQLSTATE 53100). */
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100']);

/** Whether an error means the database could not write for lack of space (a 507). */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && STORAGE_FULL_CODES.has(code);
}

const WRITE_STATEMENT = /^\s*(insert|update|delete)\b/i;

/**
 * Whether the database's storage is full, as the last writes said: a write that failed for lack
 * of space sets it, the next write that succeeds clears it (`/readyz` reports it).
 */
export class StorageState {
  private fullSince: Date | undefined;

  get full() {
    return this.fullSince !== undefined;
  }

  get since() {
    return this.fullSince;
  }

  /** A write failed: remembers a full disk. Answers whether it was one. */
  failed(error: unknown) {
    if (!isStorageFull(error)) return false;
    this.fullSince ??= new Date();
    return true;
  }

  /** A write succeeded: there is room again. */
  written() {
    this.fullSince = undefined;
  }

  /** Kysely's `log` option: every query that fails or writes tells this state. */
  readonly observe = (event: LogEvent) => {
    if (event.level === 'error') this.failed(event.error);
    else if (this.full && WRITE_STATEMENT.test(event.query.sql)) this.written();
  };
}
