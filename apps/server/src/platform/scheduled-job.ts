import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';

/**
 * When a job runs. The planned times combine: the earliest wins. A job with none of them runs
 * only at the dates `runAt` gives it (a one-shot, armed again by its owner).
 */
export interface JobTiming {
  /** The first run, this long after the scheduler starts (0: at once); else the first time below. */
  firstRunMs?: number;
  /** A run every `everyMs`, counted from the previous planned one (fixed rate). */
  everyMs?: number;
  /** A run at each time of this cron pattern (croner's syntax), read in `timeZone`. */
  cron?: string;
  /** An IANA time zone for `cron` (`ANALYTICS_TIMEZONE`); the process's own without. */
  timeZone?: string;
  /** Planned at the end of each run: the next one at most this long after it. */
  recheckMs?: number;
  /** With `recheckMs`: the next run at most this long after a failed one. */
  retryMs?: number;
}

export interface JobDefinition {
  /** The job's `job` label in `/metrics`: lower-case letters, digits and `_`. */
  name: string;
  timing?: JobTiming;
  run: () => unknown;
  /** Told of a failed run; without it the scheduler's log says `scheduled job failed`. */
  onError?: (error: unknown) => void;
  /** Called by `stop` while a run goes on, before waiting for it: makes it end sooner. */
  interrupt?: () => Promise<unknown>;
}

/** What `/metrics` shows of a job. */
export interface JobFigures {
  name: string;
  /** The next planned run, in ms since the epoch; undefined while none is planned. */
  nextRunAt: number | undefined;
  running: boolean;
  /** Runs since start by outcome; `skipped`: due while the previous run was still going. */
  runs: { ok: number; failed: number; skipped: number };
  lastRun: { ok: boolean; durationMs: number; endedAt: number } | undefined;
}

export type JobLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * One job: a single timer (a croner one-shot at the next planned time, unref'd: it never keeps
 * the process alive), never two runs at once, each failure counted and told.
 */
export class ScheduledJob {
  private timer: Cron | undefined;
  private plannedAt: number | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Paused and without a function: asked for the pattern's next times only. */
  private readonly pattern: Cron | undefined;
  private readonly runs = { ok: 0, failed: 0, skipped: 0 };
  private lastRun: JobFigures['lastRun'];

  constructor(
    private readonly definition: JobDefinition,
    private readonly log?: JobLog,
  ) {
    const { cron, timeZone } = definition.timing ?? {};
    if (cron !== undefined) this.pattern = new Cron(cron, { timezone: timeZone, paused: true });
  }

  get name() {
    return this.definition.name;
  }

  /** Plans the first run (the scheduler starts). */
  start(now = Date.now()) {
    const { firstRunMs } = this.definition.timing ?? {};
    this.plan(firstRunMs === undefined ? this.following(now, now) : now + firstRunMs);
  }

  /**
   * Plans the next run at `at` (ms since the epoch; a past time runs at once) in place of the
   * planned one, started scheduler or not; after `stop`, nothing.
   */
  runAt(at: number) {
    this.plan(at);
  }

  /** Stops planning runs, and waits for the run in progress (interrupted first). */
  async stop() {
    this.stopped = true;
    this.plan(undefined);
    if (!this.running) return;
    await this.definition.interrupt?.();
    await this.running;
  }

  figures(): JobFigures {
    return {
      name: this.name,
      nextRunAt: this.plannedAt,
      running: this.running !== undefined,
      runs: { ...this.runs },
      lastRun: this.lastRun,
    };
  }

  private plan(at: number | undefined) {
    this.timer?.stop();
    this.timer = undefined;
    this.plannedAt = undefined;
    if (this.stopped || at === undefined) return;
    this.plannedAt = at;
    this.timer = new Cron(new Date(at), { unref: true, allowPast: true }, () => this.due(at));
  }

  /** The next time after the run planned at `planned` from `everyMs` and `cron`, the earliest. */
  private following(planned: number, now: number) {
    const { everyMs } = this.definition.timing ?? {};
    const times: number[] = [];
    // A period missed whole (a suspended machine) is not caught up: the next one counts from now.
    if (everyMs !== undefined)
      times.push(planned + everyMs > now ? planned + everyMs : now + everyMs);
    const next = this.pattern?.nextRun(new Date(now));
    if (next) times.push(next.getTime());
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  private due(at: number) {
    this.timer = undefined;
    this.plannedAt = undefined;
    if (this.running) this.runs.skipped += 1;
    else this.running = this.execute();
    if (this.definition.timing?.recheckMs !== undefined) return;
    const next = this.following(at, Date.now());
    if (next !== undefined) this.plan(next);
  }

  private async execute() {
    const started = Date.now();
    let failure: { error: unknown } | undefined;
    try {
      await this.definition.run();
    } catch (error) {
      failure = { error };
    }
    const ended = Date.now();
    const ok = failure === undefined;
    this.runs[ok ? 'ok' : 'failed'] += 1;
    this.lastRun = { ok, durationMs: ended - started, endedAt: ended };
    this.running = undefined;
    this.planAfterRun(ended, ok);
    if (!failure) return;
    if (this.definition.onError) this.definition.onError(failure.error);
    else this.log?.error({ err: failure.error, job: this.name }, 'scheduled job failed');
  }

  /** With `recheckMs`, the next run is planned from the end of the last one. */
  private planAfterRun(ended: number, ok: boolean) {
    const { recheckMs, retryMs = recheckMs } = this.definition.timing ?? {};
    if (recheckMs === undefined || retryMs === undefined) return;
    const recheck = ended + (ok ? recheckMs : retryMs);
    this.plan(Math.min(recheck, this.following(ended, ended) ?? recheck));
  }
}
