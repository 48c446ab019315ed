import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingProxy } from './support/recording-proxy';
import { BROWSER_USER_AGENT, COPY } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

interface SentEvent {
  event_name: string;
  properties: Record<string, unknown>;
  timestamp: string;
  page_url: string;
}

/** The tracker in a real browser: what it sends to the collection route, and when. */
describe('audience tracker', () => {
  const { server, browser } = useSiteInBrowser();
  const admin = useAdminApi(server);
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  beforeAll(async () => {
    proxy = await startRecordingProxy(server.url);
  });
  afterAll(() => proxy?.stop());

  /** A visitor's tab; `batches()` are the requests its pages sent to the collection route. */
  async function visitor(initScript?: () => void) {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    const from = proxy.recorded.length;
    const batches = () =>
      proxy.recorded
        .slice(from)
        .filter((request) => request.path.endsWith('/analytics/track/batch'));
    const events = () =>
      batches().flatMap((request) => (JSON.parse(request.body) as { events: SentEvent[] }).events);
    /** Resolves once the requests the page made before this call have reached the proxy. */
    const settled = async () => {
      const marker = `/readyz?after=${proxy.recorded.length}`;
      await page.evaluate((url) => fetch(url).then(() => undefined), marker);
      expect(proxy.recorded.some((request) => request.path === marker)).toBe(true);
    };
    return { context, page, batches, events, settled };
  }
  const hydrated = (page: Page) =>
    page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  const goToPricing = async (page: Page) => {
    await page
      .getByRole('navigation', { name: COPY.fr.common.header.navLabel })
      .getByRole('link', { name: 'Tarifs' })
      .click();
    await page.waitForURL(`${proxy.url}/tarifs`);
  };

  it('counts each page load, and the time on each page left', async () => {
    const { context, page, batches, events } = await visitor();
    const home = `${proxy.url}/?utm_source=linkedin&utm_campaign=launch`;
    await page.goto(home, { referer: 'https://www.google.com/' });
    await hydrated(page);
    await expect.poll(() => events().length).toBe(1);
    expect(events()[0]).toMatchObject({
      event_name: 'pageview',
      page_url: home,
      properties: { referrer: 'https://www.google.com/', language: expect.any(String) },
    });
    expect(Date.parse(events()[0]!.timestamp)).not.toBeNaN();

    // Each page is a page load (decision 0066): the time on Home leaves in a beacon as it unloads,
    // then Pricing counts its own view.
    await goToPricing(page);
    await hydrated(page);
    await expect.poll(() => events().length).toBe(3);
    const [, leftHome, pricing] = events();
    expect(leftHome).toMatchObject({ event_name: 'engagement', page_url: home });
    expect(leftHome!.properties.engaged_ms).toBeGreaterThan(0);
    expect(pricing).toEqual({
      event_name: 'pageview',
      page_url: `${proxy.url}/tarifs`,
      properties: { language: expect.any(String) },
      timestamp: expect.any(String),
    });

    // Leaving the site: the time on the last page goes in a beacon, as text.
    await page.goto('about:blank');
    await expect.poll(() => events().length).toBe(4);
    expect(events()[3]).toMatchObject({
      event_name: 'engagement',
      page_url: `${proxy.url}/tarifs`,
    });
    expect(batches().at(-1)!.headers['content-type']).toMatch(/^text\/plain/);
    // The server stored them: today's page views by page, and the campaign's source.
    const breakdown = async (property: string) => {
      const url = `${server.url}/api/apps/${server.appId}/analytics/stats/breakdown?property=${property}&period=day`;
      const response = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
      const rows = (await response.json()) as { value: string; pageviews: number }[];
      return Object.fromEntries(rows.map((row) => [row.value, row.pageviews]));
    };
    await expect.poll(() => breakdown('page')).toMatchObject({ '/': 1, '/tarifs': 1 });
    expect(await breakdown('source')).toMatchObject({ LinkedIn: 2 });
    for (const batch of batches()) {
      expect(batch.method).toBe('POST');
      expect(batch.headers).not.toHaveProperty('cookie');
    }
    await context.close();
  });

  it('writes nothing in the browser: no cookie, no storage', async () => {
    const { context, page, events } = await visitor();
    await page.goto(`${proxy.url}/en`);
    await hydrated(page);
    await expect.poll(() => events().length).toBe(1);
    const stored = await page.evaluate(() => localStorage.length + sessionStorage.length);
    expect(stored).toBe(0);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  it('sends nothing from a browser signed in to the console', async () => {
    const { context, page, events, settled } = await visitor(() =>
      window.localStorage.setItem('base44_access_token', 'an-admin-token'),
    );
    await page.goto(`${proxy.url}/`);
    await hydrated(page);
    await goToPricing(page);
    await settled();
    expect(events()).toEqual([]);
    await context.close();
  });

  it('sends nothing with ?analytics-enable=false, on that page or the next', async () => {
    const { context, page, events, settled } = await visitor();
    await page.goto(`${proxy.url}/?analytics-enable=false`);
    await hydrated(page);
    await goToPricing(page);
    await settled();
    expect(events()).toEqual([]);
    await context.close();
  });
});
