import type BetterSqlite3 from 'better-sqlite3';
import type { Executor } from './executor';
import type { StorageState } from './storage-state';

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite: writes that arrive in the same turn of the event loop share one
 * transaction, so one fsync (synchronous=FULL) makes all of them durable before any is
 * acknowledged. Each write runs in its own savepoint, so one failing write fails alone, unless
 * SQLite itself rolled the whole transaction back (it may on SQLITE_FULL, IOERR, NOMEM): then
 * no write of the group was stored, and each fails with that error.
 */
export class SqliteGroupCommit {
  private queue: Job[] = [];
  private scheduled = false;

  /** Transaction statements, prepared once (`exec` would parse them on every write). */
  private readonly control: Record<
    'begin' | 'savepoint' | 'release' | 'rollbackTo' | 'commit' | 'rollback',
    BetterSqlite3.Statement
  >;

  constructor(
    private readonly kysely: Executor,
    private readonly connection: BetterSqlite3.Database,
    private readonly storage?: StorageState,
  ) {
    this.control = {
      begin: connection.prepare('BEGIN IMMEDIATE'),
      savepoint: connection.prepare('SAVEPOINT vitrine_write'),
      release: connection.prepare('RELEASE vitrine_write'),
      rollbackTo: connection.prepare('ROLLBACK TO vitrine_write'),
      commit: connection.prepare('COMMIT'),
      rollback: connection.prepare('ROLLBACK'),
    };
  }

  /** Writes waiting for the next commit (`/metrics`). */
  get pending() {
    return this.queue.length;
  }

  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    const jobs = this.queue.splice(0);
    this.scheduled = false;
    // Holding Kysely's connection guarantees no Kysely transaction is open in between.
    await this.kysely
      .connection()
      .execute(async () => this.commit(jobs))
      .catch((error: unknown) => {
        for (const job of jobs) job.reject(error);
      });
  }

  private commit(jobs: Job[]) {
    const control = this.control;
    control.begin.run();
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    for (const job of jobs) {
      control.savepoint.run();
      try {
        const value = job.work();
        control.release.run();
        outcomes.push({ ok: true, value });
      } catch (error) {
        if (!this.connection.inTransaction) return this.failAll(jobs, error);
        control.rollbackTo.run();
        control.release.run();
        outcomes.push({ ok: false, error });
      }
    }
    try {
      control.commit.run();
    } catch (error) {
      if (this.connection.inTransaction) control.rollback.run();
      return this.failAll(jobs, error);
    }
    if (outcomes.some((outcome) => outcome.ok)) this.storage?.written();
    outcomes.forEach((outcome, index) => {
      const job = jobs[index];
      if (!job) return;
      if (outcome.ok) job.resolve(outcome.value);
      else {
        this.storage?.failed(outcome.error);
        job.reject(outcome.error);
      }
    });
  }

  /** Nothing of the group was stored: every write fails with the error that undid them. */
  private failAll(jobs: Job[], error: unknown) {
    this.storage?.failed(error);
    for (const job of jobs) job.reject(error);
  }
}
