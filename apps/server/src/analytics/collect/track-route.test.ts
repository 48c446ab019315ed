import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import {
  SAFARI_IPHONE,
  engagement,
  pageview,
  rowsOf,
  track,
  type TestVisitor,
} from '../../../test/track-events';

const MINUTE = 60_000;

describe.each(testDatabases())('collection of audience events on $name', (testDatabase) => {
  const clock = { now: Date.parse('2026-03-10T09:00:00Z') };
  const t = useTestApp(testDatabase, {}, { analyticsClock: () => clock.now });

  const sessionsOf = async (visitor: string) =>
    (await rowsOf(t, 'sessions')).filter((row) => row.visitor_id === visitor);

  it('stores a batch in the SDK format: a visit, its page views and engaged time', async () => {
    const visitor: TestVisitor = { address: '192.0.2.10' };
    const sdkBatch = {
      events: [
        {
          event_name: '__initialization_event__',
          properties: { referrer: 'https://www.linkedin.com/feed/' },
          timestamp: new Date(clock.now).toISOString(),
          page_url: '/tarifs/?utm_source=linkedin&utm_medium=social&utm_campaign=printemps',
          user_id: null,
          session_id: 'f1c4…',
        },
        pageview('/fonctionnalites#ia'),
        { event_name: '__user_heartbeat_event__', page_url: '/fonctionnalites' },
        { event_name: 'signup_clicked', properties: { plan: 'pro' }, page_url: '/tarifs' },
      ],
    };
    expect((await track(t, visitor, sdkBatch)).json()).toEqual({});
    clock.now += 40_000;
    // What sendBeacon sends: a string, so text/plain.
    const beacon = { events: [engagement('/fonctionnalites', 35_000)] };
    const answer = await track(t, visitor, JSON.stringify(beacon), 'text/plain;charset=UTF-8');
    expect(answer.statusCode).toBe(200);

    const [visit, ...others] = await rowsOf(t, 'sessions');
    expect(others).toEqual([]);
    expect(visit).toMatchObject({
      entry_page: '/tarifs',
      exit_page: '/fonctionnalites',
      source: 'LinkedIn',
      referrer: 'linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'printemps',
      device: 'Desktop',
      browser: 'Chrome',
      os: 'Windows',
      language: 'fr',
      country: null,
      day: '2026-03-10',
    });
    expect(Number(visit!.pageviews)).toBe(2);
    expect(Number(visit!.duration_ms)).toBe(40_000);
    expect(visit!.visitor_id).toMatch(/^[0-9a-f]{16}$/);
    const views = await rowsOf(t, 'pageviews');
    expect(views.map((row) => [row.page, Number(row.engaged_ms)])).toEqual([
      ['/tarifs', 0],
      ['/fonctionnalites', 35_000],
    ]);
  });

  it('starts a new visit after 30 minutes without an event, and only then', async () => {
    const visitor: TestVisitor = { address: '192.0.2.11', userAgent: SAFARI_IPHONE };
    await track(t, visitor, { events: [pageview('/')] });
    clock.now += 29 * MINUTE;
    await track(t, visitor, { events: [pageview('/blog')] });
    clock.now += 31 * MINUTE;
    await track(t, visitor, { events: [pageview('/contact', 'https://www.google.fr/')] });
    const [first] = (await rowsOf(t, 'pageviews')).filter((row) => row.page === '/blog');
    const visits = await sessionsOf(String(first!.visitor_id));
    expect(visits.map((row) => [row.entry_page, row.exit_page, Number(row.pageviews)])).toEqual([
      ['/', '/blog', 2],
      ['/contact', '/contact', 1],
    ]);
    expect(visits.map((row) => [row.source, row.device, row.browser, row.os])).toEqual([
      ['Direct', 'Mobile', 'Safari', 'iOS'],
      ['Google', 'Mobile', 'Safari', 'iOS'],
    ]);
  });

  it('names sources: utm_source first, then the referrer; the site itself is no source', async () => {
    const cases = [
      [
        '/?utm_source=Newsletter-Mars&utm_medium=email',
        'https://mail.google.com/',
        'Newsletter-Mars',
      ],
      ['/?utm_medium=email', '', 'Newsletter'],
      ['/', 'https://duckduckgo.com/', 'DuckDuckGo'],
      ['/', 'https://t.co/abc', 'X'],
      ['/', 'https://blog.partenaire.fr/article?id=3', 'blog.partenaire.fr'],
      ['/', `${t.config.publicUrl}/tarifs`, 'Direct'],
      ['/', 'https://www.linkedin.com.evil.example/', 'linkedin.com.evil.example'],
    ] as const;
    for (const [index, [page, referrer, source]] of cases.entries()) {
      const visitor = { address: `192.0.2.${100 + index}` };
      await track(t, visitor, { events: [pageview(page, referrer)] });
      const views = (await rowsOf(t, 'pageviews')).filter((row) => Number(row.ts) === clock.now);
      const visits = await sessionsOf(String(views.at(-1)!.visitor_id));
      expect(
        visits.map((row) => row.source),
        `${page} from ${referrer}`,
      ).toEqual([source]);
    }
  });
});
