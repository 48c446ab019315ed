import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { WeeklyReportDeps } from './weekly-report-job';
import { scheduleWeeklyReports } from './weekly-report-schedule';

const HOUR = 3_600_000;
const deps = { settings: { timeZone: 'Europe/Paris' } } as WeeklyReportDeps;
const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('the weekly report timer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at start, on Monday at 08:00 Paris time, and hourly in between', async () => {
    // Sunday 22 November 2026, 23:30 in Paris.
    vi.useFakeTimers({ now: Date.parse('2026-11-22T22:30:00Z') });
    const runs: string[] = [];
    const send = vi.fn(async (_deps: WeeklyReportDeps, now = Date.now()) => {
      runs.push(new Date(now).toISOString());
      return 0;
    });
    const schedule = scheduleWeeklyReports(deps, log, { send });
    await vi.advanceTimersByTimeAsync(9 * HOUR);
    await schedule.stop();
    expect(runs).toEqual([
      '2026-11-22T22:30:00.000Z',
      '2026-11-22T23:30:00.000Z',
      '2026-11-23T00:30:00.000Z',
      '2026-11-23T01:30:00.000Z',
      '2026-11-23T02:30:00.000Z',
      '2026-11-23T03:30:00.000Z',
      '2026-11-23T04:30:00.000Z',
      '2026-11-23T05:30:00.000Z',
      '2026-11-23T06:30:00.000Z',
      // 08:00 in Paris.
      '2026-11-23T07:00:00.000Z',
    ]);
  });

  it('tries again after 5 minutes when a run fails, and stops for good', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T07:00:00Z') });
    const send = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(2);
    const schedule = scheduleWeeklyReports(deps, log, { send });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.info).toHaveBeenCalledWith({ queued: 2 }, 'weekly audience reports queued');
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
