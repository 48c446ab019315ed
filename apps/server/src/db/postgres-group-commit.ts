import type { Executor } from './executor';

/**
 * A write: `batched` when it shares its transaction with others, where a failure fails the whole
 * batch (it then runs again alone): it may skip the savepoints that only guard its own parts.
 */
export type GroupedWrite<T> = (trx: Executor, batched: boolean) => Promise<T>;

type Job = {
  work: GroupedWrite<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** Writes one batch may hold: past it, the next batch starts on another connection. */
const MOST_PER_BATCH = 64;

/**
 * Group commit for PostgreSQL (decision 0034): writes that arrive while others are being
 * written share one transaction, so one commit (one WAL flush) acknowledges all of them. Up to
 * `lanes` batches run at once, each on its own pooled connection; a write waits for a free lane,
 * which makes batches grow with the load instead of the pool's queue.
 *
 * A batch runs its writes one after the other without savepoints (each savepoint costs a round
 * trip). When any of them fails, the batch is rolled back and each write runs again alone, in
 * its own transaction, so one failing write still fails alone and the others are stored.
 */
export class PostgresGroupCommit {
  private queue: Job[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly db: Executor,
    private readonly lanes: number,
  ) {}

  /** Writes waiting for a batch (`/metrics`). */
  get pending() {
    return this.queue.length;
  }

  run<T>(work: GroupedWrite<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.queue.length === 0 || this.running >= this.lanes) return;
    this.scheduled = true;
    // Writes of the same turn of the event loop join the batch.
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length > 0 && this.running < this.lanes) {
        void this.flush(this.queue.splice(0, MOST_PER_BATCH));
      }
    });
  }

  private async flush(jobs: Job[]) {
    this.running += 1;
    try {
      if (jobs.length === 1) await this.alone(jobs[0]!);
      else await this.together(jobs);
    } finally {
      this.running -= 1;
      this.schedule();
    }
  }

  private async together(jobs: Job[]) {
    let values: unknown[];
    try {
      values = await this.db.transaction().execute(async (trx) => {
        const results: unknown[] = [];
        for (const job of jobs) results.push(await job.work(trx, true));
        return results;
      });
    } catch {
      // Which write failed, and whether the others would have, is only known alone: in their
      // order of arrival, as they would have run without the batch.
      for (const job of jobs) await this.alone(job);
      return;
    }
    jobs.forEach((job, index) => job.resolve(values[index]));
  }

  private async alone(job: Job) {
    try {
      job.resolve(await this.db.transaction().execute((trx) => job.work(trx, false)));
    } catch (error) {
      job.reject(error);
    }
  }
}
