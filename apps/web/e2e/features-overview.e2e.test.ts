import { LOCALES } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { describe, expect, it } from 'vitest';
import { useSiteInBrowser } from './support/site-session';

/**
 * The feature cards overlap the dark hero (a negative margin): each card, its icon included, must
 * paint above it, at phone and desktop widths, in both languages.
 */
describe('the features overview cards over the hero', () => {
  const { server, browser } = useSiteInBrowser();

  it.each(LOCALES.flatMap((locale) => [375, 1440].map((width) => ({ locale, width }))))(
    'shows every card whole ($locale, $width px)',
    async ({ locale, width }) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.url}${pagePath(locale, 'Fonctionnalites')}`);
      const cards = page.getByRole('main').getByRole('listitem').getByRole('article');
      expect(await cards.count()).toBe(5);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        // The element drawn on top at the card's top edge, where the icon tile sits.
        const topmostIsInCard = await card.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + 40, box.top + 12);
          return hit !== null && element.contains(hit);
        });
        expect(topmostIsInCard, (await card.getByRole('heading').textContent()) ?? '').toBe(true);
      }
      await page.close();
    },
  );
});
