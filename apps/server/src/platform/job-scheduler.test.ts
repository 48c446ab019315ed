import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobScheduler } from './job-scheduler';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A run that ends when the test says. */
function controlledRun() {
  const ends: (() => void)[] = [];
  const run = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  return { run, end: () => ends.shift()?.() };
}

const log = () => ({ error: vi.fn() });

describe('the job scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a job after its first delay, then at a fixed rate, and reports the next run', async () => {
    vi.useFakeTimers({ now: 0 });
    const jobs = new JobScheduler();
    const times: number[] = [];
    jobs.add({
      name: 'every_hour',
      timing: { firstRunMs: 5_000, everyMs: HOUR },
      run: () => times.push(Date.now()),
    });
    expect(jobs.figures()[0]?.nextRunAt).toBeUndefined();
    jobs.start();
    expect(jobs.figures()[0]?.nextRunAt).toBe(5_000);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(times).toEqual([5_000, HOUR + 5_000, 2 * HOUR + 5_000]);
    expect(jobs.figures()[0]).toMatchObject({
      name: 'every_hour',
      nextRunAt: 3 * HOUR + 5_000,
      running: false,
      runs: { ok: 3, failed: 0, skipped: 0 },
      lastRun: { ok: true, durationMs: 0, endedAt: 2 * HOUR + 5_000 },
    });
    await jobs.stop();
  });

  it('never runs a job twice at once: a tick during a run is skipped and counted', async () => {
    vi.useFakeTimers({ now: 0 });
    const jobs = new JobScheduler();
    const { run, end } = controlledRun();
    jobs.add({ name: 'slow', timing: { firstRunMs: 0, everyMs: MINUTE }, run });
    jobs.start();
    await vi.advanceTimersByTimeAsync(2.5 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    expect(jobs.figures()[0]).toMatchObject({
      running: true,
      nextRunAt: 3 * MINUTE,
      runs: { ok: 0, skipped: 2 },
    });
    end();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    expect(jobs.figures()[0]?.lastRun).toEqual({ ok: true, durationMs: 150_000, endedAt: 150_000 });
    end();
    await jobs.stop();
  });

  it('logs and counts a failed run, and runs again at the next tick', async () => {
    vi.useFakeTimers({ now: 0 });
    const logger = log();
    const jobs = new JobScheduler(logger);
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
    jobs.add({ name: 'flaky', timing: { firstRunMs: 0, everyMs: MINUTE }, run });
    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database away' }), job: 'flaky' },
      'scheduled job failed',
    );
    expect(jobs.figures()[0]?.runs).toEqual({ ok: 0, failed: 1, skipped: 0 });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    expect(jobs.figures()[0]?.runs).toEqual({ ok: 1, failed: 1, skipped: 0 });
    await jobs.stop();
  });

  it('tells a job’s own error handler instead of its log, even of a synchronous throw', async () => {
    vi.useFakeTimers({ now: 0 });
    const logger = log();
    const onError = vi.fn();
    const jobs = new JobScheduler(logger);
    jobs.add({
      name: 'throws',
      timing: { firstRunMs: 0 },
      run: () => {
        throw new Error('at once');
      },
      onError,
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'at once' }));
    expect(logger.error).not.toHaveBeenCalled();
    // Without `everyMs`, `cron` or `recheckMs` nothing more is planned.
    expect(jobs.figures()[0]).toMatchObject({ nextRunAt: undefined, runs: { failed: 1 } });
    await jobs.stop();
  });

  it('plans from the end of each run with recheckMs, sooner after a failure', async () => {
    vi.useFakeTimers({ now: 0 });
    const jobs = new JobScheduler();
    const times: number[] = [];
    const run = vi.fn(async () => {
      times.push(Date.now());
      if (times.length === 2) throw new Error('once');
    });
    jobs.add({
      name: 'recheck',
      timing: { firstRunMs: 0, recheckMs: HOUR, retryMs: 5 * MINUTE },
      run,
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(times).toEqual([0, HOUR, HOUR + 5 * MINUTE]);
    await jobs.stop();
  });

  it('follows a cron pattern in a time zone, summer time included', async () => {
    // Friday 27 March 2026, noon UTC; Paris moves to summer time on Sunday 29.
    vi.useFakeTimers({ now: Date.parse('2026-03-27T12:00:00Z') });
    const jobs = new JobScheduler();
    const times: string[] = [];
    jobs.add({
      name: 'monday_morning',
      timing: { cron: '0 8 * * 1', timeZone: 'Europe/Paris' },
      run: () => times.push(new Date().toISOString()),
    });
    jobs.start();
    expect(jobs.figures()[0]?.nextRunAt).toBe(Date.parse('2026-03-30T06:00:00Z'));
    await vi.advanceTimersByTimeAsync(4 * 24 * HOUR);
    expect(times).toEqual(['2026-03-30T06:00:00.000Z']);
    expect(jobs.figures()[0]?.nextRunAt).toBe(Date.parse('2026-04-06T06:00:00Z'));
    await jobs.stop();
  });

  it('runs a one-shot job at the date it is given, the last one given winning', async () => {
    vi.useFakeTimers({ now: 1_000 });
    const jobs = new JobScheduler();
    const run = vi.fn();
    const job = jobs.add({ name: 'one_shot', run });
    jobs.start();
    expect(jobs.figures()[0]?.nextRunAt).toBeUndefined();
    job.runAt(5_000);
    job.runAt(3_001);
    expect(jobs.figures()[0]?.nextRunAt).toBe(3_001);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    // A date already gone runs at once.
    job.runAt(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });

  it('stops on close: clears the timers, interrupts and awaits the run in progress', async () => {
    vi.useFakeTimers({ now: 0 });
    const jobs = new JobScheduler();
    const { run, end } = controlledRun();
    const interrupt = vi.fn(async () => end());
    jobs.add({ name: 'long', timing: { firstRunMs: 0, everyMs: MINUTE }, run, interrupt });
    const idle = vi.fn();
    jobs.add({ name: 'idle', timing: { everyMs: MINUTE }, run: idle, interrupt });
    jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await stopping;
    expect(stopped).toBe(true);
    expect(interrupt).toHaveBeenCalledTimes(1);
    expect(jobs.figures().map((job) => [job.name, job.nextRunAt, job.running])).toEqual([
      ['long', undefined, false],
      ['idle', undefined, false],
    ]);
    const late = vi.fn();
    const added = jobs.add({ name: 'late', timing: { firstRunMs: 0 }, run: late });
    added.runAt(0);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    expect(idle).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('waits for a run in progress that nothing interrupts', async () => {
    const jobs = new JobScheduler();
    const { run, end } = controlledRun();
    const job = jobs.add({ name: 'busy', run });
    job.runAt(Date.now());
    await vi.waitFor(() => expect(run).toHaveBeenCalled());
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    end();
    await stopping;
    expect(jobs.figures()[0]?.runs.ok).toBe(1);
  });

  it('keeps no timer alive: a job planned an hour ahead lets the process exit', async () => {
    const timeouts = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout');
    const before = timeouts().length;
    const jobs = new JobScheduler();
    jobs.add({ name: 'later', timing: { firstRunMs: HOUR }, run: () => {} });
    jobs.add({ name: 'weekly', timing: { cron: '0 8 * * 1', timeZone: 'UTC' }, run: () => {} });
    jobs.start();
    expect(jobs.figures().every((job) => job.nextRunAt! > Date.now())).toBe(true);
    expect(timeouts().length).toBe(before);
    await jobs.stop();
  });

  it('takes one job per name, a name fit for a metrics label', () => {
    const jobs = new JobScheduler();
    jobs.add({ name: 'retention', run: () => {} });
    expect(() => jobs.add({ name: 'retention', run: () => {} })).toThrow(/already scheduled/);
    for (const name of ['Retention', 'roll-up', '', 'a b', '9lives'])
      expect(() => jobs.add({ name, run: () => {} }), name).toThrow(/label/);
  });
});
