import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COPY, SITE_PAGES } from './support/site-pages';
import { useSiteInBrowser } from './support/site-session';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** axe's findings as short readable lines, so a failure says what and where. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

describe('accessibility (axe, WCAG 2.2 AA) of every page in both languages', () => {
  const { server, browser } = useSiteInBrowser();

  // Reduced motion shows every element in its final, static state: axe then measures the colours
  // people read, not a frame in the middle of a fade-in or of the looping dashboard animation.
  async function scan(path: string, viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    return { context, page };
  }

  it.each(SITE_PAGES)('$path has no violations', async ({ path }) => {
    const { context, page } = await scan(path);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('has no violations on the 404 fallback and with the mobile menu open', async () => {
    const missing = await scan('/en/nowhere');
    expect(await violations(missing.page)).toEqual([]);
    await missing.context.close();

    const mobile = await scan('/', { width: 375, height: 740 });
    await mobile.page.getByRole('button', { name: COPY.fr.common.header.openMenu }).click();
    expect(await violations(mobile.page)).toEqual([]);
    await mobile.context.close();
  });
});
