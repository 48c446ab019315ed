import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import {
  engagement,
  pageview,
  rowsOf,
  track,
  type AnalyticsTable,
  type TestVisitor,
} from '../../../test/track-events';
import { EventWriter } from './event-writer';
import type { SessionRow, TrackWrites } from './session-rows';
import { TRACK_LIMITS } from './track-limits';

const MINUTE = 60_000;

const nothing = (): TrackWrites => ({ sessions: [], updates: [], pageviews: [], engagements: [] });

/** A visit row whose `visitor_id` breaks the NOT NULL constraint: its write fails. */
function visitRow(id: string, visitorId: string | null): SessionRow {
  return {
    id,
    visitor_id: visitorId as string,
    day: '2026-03-10',
    started_at: 1,
    last_seen_at: 1,
    pageviews: 1,
    duration_ms: 0,
    conversions: 0,
    entry_page: '/',
    exit_page: '/',
    source: 'Direct',
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_content: null,
    utm_term: null,
    device: 'Desktop',
    browser: 'Chrome',
    os: 'Windows',
    language: null,
    country: null,
  };
}

describe.each(testDatabases())('collection against abuse on $name', (testDatabase) => {
  const clock = { now: Date.parse('2026-03-10T09:00:00Z') };
  const t = useTestApp(testDatabase, {}, { analyticsClock: () => clock.now });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The rows a test adds to `table` (the tests of this file share one database). */
  let known = new Map<AnalyticsTable, Set<string>>();
  beforeEach(async () => {
    known = new Map();
    for (const table of ['sessions', 'pageviews'] as const)
      known.set(table, new Set((await rowsOf(t, table)).map((row) => String(row.id))));
  });
  const added = async (table: 'sessions' | 'pageviews') =>
    (await rowsOf(t, table)).filter((row) => !known.get(table)!.has(String(row.id)));

  it('strips control characters from stored texts: a NUL byte is no 500', async () => {
    const visitor: TestVisitor = { address: '192.0.2.60' };
    const page = '/x?utm_source=%00a%01b&utm_campaign=c%0Ad%7F&utm_medium=%00';
    const answer = await track(t, visitor, { events: [pageview(page)] });
    expect(answer.statusCode).toBe(200);
    const [visit] = await added('sessions');
    expect(visit).toMatchObject({ utm_source: 'ab', utm_campaign: 'cd', utm_medium: null });
    expect(visit!.source).toBe('ab');
  });

  it('answers 404 for a lead id holding a NUL byte', async () => {
    const url = `/api/apps/${t.config.appId}/analytics/leads/WaitlistSubscriber/%00`;
    const answer = await t.app.inject({ method: 'GET', url, headers: t.admin });
    expect(answer.statusCode).toBe(404);
  });

  it('fails only the batch whose write fails, not the others written with it', async () => {
    const writer = new EventWriter(t.database);
    // On PostgreSQL the first write flushes alone; the next three are flushed together.
    const first = writer.write({ ...nothing(), sessions: [visitRow('first', 'v0')] });
    const bad = writer.write({ ...nothing(), sessions: [visitRow('bad', null)] });
    const good = writer.write({ ...nothing(), sessions: [visitRow('good', 'v1')] });
    const later = writer.write({ ...nothing(), sessions: [visitRow('later', 'v2')] });
    const outcomes = await Promise.allSettled([first, bad, good, later]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const ids = (await added('sessions')).map((row) => row.id).sort();
    expect(ids).toEqual(['first', 'good', 'later']);
  });

  it('forgets a visit whose write failed: the next batch starts one that is stored', async () => {
    const visitor: TestVisitor = { address: '192.0.2.61' };
    vi.spyOn(EventWriter.prototype, 'write').mockRejectedValueOnce(new Error('disk full'));
    expect((await track(t, visitor, { events: [pageview('/')] })).statusCode).toBe(500);
    clock.now += 1000;
    expect((await track(t, visitor, { events: [pageview('/tarifs')] })).statusCode).toBe(200);
    const visits = await added('sessions');
    const views = await added('pageviews');
    expect(views.map((row) => row.page)).toEqual(['/tarifs']);
    expect(visits.map((row) => row.id)).toEqual([views[0]!.session_id]);
    expect(Number(visits[0]!.pageviews)).toBe(1);
  });

  it('stores page paths of at most 512 characters, measured once encoded', async () => {
    const visitor: TestVisitor = { address: '192.0.2.62' };
    const long = `/${'{'.repeat(683)}`;
    const host = `${'a'.repeat(60)}.`.repeat(5) + 'example';
    const answer = await track(t, visitor, {
      events: [pageview(long, `https://${host}/`)],
    });
    expect(answer.statusCode).toBe(200);
    const [view] = await added('pageviews');
    expect(String(view!.page).length).toBeLessThanOrEqual(TRACK_LIMITS.pageChars);
    expect(String(view!.page)).toMatch(/^\/(%7B)+$/);
    const [visit] = await added('sessions');
    expect(String(visit!.entry_page).length).toBeLessThanOrEqual(TRACK_LIMITS.pageChars);
    expect(visit!.referrer).toBeNull();
  });

  it('counts at most 1,000 page views per visit; later engagement still finds its page', async () => {
    const visitor: TestVisitor = { address: '192.0.2.63' };
    const batch = { events: Array.from({ length: 30 }, (_, i) => pageview(`/p${i % 3}`)) };
    for (let sent = 0; sent < TRACK_LIMITS.visitPageviews + 60; sent += 30) {
      expect((await track(t, visitor, batch)).statusCode).toBe(200);
    }
    const engaged = { events: [engagement('/p1', 5000), engagement('/nope', 5000)] };
    expect((await track(t, visitor, engaged)).statusCode).toBe(200);
    const [visit, ...others] = await added('sessions');
    expect(others).toEqual([]);
    expect(Number(visit!.pageviews)).toBe(TRACK_LIMITS.visitPageviews);
    const views = await added('pageviews');
    expect(views).toHaveLength(TRACK_LIMITS.visitPageviews);
    expect(views.reduce((sum, row) => sum + Number(row.engaged_ms), 0)).toBe(5000);
  });

  it('looks up a page view to engage by visit and page through one index', async () => {
    if (testDatabase.name === 'postgres') {
      const indexes = await t.database.db
        .selectFrom('pg_indexes' as never)
        .select('indexdef' as never)
        .where('tablename' as never, '=', 'analytics_pageviews' as never)
        .execute();
      const defs = indexes.map((row) => String((row as { indexdef: string }).indexdef));
      expect(defs.some((def) => def.includes('(session_id, page)'))).toBe(true);
      return;
    }
    const plan = t.database
      .sqlite!.prepare(
        `EXPLAIN QUERY PLAN SELECT MAX(id) FROM analytics_pageviews WHERE session_id = ? AND page = ?`,
      )
      .all('s', '/') as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toMatch(/session_id=\? AND page=\?/);
  });

  it('cuts one engagement to 30 minutes, and a visit’s duration to its span plus 30 minutes', async () => {
    const visitor: TestVisitor = { address: '192.0.2.64' };
    await track(t, visitor, { events: [pageview('/')] });
    clock.now += 40_000;
    await track(t, visitor, { events: [engagement('/', 1e308)] });
    await track(t, visitor, { events: [engagement('/', 1e308)] });
    const [visit] = await added('sessions');
    expect(Number(visit!.duration_ms)).toBe(40_000 + 30 * MINUTE);
    const [view] = await added('pageviews');
    expect(Number(view!.engaged_ms)).toBe(60 * MINUTE);
  });

  it('never counts the console’s pages, whatever their case', async () => {
    const visitor: TestVisitor = { address: '192.0.2.65' };
    const events = ['/Login', '/ADMIN', '/Admin/leads'].map((page) => pageview(page));
    expect((await track(t, visitor, { events })).statusCode).toBe(200);
    expect(await added('pageviews')).toEqual([]);
  });
});
