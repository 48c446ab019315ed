import { beforeAll, describe, expect, it } from 'vitest';
import { insertLoneLead, insertVisits } from '../../../test/stats-fixtures';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { rowsOf } from '../../../test/track-events';
import { runRetention } from '../../retention/retention-job';
import { createAnalyticsStats } from '../stats/stats-queries';

const PARIS = 'Europe/Paris';
const ALL = { from: '2026-03-28', to: '2026-03-30' };

describe.each(testDatabases())('retention of audience analytics on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    await insertVisits(t.database);
    await insertLoneLead(t.database);
  });
  const retain = (now: string, rawDays: number, dailyDays: number) =>
    runRetention(t.app.services.store, t.config.retention, {
      now: new Date(now),
      batchSize: 1,
      analytics: { database: t.database, config: { timeZone: PARIS, rawDays, dailyDays } },
    });

  it('deletes page views and visits past ANALYTICS_RAW_DAYS, after rolling them up', async () => {
    const stats = createAnalyticsStats(t.database, { timeZone: PARIS });
    const before = await stats.aggregate(ALL);
    // Today is 27 June: 90 days back keeps 29 March onwards.
    const report = await retain('2026-06-27T10:00:00Z', 90, 760);
    expect(report).toMatchObject({
      'analytics page views': 4,
      'analytics visits': 3,
      'analytics daily figures': 0,
    });
    expect((await rowsOf(t, 'sessions')).map((row) => row.id).sort()).toEqual(['v4', 'v5', 'v6']);
    expect(await rowsOf(t, 'pageviews')).toHaveLength(6);
    // Leads go with their records, never by age.
    expect(await rowsOf(t, 'conversions')).toHaveLength(4);
    expect(await stats.aggregate(ALL)).toEqual(before);
    expect((await stats.breakdown(ALL, 'source'))[0]).toMatchObject({
      value: 'Direct',
      visitors: 2,
    });
  });

  it('deletes daily figures past ANALYTICS_DAILY_DAYS, and nothing twice', async () => {
    const report = await retain('2026-06-27T10:00:00Z', 90, 90);
    expect(report['analytics daily figures']).toBeGreaterThan(10);
    expect(report['analytics daily pair figures']).toBeGreaterThan(10);
    const days = new Set((await rowsOf(t, 'daily')).map((row) => row.day));
    expect([...days].sort()).toEqual(['2026-03-29', '2026-03-30']);
    const pairDays = new Set((await rowsOf(t, 'dailyPairs')).map((row) => row.day));
    expect([...pairDays].sort()).toEqual(['2026-03-29', '2026-03-30']);
    expect(await retain('2026-06-27T10:00:00Z', 90, 90)).toMatchObject({
      'analytics page views': 0,
      'analytics visits': 0,
      'analytics daily figures': 0,
    });
  });
});
