import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT, COPY } from './support/site-pages';
import { useSiteInBrowser } from './support/site-session';

/** The addresses each language's header and footer lead to (docs/product.md §2.1), by copy id. */
const ADDRESSES = {
  fr: {
    home: '/',
    features: '/fonctionnalites',
    pricing: '/tarifs',
    blog: '/blog',
    about: '/about',
    contact: '/contact',
    demo: '/demo',
    waitlist: '/waitlist',
    'legal-notice': '/legalnotice',
    privacy: '/privacy',
    terms: '/terms',
    cookies: '/cookies',
  },
  en: {
    home: '/en',
    features: '/en/features',
    pricing: '/en/pricing',
    blog: '/en/blog',
    about: '/en/about',
    contact: '/en/contact',
    demo: '/en/demo',
    waitlist: '/en/waitlist',
    'legal-notice': '/en/legal-notice',
    privacy: '/en/privacy',
    terms: '/en/terms',
    cookies: '/en/cookies',
  },
} as const;

type LinkId = keyof (typeof ADDRESSES)['en'];
const isLinkId = (id: string): id is LinkId => id in ADDRESSES.en;

describe('English pages at English addresses, in a real browser', () => {
  const { server, browser } = useSiteInBrowser();

  async function open(path: string) {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    return { context, page };
  }
  const hrefOf = async (page: Page, region: 'banner' | 'contentinfo', name: string) => {
    const scope =
      region === 'banner'
        ? page.getByRole('banner').getByRole('navigation')
        : page.getByRole('contentinfo');
    return scope.getByRole('link', { name, exact: true }).first().getAttribute('href');
  };

  it('switches from /tarifs to /en/pricing and back', async () => {
    const { context, page } = await open('/tarifs');
    await page.getByRole('link', { name: COPY.fr.common.languageSwitch.label }).click();
    await page.waitForURL(`${server.url}/en/pricing`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      COPY.en.pricing.hero.title,
    );
    await page.getByRole('link', { name: COPY.en.common.languageSwitch.label }).click();
    await page.waitForURL(`${server.url}/tarifs`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      COPY.fr.pricing.hero.title,
    );
    await context.close();
  });

  it('moves a feature page between /featureai and /en/features/ai', async () => {
    const { context, page } = await open('/en/features/ai');
    const toFrench = page.getByRole('link', { name: COPY.en.common.languageSwitch.label });
    expect(await toFrench.getAttribute('href')).toBe('/featureai');
    await toFrench.click();
    await page.waitForURL(`${server.url}/featureai`);
    const toEnglish = page.getByRole('link', { name: COPY.fr.common.languageSwitch.label });
    expect(await toEnglish.getAttribute('href')).toBe('/en/features/ai');
    await context.close();
  });

  it.each(['fr', 'en'] as const)(
    'links the header and footer of a %s page to that language’s addresses',
    async (locale) => {
      const { context, page } = await open(locale === 'fr' ? '/tarifs' : '/en/pricing');
      const { header, footer } = COPY[locale].common;
      for (const { id, label } of header.nav.filter((item) => isLinkId(item.id))) {
        expect(await hrefOf(page, 'banner', label), label).toBe(ADDRESSES[locale][id as LinkId]);
      }
      const columns = [footer.quickLinks, footer.product, footer.support, footer.legal];
      const footerLinks = columns.flatMap((column) => column.links).filter((l) => isLinkId(l.id));
      expect(footerLinks.length).toBeGreaterThan(10);
      for (const { id, label } of footerLinks) {
        expect(await hrefOf(page, 'contentinfo', label), label).toBe(
          ADDRESSES[locale][id as LinkId],
        );
      }
      await context.close();
    },
  );

  it('follows the English header links, and moves an old address to its new one', async () => {
    const { context, page } = await open('/en/pricing');
    const nav = page.getByRole('banner').getByRole('navigation');
    await nav.getByRole('link', { name: 'Features', exact: true }).click();
    await page.waitForURL(`${server.url}/en/features`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      COPY.en.features.hero.title,
    );
    const direct = await page.goto(`${server.url}/en/features`);
    expect(direct?.status()).toBe(200);
    expect(direct?.request().redirectedFrom()).toBeNull();
    const moved = await page.goto(`${server.url}/en/tarifs?plan=pro`);
    expect(page.url()).toBe(`${server.url}/en/pricing?plan=pro`);
    expect(moved?.request().redirectedFrom()?.url()).toBe(`${server.url}/en/tarifs?plan=pro`);
    await context.close();
  });
});
