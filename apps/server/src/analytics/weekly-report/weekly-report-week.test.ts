import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { localInstant } from '../local-time';
import { dueReport, REPORT_CRON } from './weekly-report-week';

const PARIS = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);
/** The time the job's pattern plans after `now`, read in `timeZone` as the scheduler does. */
const nextReportTime = (now: number, timeZone: string) =>
  new Cron(REPORT_CRON, { timezone: timeZone, paused: true }).nextRun(new Date(now))?.getTime();

describe('the weekly report week', () => {
  it('is due on Monday from 08:00 Paris time to midnight, for the week that just ended', () => {
    // Monday 23 November 2026, 08:00 in Paris is 07:00 UTC (winter time).
    expect(dueReport(at('2026-11-23T06:59:59Z'), PARIS)).toBeUndefined();
    const report = dueReport(at('2026-11-23T07:00:00Z'), PARIS);
    expect(report).toEqual({
      week: { from: '2026-11-16', to: '2026-11-22' },
      previous: { from: '2026-11-09', to: '2026-11-15' },
      sendAt: at('2026-11-23T07:00:00Z'),
      lateUntil: at('2026-11-23T23:00:00Z'),
    });
    expect(dueReport(at('2026-11-23T22:59:59Z'), PARIS)?.week.from).toBe('2026-11-16');
    expect(dueReport(at('2026-11-23T23:00:00Z'), PARIS)).toBeUndefined();
    expect(dueReport(at('2026-11-27T12:00:00Z'), PARIS)).toBeUndefined();
  });

  it('follows summer time and other time zones', () => {
    // Monday 30 March 2026, the day after the change: 08:00 in Paris is 06:00 UTC.
    expect(dueReport(at('2026-03-30T06:00:00Z'), PARIS)?.week).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
    });
    expect(dueReport(at('2026-03-30T05:59:00Z'), PARIS)).toBeUndefined();
    // Sunday 22:30 UTC is already Monday 09:30 in Auckland.
    expect(dueReport(at('2026-11-22T20:30:00Z'), 'Pacific/Auckland')?.week.to).toBe('2026-11-22');
    expect(localInstant('2026-03-29', 2, PARIS)).toBe(at('2026-03-29T01:00:00Z'));
  });

  it('plans the next run for the coming Monday at 08:00', () => {
    expect(nextReportTime(at('2026-11-24T10:00:00Z'), PARIS)).toBe(at('2026-11-30T07:00:00Z'));
    expect(nextReportTime(at('2026-11-23T06:00:00Z'), PARIS)).toBe(at('2026-11-23T07:00:00Z'));
    expect(nextReportTime(at('2026-11-23T07:00:00Z'), PARIS)).toBe(at('2026-11-30T07:00:00Z'));
    // Summer time: 08:00 in Paris is 06:00 UTC, the time the report becomes due.
    const summer = nextReportTime(at('2026-03-28T12:00:00Z'), PARIS);
    expect(summer).toBe(at('2026-03-30T06:00:00Z'));
    expect(dueReport(summer!, PARIS)?.sendAt).toBe(summer);
  });
});
