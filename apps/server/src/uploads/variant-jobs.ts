import { createQueue } from './variant-queue';

/** A job of the queue; `closing`: the server stops, the job only cleans up (no encoding). */
export type BackgroundJob = (closing: boolean) => Promise<void>;

/** A place in the queue: `start` fills it with a job, `release` gives it back unused. */
export interface QueuePlace {
  start(name: string, job: BackgroundJob): void;
  release(): void;
}

/**
 * The background encoding of variants: one upload at a time, in order, at most `max` uploads
 * taken (waiting, running, or still being received with a place kept for them). An upload is
 * refused before anything of it is stored when no place is left.
 */
export class VariantJobs {
  private readonly run = createQueue(1);
  private taken = 0;
  private closed = false;
  /** Uploads whose variants are queued or being made, by name. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    readonly max: number,
    private readonly onFailure: (name: string, error: unknown) => void,
  ) {}

  /** Places taken (waiting, running or kept), never above `max`. */
  get size() {
    return this.taken;
  }

  /** Whether the variants of `name` are queued or being made here. */
  isPending(name: string) {
    return this.pending.has(name);
  }

  /** Keeps a place, or answers undefined when all `max` are taken (or the server is closing). */
  reserve(): QueuePlace | undefined {
    if (this.closed || this.taken >= this.max) return undefined;
    this.taken += 1;
    let used = false;
    const release = () => {
      if (used) return;
      used = true;
      this.taken -= 1;
    };
    return {
      release,
      start: (name, job) => {
        if (used) throw new Error('This place was used already');
        used = true;
        const done = this.run(() => job(this.closed))
          .catch((error: unknown) => this.onFailure(name, error))
          .finally(() => {
            this.pending.delete(name);
            this.taken -= 1;
          });
        this.pending.set(name, done);
      },
    };
  }

  /** Resolves once every started job is done (the ones started meanwhile included). */
  async idle() {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
  }

  /**
   * Takes no more jobs, drops the waiting ones (the next start makes their variants) and
   * resolves once the running one is done.
   */
  async close() {
    this.closed = true;
    await this.idle();
  }
}
