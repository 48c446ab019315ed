import type { Executor } from './executor';

/**
 * A write: `batched` when it shares its transaction with others, where a failure fails the whole
 * batch (it then runs again alone): it may skip the savepoints that only guard its own parts.
 */
export type GroupedWrite<T> = (trx: Executor, batched: boolean) => Promise<T>;

/**
 * A write a batch may run together with the others of its `kind`: `many` receives every input of
 * that kind in the batch, in arrival order, and returns one result per input in the same order,
 * so a batch of sign-ups costs a few statements instead of a few per sign-up. Alone (a batch of
 * one, or again after a failed batch), `alone` runs it, or else `many` with its input only.
 */
export interface BulkWrite<I, T> {
  kind: string;
  input: I;
  many(trx: Executor, inputs: I[]): Promise<T[]>;
  alone?: GroupedWrite<T>;
}

type Job = {
  work: GroupedWrite<unknown>;
  bulk?: BulkWrite<unknown, unknown>;
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
 * trip), and the bulk writes of one kind as one (`BulkWrite`). When any of them fails, the batch is rolled back and each write runs again alone, in
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
    return this.enqueue(work);
  }

  /** A write that runs as one with the others of its kind in the same batch (`BulkWrite`). */
  runBulk<I, T>(bulk: BulkWrite<I, T>): Promise<T> {
    const alone: GroupedWrite<T> =
      bulk.alone ??
      (async (trx) => {
        const [result] = await bulk.many(trx, [bulk.input]);
        return result as T;
      });
    return this.enqueue(alone, bulk as BulkWrite<unknown, unknown>);
  }

  private enqueue<T>(work: GroupedWrite<T>, bulk?: BulkWrite<unknown, unknown>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, bulk, resolve: resolve as (value: unknown) => void, reject });
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
      // A batch of one too: batched, its write skips its savepoints (four round trips for a
      // sign-up), and runs again alone only if it fails.
      await this.together(jobs);
    } finally {
      this.running -= 1;
      this.schedule();
    }
  }

  private async together(jobs: Job[]) {
    let values: unknown[];
    try {
      values = await this.db.transaction().execute((trx) => runTogether(trx, jobs));
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

/** A batch's writes in one transaction: single writes one by one, then each kind of bulk write. */
async function runTogether(trx: Executor, jobs: Job[]) {
  const results: unknown[] = new Array(jobs.length);
  const kinds = new Map<string, number[]>();
  for (const [index, job] of jobs.entries()) {
    if (!job.bulk) {
      results[index] = await job.work(trx, true);
      continue;
    }
    kinds.set(job.bulk.kind, [...(kinds.get(job.bulk.kind) ?? []), index]);
  }
  for (const indexes of kinds.values()) {
    const bulks = indexes.map((index) => jobs[index]!.bulk!);
    const values = await bulks[0]!.many(
      trx,
      bulks.map((bulk) => bulk.input),
    );
    if (values.length !== indexes.length) throw new Error('a bulk write returned a wrong count');
    indexes.forEach((jobIndex, position) => (results[jobIndex] = values[position]));
  }
  return results;
}
