import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEED_FAQ_ITEMS } from '@vitrine/contract/site-content/pricing-seed';
import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT, COPY } from './support/site-pages';
import { useSiteInBrowser } from './support/site-session';

describe('site interactions in a real browser', () => {
  const { server, browser } = useSiteInBrowser();

  async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}) {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT, ...options });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await hydrated(page);
    return { context, page };
  }
  const hydrated = (page: Page) =>
    page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  const langCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === 'lang');

  it('switches language on the same page, keeps the query and remembers the choice', async () => {
    const { context, page } = await open('/tarifs?plan=pro');
    const toEnglish = page.getByRole('link', { name: COPY.fr.common.languageSwitch.label });
    expect(await toEnglish.textContent()).toBe(COPY.fr.common.languageSwitch.buttonText);
    expect(await toEnglish.getAttribute('hreflang')).toBe('en');
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    await toEnglish.click();
    await page.waitForURL(`${server.url}/en/pricing?plan=pro`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      COPY.en.pricing.hero.title,
    );
    const cookie = await langCookie(context);
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    // Next visit: the French address leads to the English page.
    await page.goto(`${server.url}/fonctionnalites`);
    expect(page.url()).toBe(`${server.url}/en/features`);
    await hydrated(page);

    const toFrench = page.getByRole('link', { name: COPY.en.common.languageSwitch.label });
    expect(await toFrench.textContent()).toBe('FR');
    await toFrench.click();
    await page.waitForURL(`${server.url}/fonctionnalites`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr');
    expect((await langCookie(context))?.value).toBe('fr');
    await page.goto(`${server.url}/tarifs`);
    expect(page.url()).toBe(`${server.url}/tarifs`);
    await context.close();
  });

  it('turns the header opaque after scrolling more than 10 px, with a progress bar', async () => {
    const { context, page } = await open('/en');
    const header = page.getByRole('banner');
    const background = () =>
      header.evaluate((element) => getComputedStyle(element).backgroundColor);
    const progress = page.getByRole('progressbar', { name: COPY.en.common.scrollProgress });
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await page.mouse.wheel(0, 600);
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('opens the mobile menu, closes it with Escape and on every navigation', async () => {
    const { context, page } = await open('/', { viewport: { width: 375, height: 740 } });
    const { header } = COPY.fr.common;
    const menuButton = page.getByRole('button', { name: header.openMenu });
    const pricingLink = page
      .getByRole('navigation', { name: header.navLabel })
      .getByRole('link', { name: 'Tarifs' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await pricingLink.isVisible()).toBe(false);

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: header.closeMenu });
    expect(await closeButton.getAttribute('aria-expanded')).toBe('true');
    const controls = await closeButton.getAttribute('aria-controls');
    expect(await page.locator(`#${controls}`).isVisible()).toBe(true);
    expect(await pricingLink.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await pricingLink.isVisible()).toBe(false);
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await menuButton.click();
    await pricingLink.click();
    await page.waitForURL(`${server.url}/tarifs`);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await pricingLink.isVisible()).toBe(false);
    await context.close();
  });

  it('opens and closes each pricing question on its own', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { context, page } = await open(locale === 'fr' ? '/tarifs' : '/en/pricing');
      const [first, second] = SEED_FAQ_ITEMS.map((item) => ({
        question: item.question[locale],
        answer: item.answer[locale],
      }));
      const item = (question: string) => page.getByRole('group').filter({ hasText: question });
      const isOpen = (question: string) =>
        item(question).evaluate((element) => (element as HTMLDetailsElement).open);
      const answer = (text: string) => page.getByText(text);
      expect(await isOpen(first!.question)).toBe(false);
      expect(await answer(first!.answer).isVisible()).toBe(false);
      await page.getByText(first!.question).click();
      expect(await isOpen(first!.question)).toBe(true);
      expect(await answer(first!.answer).isVisible()).toBe(true);
      await page.getByText(second!.question).click();
      expect(await isOpen(first!.question)).toBe(true);
      expect(await isOpen(second!.question)).toBe(true);
      await page.getByText(first!.question).click();
      expect(await isOpen(first!.question)).toBe(false);
      expect(await isOpen(second!.question)).toBe(true);
      await context.close();
    }
  });

  it('marks the current feature pill, in both languages, and follows the pills', async () => {
    const addresses = {
      fr: { playlists: '/featureplaylists', agenda: '/featureagenda' },
      en: { playlists: '/en/features/playlists', agenda: '/en/features/agenda' },
    };
    for (const locale of ['fr', 'en'] as const) {
      const { context, page } = await open(addresses[locale].playlists);
      const { featureNav } = COPY[locale].common;
      const pills = page.getByRole('navigation', { name: featureNav.label }).getByRole('link');
      const current = () =>
        pills.evaluateAll((links) =>
          links
            .filter((link) => link.getAttribute('aria-current') === 'page')
            .map((link) => link.textContent),
        );
      const label = (id: string) => featureNav.pills.find((pill) => pill.id === id)?.label;
      expect(await current()).toEqual([label('FeaturePlaylists')]);
      await pills.filter({ hasText: label('FeatureAgenda') }).click();
      await page.waitForURL(`${server.url}${addresses[locale].agenda}`);
      await expect.poll(current).toEqual([label('FeatureAgenda')]);
      await context.close();
    }
  });

  it('offers a skip link to the main content as the first stop', async () => {
    const { context, page } = await open('/en/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: COPY.en.common.skipToContent });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('stops animations and transitions for visitors who prefer reduced motion', async () => {
    const { context, page } = await open('/', { reducedMotion: 'reduce' });
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((element) => getComputedStyle(element))
        .flatMap((style) => [style.animationDuration, style.transitionDuration])
        .flatMap((value) => value.split(',').map((part) => parseFloat(part)))
        .filter((seconds) => seconds > 0.001),
    );
    expect(durations).toEqual([]);
    await context.close();
  });

  it('has a newsletter box with an email field and an unticked consent box', async () => {
    const { context, page } = await open('/en/contact');
    const { newsletter } = COPY.en.common.footer;
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: newsletter.emailLabel });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await footer.getByRole('checkbox', { name: newsletter.consent }).isChecked()).toBe(
      false,
    );
    expect(await footer.getByRole('button', { name: newsletter.subscribe }).isVisible()).toBe(true);
    await context.close();
  });

  it('moves a French page served from a shared cache to English for a visitor who chose English', async () => {
    // A CDN in front keeps one French page for everyone: fetched here without the cookie.
    const cached = await (await fetch(`${server.url}/tarifs`)).text();
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    await context.addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    const page = await context.newPage();
    await page.route(`${server.url}/tarifs`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: cached }),
    );
    await page.goto(`${server.url}/tarifs`);
    await page.waitForURL(`${server.url}/en/pricing`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('prefetches a site link the pointer rests on where Speculation Rules are not read', async () => {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    await context.addInitScript(() => {
      Object.defineProperty(HTMLScriptElement, 'supports', { value: () => false });
    });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/en`);
    expect(response?.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: COPY.en.common.header.navLabel });
    await nav.getByRole('link', { name: 'Pricing' }).hover();
    await expect
      .poll(() =>
        page
          .locator('link[rel="prefetch"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)),
      )
      .toEqual([`${server.url}/en/pricing`]);
    await nav.getByRole('link', { name: 'Pricing' }).hover();
    await page
      .getByRole('banner')
      .getByRole('link', { name: COPY.en.common.header.homeLinkLabel })
      .hover();
    await page.getByRole('link', { name: COPY.en.common.languageSwitch.label }).hover();
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(1);
    await context.close();
  });

  it('keeps the site usable with JavaScript turned off', async () => {
    const context = await browser.newContext({
      userAgent: BROWSER_USER_AGENT,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/en`);
    const { header } = COPY.en.common;
    // On a phone the menu button leads to the footer's links.
    expect(await page.getByRole('button', { name: header.openMenu }).isVisible()).toBe(false);
    await page.getByRole('link', { name: header.openMenu }).click();
    await page.waitForURL(`${server.url}/en#site-footer`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).first().click();
    await page.waitForURL(`${server.url}/en/pricing`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      COPY.en.pricing.hero.title,
    );
    await context.close();
  });
});
