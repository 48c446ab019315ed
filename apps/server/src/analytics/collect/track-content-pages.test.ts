import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { CHROME_WINDOWS, pageview, rowsOf, track } from '../../../test/track-events';
import { OTHER_VALUE } from './track-day-values';

const clock = { now: Date.parse('2026-03-10T09:00:00Z') };
const env = { ANALYTICS_DAY_VALUES: '10', ANALYTICS_ADDRESS_PAGEVIEWS: '40' };

/** A page view as the Base44 SDK sends it: `location.pathname`, no query. */
const sdkPageview = (path: string) => ({ ...pageview(path), page_url: path });

describe.each(testDatabases())('pages that select content on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, env, { analyticsClock: () => clock.now });

  it("stores a post's page with its slug, the listing with its filters, and nothing else of the query", async () => {
    const visitor = { address: '192.0.2.60' };
    const answer = await track(t, visitor, {
      events: [
        pageview('/blogpost?slug=ecrans-en-vitrine&utm_source=linkedin&fbclid=abc'),
        pageview('/en/blogpost?slug=smart-screens&preview=token'),
        pageview('/blog?q=menu&page=2&tag=retail&category=conseils'),
        sdkPageview('/blogpost'),
      ],
    });
    expect(answer.statusCode).toBe(200);
    const pages = (await rowsOf(t, 'pageviews')).map((row) => row.page);
    expect(pages).toEqual([
      '/blogpost?slug=ecrans-en-vitrine',
      '/en/blogpost?slug=smart-screens',
      '/blog?category=conseils&tag=retail',
      '/blogpost',
    ]);
    const [visit] = await rowsOf(t, 'sessions');
    expect(visit).toMatchObject({
      entry_page: '/blogpost?slug=ecrans-en-vitrine',
      exit_page: '/blogpost',
      utm_source: 'linkedin',
    });
  });

  it('names the post a lead was sent from on its conversion', async () => {
    const visitor = { address: '192.0.2.61' };
    await track(t, visitor, { events: [pageview('/blogpost?slug=ecrans-en-vitrine')] });
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.base}/NewsletterSubscriber`,
      remoteAddress: visitor.address,
      headers: {
        'user-agent': CHROME_WINDOWS,
        referer: 'http://localhost:80/blogpost?slug=ecrans-en-vitrine&utm_medium=email',
      },
      payload: { email: 'lecteur@example.fr', language: 'fr', consent: true },
    });
    expect(created.statusCode).toBe(201);
    const [conversion] = await rowsOf(t, 'conversions');
    expect(conversion).toMatchObject({
      goal: 'Newsletter',
      page: '/blogpost?slug=ecrans-en-vitrine',
    });
  });

  it('stores slugs past ANALYTICS_DAY_VALUES distinct pages a day as (other), and a visitor past its cap not at all', async () => {
    const before = (await rowsOf(t, 'pageviews')).length;
    // 30 distinct slugs from three addresses: 10 pages a day at most, the rest (other).
    for (let address = 0; address < 3; address += 1) {
      const events = Array.from({ length: 10 }, (_, index) =>
        pageview(`/blogpost?slug=article-${address * 10 + index}`),
      );
      await track(t, { address: `198.51.100.${address}` }, { events });
    }
    const pages = new Set((await rowsOf(t, 'pageviews')).map((row) => row.page));
    expect(pages.size).toBeLessThanOrEqual(10 + 1);
    expect(pages.has(OTHER_VALUE)).toBe(true);

    // One address: 40 page views a day, whatever the slugs.
    const flood = { address: '203.0.113.9' };
    for (let batch = 0; batch < 3; batch += 1) {
      const events = Array.from({ length: 20 }, (_, index) =>
        pageview(`/blogpost?slug=flood-${batch}-${index}`),
      );
      expect((await track(t, flood, { events })).statusCode).toBe(200);
    }
    expect((await rowsOf(t, 'pageviews')).length - before).toBe(30 + 40);
  });
});
