import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAnalyticsCopy as analyticsEn } from '../app/console/analytics/content/en/console-analytics';
import { consoleAnalyticsCopy as analyticsFr } from '../app/console/analytics/content/fr/console-analytics';
import { fillCopy } from '../app/console/shared/console-locale';
import { draftPost, openConsolePage } from './support/console-browser';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/**
 * A reader's visit in a real browser: the site's own tracker sends the page view; resolves once
 * `figures` (the post's, through the API) count it.
 */
async function read(
  browser: Browser,
  url: string,
  referer: string,
  figures: () => Promise<{ visitors: number }>,
) {
  // A reader of its own (the visitor id hashes the user agent); a URL or a search engine's name
  // in it would read as a robot.
  const reader = `reader-${url.length}`;
  const context = await browser.newContext({ userAgent: `${BROWSER_USER_AGENT} ${reader}` });
  const page = await context.newPage();
  await page.goto(url, { referer });
  await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  for (let tries = 0; (await figures()).visitors === 0; tries += 1) {
    if (tries === 50) throw new Error(`no page view of ${url} was counted`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await context.close();
}

describe("console: a post's audience in its editor", () => {
  const { server, browser } = useSiteInBrowser({ ANALYTICS_RATE_LIMIT: '10000' });
  const admin = useAdminApi(server);
  const ids = { fr: '', en: '' };
  const figuresOf = (id: string) => async () => {
    const response = await fetch(
      `${server.url}/api/apps/${server.appId}/analytics/stats/posts/${id}?period=7d`,
      { headers: { authorization: `Bearer ${admin.token}` } },
    );
    return (await response.json()) as { visitors: number };
  };

  beforeAll(async () => {
    const published = { published: true, published_date: new Date(Date.now() - 3_600_000) };
    ids.fr = (
      await draftPost(admin, {
        ...published,
        title: 'Affichage en vitrine',
        slug: 'affichage-en-vitrine',
        language: 'fr',
      })
    ).id;
    ids.en = (
      await draftPost(admin, {
        ...published,
        title: 'Window displays',
        slug: 'window-displays',
        language: 'en',
      })
    ).id;
    await read(
      browser,
      `${server.url}/blogpost?slug=affichage-en-vitrine&utm_source=linkedin`,
      'https://www.linkedin.com/',
      figuresOf(ids.fr),
    );
    await read(
      browser,
      `${server.url}/en/blogpost?slug=window-displays`,
      'https://www.google.com/',
      figuresOf(ids.en),
    );
  });

  it.each([
    { locale: 'fr' as const, copy: analyticsFr, width: 1440, source: 'LinkedIn' },
    { locale: 'en' as const, copy: analyticsEn, width: 375, source: 'Google' },
  ])('shows the post of $locale its readers and sources, per period', async (t) => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: t.locale,
      path: `/admin/blog/${ids[t.locale]}`,
      width: t.width,
    });
    const panel = page.getByRole('region', { name: t.copy.postFigures.title });
    await expect
      .poll(async () => normalise(await panel.textContent()))
      .toContain(fillCopy(t.copy.postFigures.visitorsOf.one, { count: '1' }).replace(/\s/g, ' '));
    const visitors = panel.getByRole('definition').first();
    expect(normalise(await visitors.textContent())).toBe('1');
    expect(await panel.getByRole('listitem').filter({ hasText: t.source }).count()).toBe(1);
    expect(normalise(await panel.textContent())).not.toContain(
      t.source === 'LinkedIn' ? 'Google' : 'LinkedIn',
    );

    const week = panel.getByRole('button', { name: t.copy.postFigures.periods['7d'] });
    expect(
      await panel
        .getByRole('button', { name: t.copy.postFigures.periods['30d'] })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await week.click();
    expect(await week.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => normalise(await visitors.textContent())).toBe('1');
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-labelledby="post-figures-heading"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      ),
    ).toEqual([]);
    await context.close();
  });

  it.each([
    { locale: 'fr' as const, copy: analyticsFr, title: 'Affichage en vitrine', width: 1440 },
    { locale: 'en' as const, copy: analyticsEn, title: 'Window displays', width: 375 },
  ])('names the post by its title among the top pages ($locale)', async (t) => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: t.locale,
      path: '/admin/analytics',
      width: t.width,
    });
    const pages = page.getByRole('region', { name: t.copy.tables.page });
    const name = fillCopy(t.copy.postPage, { title: t.title });
    await pages.getByRole('button', { name }).waitFor();
    await pages.getByRole('button', { name }).click();
    const address =
      t.locale === 'fr'
        ? '/blogpost?slug=affichage-en-vitrine'
        : '/en/blogpost?slug=window-displays';
    await page.waitForURL((url) => url.searchParams.get('filters') === `page==${address}`);
    await context.close();
  });
});
