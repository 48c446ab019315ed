import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES } from './support/site-pages';
import { useSiteInBrowser } from './support/site-session';

/** Every page after hydration, in one browser tab (so scripts also come from the cache). */
describe('every page after hydration', () => {
  const { server, browser } = useSiteInBrowser();
  let page: Page;
  const errors: string[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    const context = await browser.newContext();
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  });

  it.each(SITE_PAGES)(
    '$path hydrates and shows its own heading',
    async ({ path, locale, heading }) => {
      errors.length = 0;
      await page.goto(`${server.url}${path}`);
      await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(errors).toEqual([]);
    },
  );

  it('makes no third-party request on any page', () => {
    expect(requests.length).toBeGreaterThan(SITE_PAGES.length);
    const elsewhere = requests.filter((url) => !url.startsWith(`${server.url}/`));
    expect(elsewhere).toEqual([]);
  });

  it('has no dead links: every link leads somewhere that answers', async () => {
    const hrefs = new Set<string>();
    for (const { path } of SITE_PAGES) {
      await page.goto(`${server.url}${path}`);
      for (const href of await page.$$eval('a', (links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href, path).toBeTruthy();
        expect(href, path).not.toBe('#');
        if (href?.startsWith('/')) hrefs.add(href);
      }
    }
    for (const href of hrefs) {
      const status = (await fetch(`${server.url}${href}`)).status;
      expect(status, href).toBe(200);
    }
  });
});
