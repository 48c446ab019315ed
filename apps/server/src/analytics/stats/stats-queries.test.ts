import { beforeAll, describe, expect, it } from 'vitest';
import { insertLoneLead, insertVisits } from '../../../test/stats-fixtures';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { runRollups } from '../rollups/rollup-job';
import { PAIR_PROPERTIES } from './rollup-pairs';
import { parseFilters } from './stats-filters';
import { createAnalyticsStats } from './stats-queries';
import type { StatsProperty } from '@vitrine/contract/analytics/stats-properties';
import type { AnalyticsStats, StatsQuery } from './stats-types';

const PARIS = { timeZone: 'Europe/Paris', rawDays: 90 };
const ALL: StatsQuery = { from: '2026-03-28', to: '2026-03-30' };
const where = (filters: string): StatsQuery => ({ ...ALL, filters: parseFilters(filters) });

describe.each(testDatabases())('audience statistics on $name', (testDatabase) => {
  // No roll-up job of the app's own: the test rolls up itself, and a scheduled run would race it.
  const t = useTestApp(testDatabase, { ANALYTICS: 'false' });
  let raw: AnalyticsStats;
  beforeAll(async () => {
    await insertVisits(t.database);
    await insertLoneLead(t.database);
    raw = createAnalyticsStats(t.database, PARIS, { rollups: false });
  });

  it('computes every headline figure', async () => {
    expect(await raw.aggregate(ALL)).toEqual({
      visitors: 5,
      visits: 6,
      pageviews: 10,
      views_per_visit: 1.67,
      bounce_rate: 50,
      visit_duration: 85,
      conversions: 4,
      conversion_rate: 60,
    });
    expect(await raw.aggregate({ from: '2026-03-01', to: '2026-03-27' })).toMatchObject({
      visitors: 0,
      views_per_visit: 0,
      bounce_rate: 0,
      conversion_rate: 0,
    });
  });

  it('filters visits by a property, with alternatives and exclusions', async () => {
    expect(await raw.aggregate(where('source==Google'))).toEqual({
      visitors: 2,
      visits: 2,
      pageviews: 5,
      views_per_visit: 2.5,
      bounce_rate: 0,
      visit_duration: 210,
      conversions: 2,
      conversion_rate: 100,
    });
    expect(await raw.aggregate(where('source==LinkedIn|Google'))).toMatchObject({
      visits: 4,
      pageviews: 8,
    });
    expect(await raw.aggregate(where('source!=Google'))).toMatchObject({
      visitors: 4,
      visits: 4,
      pageviews: 5,
      conversions: 1,
      conversion_rate: 25,
    });
    // Visits without a campaign are kept by !=.
    expect(await raw.aggregate(where('utm_source!=linkedin'))).toMatchObject({ visits: 4 });
    expect(await raw.aggregate(where('source==Google;device==Mobile'))).toMatchObject({
      visits: 0,
    });
  });

  it('filters by page (page views of that page only) and by goal', async () => {
    expect(await raw.aggregate(where('page==/tarifs'))).toEqual({
      visitors: 4,
      visits: 4,
      pageviews: 4,
      views_per_visit: 1,
      bounce_rate: 25,
      visit_duration: 128,
      conversions: 3,
      conversion_rate: 75,
    });
    expect(await raw.aggregate(where('page!=/tarifs'))).toMatchObject({ visits: 2, pageviews: 2 });
    expect(await raw.aggregate(where('goal==Contact'))).toMatchObject({
      visitors: 1,
      visits: 1,
      pageviews: 3,
      conversions: 1,
    });
    const pages = await raw.breakdown(where('source==Google'), 'page');
    expect(pages.map((row) => [row.value, row.pageviews])).toEqual([
      ['/', 2],
      ['/tarifs', 2],
      ['/contact', 1],
    ]);
  });

  it('breaks down by page and source, most visitors first, with conversion rates', async () => {
    expect(await raw.breakdown(ALL, 'page')).toEqual([
      { value: '/tarifs', visitors: 4, pageviews: 4, conversions: 3, conversion_rate: 75 },
      { value: '/', visitors: 3, pageviews: 3, conversions: 3, conversion_rate: 100 },
      { value: '/blog', visitors: 1, pageviews: 1, conversions: 0, conversion_rate: 0 },
      { value: '/contact', visitors: 1, pageviews: 1, conversions: 1, conversion_rate: 100 },
      { value: '/en/', visitors: 1, pageviews: 1, conversions: 0, conversion_rate: 0 },
    ]);
    expect(await raw.breakdown(ALL, 'source')).toEqual([
      { value: 'Direct', visitors: 2, pageviews: 2, conversions: 0, conversion_rate: 0 },
      { value: 'Google', visitors: 2, pageviews: 5, conversions: 2, conversion_rate: 100 },
      { value: 'LinkedIn', visitors: 2, pageviews: 3, conversions: 1, conversion_rate: 50 },
    ]);
    expect(await raw.breakdown(ALL, 'page', { limit: 2, page: 2 })).toMatchObject([
      { value: '/blog' },
      { value: '/contact' },
    ]);
  });

  it('breaks down goals over every visitor, leads the tracker never saw included', async () => {
    expect(await raw.breakdown(ALL, 'goal')).toEqual([
      { value: 'Contact', visitors: 1, pageviews: 3, conversions: 2, conversion_rate: 20 },
      { value: 'Demo', visitors: 1, pageviews: 2, conversions: 1, conversion_rate: 20 },
      { value: 'Waitlist', visitors: 1, pageviews: 2, conversions: 1, conversion_rate: 20 },
    ]);
  });

  it.each([
    ['entry_page', ['/', '/tarifs', '/blog', '/en/']],
    ['exit_page', ['/tarifs', '/', '/blog', '/contact', '/en/']],
    ['referrer', ['google.com', 'linkedin.com']],
    ['utm_source', ['linkedin']],
    ['utm_medium', ['social']],
    ['utm_campaign', ['printemps']],
    ['device', ['Mobile', 'Desktop']],
    ['browser', ['Safari', 'Chrome']],
    ['os', ['iOS', 'Windows']],
    ['language', ['fr', 'en']],
    ['country', ['FR']],
  ] as [StatsProperty, string[]][])(
    'breaks down by %s (values never stored are left out)',
    async (property, values) => {
      const rows = await raw.breakdown(ALL, property);
      expect(rows.map((row) => row.value)).toEqual(values);
    },
  );

  it('counts visitors of a value per day', async () => {
    expect(await raw.breakdown(ALL, 'device')).toEqual([
      { value: 'Mobile', visitors: 3, pageviews: 4, conversions: 1, conversion_rate: 33.3 },
      { value: 'Desktop', visitors: 2, pageviews: 6, conversions: 2, conversion_rate: 100 },
    ]);
  });

  it('draws days, weeks and months, empty ones included', async () => {
    expect(await raw.timeseries({ from: '2026-03-27', to: '2026-03-30' }, 'day')).toEqual([
      { date: '2026-03-27', visitors: 0, pageviews: 0, conversions: 0 },
      { date: '2026-03-28', visitors: 2, pageviews: 4, conversions: 2 },
      { date: '2026-03-29', visitors: 2, pageviews: 4, conversions: 1 },
      { date: '2026-03-30', visitors: 1, pageviews: 2, conversions: 1 },
    ]);
    expect(await raw.timeseries(ALL, 'week')).toEqual([
      { date: '2026-03-23', visitors: 4, pageviews: 8, conversions: 3 },
      { date: '2026-03-30', visitors: 1, pageviews: 2, conversions: 1 },
    ]);
    expect(await raw.timeseries(ALL, 'month')).toEqual([
      { date: '2026-03-01', visitors: 5, pageviews: 10, conversions: 4 },
    ]);
    expect(await raw.timeseries(where('source==Google'), 'day')).toMatchObject([
      { visitors: 1, pageviews: 2, conversions: 1 },
      { visitors: 1, pageviews: 3, conversions: 1 },
      { visitors: 0 },
    ]);
  });

  it('draws the local hours of the spring DST day (23 of them)', async () => {
    const points = await raw.timeseries({ from: '2026-03-29', to: '2026-03-29' }, 'hour');
    expect(points).toHaveLength(23);
    expect(points.map((point) => point.date).slice(0, 3)).toEqual([
      '2026-03-29 00:00',
      '2026-03-29 01:00',
      '2026-03-29 03:00',
    ]);
    expect(points.filter((point) => point.visitors > 0)).toEqual([
      { date: '2026-03-29 01:00', visitors: 1, pageviews: 3, conversions: 1 },
      { date: '2026-03-29 22:00', visitors: 1, pageviews: 1, conversions: 0 },
    ]);
    const mobile = await raw.timeseries(
      { ...where('device==Mobile'), from: '2026-03-29', to: '2026-03-29' },
      'hour',
    );
    expect(mobile.filter((point) => point.visitors > 0).map((point) => point.date)).toEqual([
      '2026-03-29 22:00',
    ]);
  });

  it('counts the visitors of the last 5 minutes', async () => {
    expect(await raw.realtime(Date.parse('2026-03-29T20:03:00Z'))).toEqual({ visitors: 1 });
    expect(await raw.realtime(Date.parse('2026-03-29T20:06:00Z'))).toEqual({ visitors: 0 });
  });

  it('answers the same from roll-ups as from raw rows', async () => {
    const queries: [string, (stats: AnalyticsStats) => Promise<unknown>][] = [
      ['aggregate', (stats) => stats.aggregate(ALL)],
      ['aggregate source==Google', (stats) => stats.aggregate(where('source==Google'))],
      ['aggregate page==/tarifs', (stats) => stats.aggregate(where('page==/tarifs'))],
      ['aggregate device==Mobile', (stats) => stats.aggregate(where('device==Mobile'))],
      ['timeseries', (stats) => stats.timeseries({ from: '2026-03-25', to: '2026-04-02' }, 'day')],
      ['timeseries page==/', (stats) => stats.timeseries(where('page==/'), 'week')],
      ...(
        [
          'page',
          'entry_page',
          'exit_page',
          'source',
          'referrer',
          'utm_campaign',
          'device',
          'language',
          'country',
          'goal',
        ] as const
      ).map(
        (property) =>
          [
            `breakdown ${property}`,
            (stats: AnalyticsStats) => stats.breakdown(ALL, property, { limit: 100 }),
          ] as [string, (stats: AnalyticsStats) => Promise<unknown>],
      ),
      // Breakdowns with one `==` filter read the pair roll-up.
      ...[
        'source==Google',
        'page==/tarifs',
        'page==/',
        'goal==Contact',
        'device==Mobile',
        'utm_campaign==printemps',
        'language==en',
        'entry_page==/',
      ].flatMap((filters) =>
        PAIR_PROPERTIES.map(
          (property) =>
            [
              `breakdown ${property}, ${filters}`,
              (stats: AnalyticsStats) => stats.breakdown(where(filters), property, { limit: 100 }),
            ] as [string, (stats: AnalyticsStats) => Promise<unknown>],
        ),
      ),
    ];
    const expected = await Promise.all(queries.map(([, run]) => run(raw)));
    // 30 March is today: 28 and 29 are rolled up, 30 stays raw.
    expect(await runRollups(t.database, PARIS, Date.parse('2026-03-30T12:00:00Z'))).toEqual([
      '2026-03-28',
      '2026-03-29',
    ]);
    const rolled = createAnalyticsStats(t.database, PARIS);
    for (const [index, [name, run]] of queries.entries()) {
      expect([name, await run(rolled)]).toEqual([name, expected[index]]);
    }
    // Only yesterday is rolled up again; then every day.
    expect(await runRollups(t.database, PARIS, Date.parse('2026-03-30T13:00:00Z'))).toEqual([
      '2026-03-29',
    ]);
    expect(await runRollups(t.database, PARIS, Date.parse('2026-04-05T12:00:00Z'))).toEqual([
      '2026-03-30',
    ]);
    for (const [index, [name, run]] of queries.entries()) {
      expect([name, await run(rolled)]).toEqual([name, expected[index]]);
    }
  });
});
