import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's findings on the page (WCAG 2.2 AA) as short lines, so a failure says what and where;
 * the elements matched by `exclude` are left out.
 */
export async function axeFindings(page: Page, { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** How far the page is wider than the window (px): 0 when nothing scrolls sideways. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
