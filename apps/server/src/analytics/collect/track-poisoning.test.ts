import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { engagement, pageview, rowsOf, track, type TestVisitor } from '../../../test/track-events';
import { DayValues, OTHER_VALUE } from './track-day-values';

const PUBLIC_URL = 'https://vitrine.example';
const clock = { now: Date.parse('2026-03-10T09:00:00Z') };
const env = {
  PUBLIC_URL,
  ANALYTICS_DAY_VALUES: '10',
  ANALYTICS_ADDRESS_PAGEVIEWS: '40',
  ANALYTICS_ADDRESS_VISITS: '3',
};

/** Page views of `count` distinct pages, `/p0` to `/p{count - 1}` after `from`. */
const pages = (count: number, from = 0, query = '') =>
  Array.from({ length: count }, (_, index) => pageview(`/p${from + index}${query}`));

describe.each(testDatabases())('analytics poisoning on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, env, { analyticsClock: () => clock.now });
  const stored = async () => (await rowsOf(t, 'pageviews')).length;

  it('answers 200 to a beacon from another site and stores nothing of it', async () => {
    const before = await stored();
    const sent: TestVisitor[] = [
      { address: '192.0.2.1', headers: { 'sec-fetch-site': 'cross-site' } },
      { address: '192.0.2.2', headers: { origin: 'https://evil.example' } },
      { address: '192.0.2.3', headers: { origin: 'null' } },
      {
        address: '192.0.2.4',
        headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' },
      },
    ];
    for (const visitor of sent) {
      const answer = await track(t, visitor, { events: [pageview('/tarifs')] });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({});
    }
    expect(await stored()).toBe(before);
    expect(t.app.services.tracking.drops.cross_site).toBe(4);
  });

  it("counts the site's own beacons: same origin, the request's host, or no header", async () => {
    const before = await stored();
    const sent: TestVisitor[] = [
      { address: '192.0.2.5', headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' } },
      { address: '192.0.2.6', headers: { origin: 'http://localhost:80' } },
      { address: '192.0.2.7' },
    ];
    for (const visitor of sent) await track(t, visitor, { events: [pageview('/')] });
    expect(await stored()).toBe(before + 3);
  });

  it('stores at most ANALYTICS_DAY_VALUES distinct values of a property a day, then (other)', async () => {
    // 12 visitors (addresses), 3 distinct pages each and a campaign each.
    for (let visitor = 0; visitor < 12; visitor += 1) {
      const events = pages(3, visitor * 3, `?utm_campaign=c${visitor}`);
      await track(t, { address: `198.51.100.${visitor}` }, { events });
    }
    const views = await rowsOf(t, 'pageviews');
    const distinct = new Set(views.map((row) => row.page));
    expect(distinct.size).toBe(11);
    expect(distinct.has(OTHER_VALUE)).toBe(true);
    const visits = await rowsOf(t, 'sessions');
    for (const column of ['entry_page', 'exit_page', 'utm_campaign']) {
      const values = new Set(visits.map((row) => row[column]).filter((value) => value !== null));
      expect(values.size, column).toBeLessThanOrEqual(11);
    }
    expect(new Set(visits.map((row) => row.utm_campaign))).toContain(OTHER_VALUE);
    // A value stored before the cap keeps being stored as itself.
    const again = visits.find((row) => row.entry_page === '/')!;
    expect(again).toBeDefined();
    await track(t, { address: '192.0.2.7' }, { events: [pageview('/')] });
    const last = (await rowsOf(t, 'pageviews')).at(-1)!;
    expect(last.page).toBe('/');
  });

  it('adds engaged time to a page viewed before a restart (values new to the process)', async () => {
    const visitor = { address: '192.0.2.70' };
    const restart = () => Object.assign(t.app.services.tracking, { values: new DayValues(10) });
    restart();
    await track(t, visitor, { events: [pageview('/avant-redemarrage')] });
    // A restart: this process has seen no value today.
    restart();
    await track(t, visitor, { events: [engagement('/avant-redemarrage', 5_000)] });
    const views = await rowsOf(t, 'pageviews');
    const view = views.find((row) => row.page === '/avant-redemarrage');
    expect(Number(view?.engaged_ms)).toBe(5_000);
  });

  it('drops, with a 200, the batches of an address past its page views or new visits of the day', async () => {
    const before = t.app.services.tracking.drops.address_cap;
    const address = '203.0.113.9';
    const count = async () =>
      (await rowsOf(t, 'sessions')).filter((row) => row.started_at !== undefined).length;
    const visitsBefore = await count();
    // Three new visitors (user agents) from one address: the fourth is not stored.
    for (let agent = 0; agent < 4; agent += 1) {
      const userAgent = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/12${agent}.0.0.0`;
      const answer = await track(t, { address, userAgent }, { events: pages(1) });
      expect(answer.statusCode).toBe(200);
    }
    expect((await count()) - visitsBefore).toBe(3);
    // The same address's first visitor: 3 views stored, 30 more fit (40), 30 more do not.
    const viewsBefore = await stored();
    const first = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0`;
    for (let batch = 0; batch < 3; batch += 1) {
      const answer = await track(t, { address, userAgent: first }, { events: pages(15) });
      expect(answer.statusCode).toBe(200);
    }
    expect((await stored()) - viewsBefore).toBe(30);
    expect(t.app.services.tracking.drops.address_cap - before).toBe(2);
    // Another address is not held by this one.
    await track(t, { address: '203.0.113.10' }, { events: pages(1) });
    expect(await stored()).toBe(viewsBefore + 31);
    // The next day, the address starts again.
    clock.now += 24 * 3_600_000;
    await track(t, { address, userAgent: first }, { events: pages(15) });
    expect(await stored()).toBe(viewsBefore + 46);
  });
});
