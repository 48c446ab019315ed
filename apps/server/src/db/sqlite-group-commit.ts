import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite: writes that arrive in the same turn of the event loop share one
 * transaction, so one fsync (synchronous=FULL) makes all of them durable before any is
 * acknowledged. Each write runs in its own savepoint, so one failing write fails alone.
 */
export class SqliteGroupCommit {
  private queue: Job[] = [];
  private scheduled = false;

  constructor(
    private readonly kysely: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    private readonly connection: BetterSqlite3.Database,
  ) {}

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
    const db = this.connection;
    db.exec('BEGIN IMMEDIATE');
    const outcomes = jobs.map((job) => {
      db.exec('SAVEPOINT vitrine_write');
      try {
        const value = job.work();
        db.exec('RELEASE vitrine_write');
        return { ok: true as const, value };
      } catch (error) {
        db.exec('ROLLBACK TO vitrine_write; RELEASE vitrine_write');
        return { ok: false as const, error };
      }
    });
    try {
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      for (const job of jobs) job.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const job = jobs[index];
      if (!job) return;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}
