import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { pageview, rowsOf, storedCounts, track } from '../../../test/track-events';

const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36';
const LIGHTHOUSE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(testDatabases())('what collection does not count on $name', (testDatabase) => {
  const clock = { now: Date.parse('2026-06-30T21:50:00Z') };
  const t = useTestApp(testDatabase, {}, { analyticsClock: () => clock.now });
  const visitor = { address: '192.0.2.20' };

  it('answers 200 and stores nothing for robots, prefetches, the team and the console', async () => {
    const home = { events: [pageview('/')] };
    const refused = [
      track(t, { ...visitor, userAgent: GOOGLEBOT }, home),
      track(t, { ...visitor, userAgent: HEADLESS }, home),
      track(t, { ...visitor, userAgent: LIGHTHOUSE }, home),
      track(t, { ...visitor, userAgent: '' }, home),
      track(t, { ...visitor, headers: { 'sec-purpose': 'prefetch;prerender' } }, home),
      track(t, { ...visitor, headers: { purpose: 'prefetch' } }, home),
      track(t, { ...visitor, headers: { 'x-moz': 'prefetch' } }, home),
      track(t, { ...visitor, headers: t.admin }, home),
      track(t, visitor, {
        events: [pageview('/admin/leads'), pageview('/login'), pageview('/admin')],
      }),
    ];
    for (const answer of await Promise.all(refused)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({});
    }
    expect(await storedCounts(t)).toEqual({ sessions: 0, pageviews: 0, conversions: 0 });
    // The same requests from a visitor's browser are counted: the test can fail.
    await track(t, visitor, { events: [pageview('/administration-des-ecrans')] });
    expect(await storedCounts(t)).toMatchObject({ sessions: 1, pageviews: 1 });
  });

  it('keeps no address, no user agent and no full referrer in any column of any table', async () => {
    const browser =
      'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0 Zq7Marker';
    const secretVisitor = { address: '198.51.100.77', userAgent: browser };
    const referrer = 'https://news.example.org/a/very/secret-path?token=abc';
    await track(t, secretVisitor, { events: [pageview('/?utm_campaign=test', referrer)] });
    const tables = ['salts', 'sessions', 'pageviews', 'conversions', 'daily'] as const;
    const stored = [];
    for (const table of tables) stored.push(...(await rowsOf(t, table)));
    const text = JSON.stringify(stored);
    expect(text).toContain('news.example.org');
    for (const secret of [
      '198.51.100.77',
      '198.51.100',
      'Zq7Marker',
      'rv:121.0',
      'secret-path',
      'token=abc',
    ])
      expect(text).not.toContain(secret);
  });

  it('changes the salt at local midnight: the old salt is deleted and the visitor id changes', async () => {
    const night = { address: '192.0.2.21' };
    // 23:55 in Paris (UTC+2 in summer).
    clock.now = Date.parse('2026-06-30T21:55:00Z');
    await track(t, night, { events: [pageview('/nuit')] });
    const before = await rowsOf(t, 'salts');
    expect(before.map((row) => row.day)).toEqual(['2026-06-30']);
    clock.now = Date.parse('2026-06-30T22:05:00Z');
    await track(t, night, { events: [pageview('/nuit')] });
    const after = await rowsOf(t, 'salts');
    expect(after.map((row) => row.day)).toEqual(['2026-07-01']);
    expect(after[0]!.salt).not.toBe(before[0]!.salt);
    const views = (await rowsOf(t, 'pageviews')).filter((row) => row.page === '/nuit');
    expect(views.map((row) => row.day)).toEqual(['2026-06-30', '2026-07-01']);
    expect(views[0]!.visitor_id).not.toBe(views[1]!.visitor_id);
    // Two visits: a new day is a new visitor.
    expect(new Set(views.map((row) => row.session_id)).size).toBe(2);
  });
});
