import { describe, expect, it } from 'vitest';
import { localDay, periodQuery, periodRange, startOfWeek } from './date-period';

// A Wednesday afternoon, local time.
const NOW = new Date(2026, 10, 25, 15, 30);

describe('date periods of a list', () => {
  it('start weeks on Monday, Sunday included in the week before', () => {
    expect(startOfWeek(NOW)).toEqual(new Date(2026, 10, 23));
    expect(startOfWeek(new Date(2026, 10, 29, 23, 59))).toEqual(new Date(2026, 10, 23));
    expect(startOfWeek(new Date(2026, 10, 30, 0, 1))).toEqual(new Date(2026, 10, 30));
  });

  it('cover today, this week, this month, and custom days both included', () => {
    expect(periodRange('today', '', '', NOW)).toEqual({
      start: new Date(2026, 10, 25),
      end: new Date(2026, 10, 26),
    });
    expect(periodRange('week', '', '', NOW)).toEqual({
      start: new Date(2026, 10, 23),
      end: new Date(2026, 10, 30),
    });
    expect(periodRange('month', '', '', new Date(2026, 11, 31, 23))).toEqual({
      start: new Date(2026, 11, 1),
      end: new Date(2027, 0, 1),
    });
    expect(periodRange('custom', '2026-11-10', '2026-11-03', NOW)).toEqual({
      start: new Date(2026, 10, 3),
      end: new Date(2026, 10, 11),
    });
    expect(periodRange('custom', '', '2026-11-03', NOW)).toEqual({
      start: undefined,
      end: new Date(2026, 10, 4),
    });
  });

  it('ignore what is not a period or a day', () => {
    expect(periodRange('', '', '', NOW)).toBeUndefined();
    expect(periodRange('year', '', '', NOW)).toBeUndefined();
    expect(periodRange('custom', '2026-02-30', 'nope', NOW)).toBeUndefined();
    expect(localDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
  });

  it('filter created_date in UTC ISO times', () => {
    expect(periodQuery('today', '', '', NOW)).toEqual({
      created_date: {
        $gte: new Date(2026, 10, 25).toISOString(),
        $lt: new Date(2026, 10, 26).toISOString(),
      },
    });
    expect(periodQuery('custom', '2026-11-03', '', NOW)).toEqual({
      created_date: { $gte: new Date(2026, 10, 3).toISOString() },
    });
  });
});
