import { STATS_PROPERTIES } from '@vitrine/contract/analytics/stats-properties';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertLoneLead,
  insertVisits,
  VISITS,
  type FixtureVisit,
} from '../../../test/stats-fixtures';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import { runRollups } from '../rollups/rollup-job';
import { factsCache, loadFacts, refreshFacts } from './stats-facts-cache';
import { parseFilters } from './stats-filters';
import { createAnalyticsStats } from './stats-queries';
import type { AnalyticsStats, StatsQuery } from './stats-types';

const PARIS = { timeZone: 'Europe/Paris', rawDays: 90 };
const ALL: StatsQuery = { from: '2026-03-28', to: '2026-03-30' };
const where = (filters: string): StatsQuery => ({ ...ALL, filters: parseFilters(filters) });

/** More visits: a visitor back with the same source, a page viewed twice, empty and missing values. */
const MORE: FixtureVisit[] = [
  {
    id: 'v7',
    visitor: 'a1',
    day: '2026-03-28',
    start: '2026-03-28T17:00:00Z',
    pages: ['/tarifs', '/tarifs', '/'],
    duration: 90_000,
    dims: { device: 'Desktop', source: 'Google', referrer: 'google.com', language: 'fr' },
    goals: ['Contact'],
  },
  {
    id: 'v8',
    visitor: 'b1',
    day: '2026-03-29',
    start: '2026-03-29T09:00:00Z',
    pages: ['/blog'],
    duration: 0,
    dims: { device: 'Mobile', source: '', country: null, language: 'fr' },
  },
  {
    id: 'v9',
    visitor: 'b3',
    day: '2026-03-29',
    start: '2026-03-29T10:00:00Z',
    pages: ['/tarifs', '/contact'],
    duration: 45_000,
    dims: { device: 'Mobile', source: 'Google', language: 'fr', country: 'BE' },
    goals: ['Waitlist', 'Contact'],
  },
];

const FILTERS = [
  'source==Google;device==Desktop',
  'source==Google;device==Mobile',
  'page==/tarifs;source==Google',
  'page==/tarifs;device==Mobile',
  'page==/|/contact;language==fr',
  'page!=/tarifs',
  'device!=Mobile',
  'source!=Google;page==/tarifs',
  'source==LinkedIn|Google',
  'utm_source!=linkedin',
  'country==FR',
  'source==Google',
  'goal==Contact',
  'goal!=Contact;device==Desktop',
  'goal==Contact|Waitlist;source==Google',
  'source==Nowhere',
];

type Query = [string, (stats: AnalyticsStats) => Promise<unknown>];

const QUERIES: Query[] = FILTERS.flatMap((filters): Query[] => [
  [`aggregate ${filters}`, (stats) => stats.aggregate(where(filters))],
  [`timeseries ${filters}`, (stats) => stats.timeseries(where(filters), 'day')],
  ...STATS_PROPERTIES.map((property): Query => [
    `breakdown ${property}, ${filters}`,
    (stats) => stats.breakdown(where(filters), property, { limit: 100 }),
  ]),
]);

describe.each(testDatabases())('multi-clause statistics from facts on $name', (testDatabase) => {
  // No roll-up job: its run 5 s after start (today's date) would unload these March days.
  const t = useTestApp(testDatabase, { ANALYTICS: 'false' });
  let raw: AnalyticsStats;
  beforeAll(async () => {
    await insertVisits(t.database, [...VISITS, ...MORE]);
    await insertLoneLead(t.database);
    // A lead sent after midnight from the evening visit of 29 March.
    await t.database.db
      .insertInto(ANALYTICS_TABLES.conversions)
      .values({
        ts: Date.parse('2026-03-29T23:10:00Z'),
        day: '2026-03-30',
        goal: 'Newsletter',
        entity: 'NewsletterSubscriber',
        record_id: 'late-lead',
        session_id: 'v5',
        visitor_id: 'b2',
      })
      .execute();
    raw = createAnalyticsStats(t.database, PARIS, { rollups: false });
  });

  it('answers every filter, breakdown and chart as the raw rows do', async () => {
    const expected = await Promise.all(QUERIES.map(([, run]) => run(raw)));
    // 30 March is today: 28 and 29 are finished, held in memory once rolled up.
    const days = await runRollups(t.database, PARIS, Date.parse('2026-03-30T12:00:00Z'));
    await refreshFacts(t.database, { today: '2026-03-30', rawDays: 90 }, days);
    expect([...factsCache(t.database).days.keys()]).toEqual(['2026-03-28', '2026-03-29']);
    const fast = createAnalyticsStats(t.database, PARIS);
    for (const [index, [name, run]] of QUERIES.entries()) {
      expect([name, await run(fast)]).toEqual([name, expected[index]]);
    }
  });

  it('reads finished days from memory until they are loaded again', async () => {
    const query = where('source==Google;device==Desktop');
    const fast = createAnalyticsStats(t.database, PARIS);
    const before = await fast.aggregate(query);
    await insertVisits(t.database, [
      { ...MORE[0], id: 'v10', visitor: 'a9', start: '2026-03-28T18:00:00Z' } as FixtureVisit,
    ]);
    expect((await raw.aggregate(query)).visits).toBe(before.visits + 1);
    expect(await fast.aggregate(query)).toEqual(before);
    await refreshFacts(t.database, { today: '2026-03-30', rawDays: 90 }, ['2026-03-28']);
    expect(await fast.aggregate(query)).toEqual(await raw.aggregate(query));
  });

  it('keeps in memory the finished days of raw retention only', async () => {
    await refreshFacts(t.database, { today: '2026-03-31', rawDays: 2 });
    expect([...factsCache(t.database).days.keys()]).toEqual(['2026-03-29', '2026-03-30']);
    // A day rolled up past the window, or today, is not loaded.
    for (const day of ['2026-03-28', '2026-03-31']) {
      await loadFacts(t.database, day, { today: '2026-03-31', rawDays: 2 });
    }
    expect([...factsCache(t.database).days.keys()]).toEqual(['2026-03-29', '2026-03-30']);
  });
});
