import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blog as blogEn } from '../app/content/en/blog';
import { blog as blogFr } from '../app/content/fr/blog';
import { openPage } from './support/form-helpers';
import { htmlText } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const BLOG = { fr: blogFr, en: blogEn };
const LOCALES: Locale[] = ['fr', 'en'];

interface Post {
  id: string;
  title: string;
  excerpt: string;
  tags: string[];
  category: string;
  slug: string;
}

/** Blog listing (docs/product.md §2.13), in both languages, on the real server and its seeds. */
describe('blog listing', () => {
  const { server, browser } = useSiteInBrowser();
  const admin = useAdminApi(server);

  /** What a visitor may read, straight from the API: published, one language, newest first. */
  async function published(locale: Locale, extra: Record<string, unknown> = {}) {
    const filter = { published: true, language: locale, ...extra };
    const q = encodeURIComponent(JSON.stringify(filter));
    const url = `${server.url}/api/apps/${server.appId}/entities/BlogPost?q=${q}&sort=-created_date`;
    return (await (await fetch(url)).json()) as Post[];
  }
  const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();
  const serverTitles = async (path: string) =>
    [
      ...(await (await fetch(`${server.url}${path}`)).text()).matchAll(
        /<article[\s\S]*?<h2[^>]*>([\s\S]*?)<\/h2>/g,
      ),
    ].map((match) => htmlText(match[1] ?? ''));
  /** Waits until the cards are `titles` (results arrive after the typing pause). */
  const expectCards = async (page: Page, titles: string[]) =>
    expect.poll(() => cardTitles(page), { timeout: 5000 }).toEqual(titles);

  it.each(LOCALES)(
    '%s: shows the newest published posts of its language, twelve a page, with pages to follow',
    async (locale) => {
      const expected = (await published(locale)).map((post) => post.title);
      expect(expected).toHaveLength(13);
      const base = `${server.url}${pagePath(locale, 'Blog')}`;
      const { page, context } = await openPage(browser, base);
      expect(await cardTitles(page)).toEqual(expected.slice(0, 12));
      const first = page.locator('main article').first();
      expect(await first.locator('img').getAttribute('width')).toBe('1200');
      expect(await first.locator('a').getAttribute('href')).toMatch(/blogpost\?slug=/);
      expect(await first.locator('li').count()).toBeLessThanOrEqual(3);
      expect(await page.getByRole('searchbox').getAttribute('placeholder')).toBe(
        BLOG[locale].listing.searchPlaceholder,
      );
      const feed = await page.locator('link[type="application/rss+xml"]').getAttribute('href');
      expect(feed).toBe(`${server.url}${pagePath(locale, 'Blog')}/rss.xml`);
      expect((await fetch(feed ?? '')).status).toBe(200);

      const pager = page.getByRole('navigation', { name: BLOG[locale].listing.pagination.label });
      await pager.getByRole('link', { name: BLOG[locale].listing.pagination.next }).click();
      await expectCards(page, expected.slice(12));
      expect(new URL(page.url()).search).toBe('?page=2');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${base}?page=2`,
      );
      expect(await pager.locator('[aria-current="page"]').textContent()).toBe('2');
      await context.close();

      // Page 2 is rendered by the server too; past the end, and page 0, do not exist.
      expect(await serverTitles(`${pagePath(locale, 'Blog')}?page=2`)).toEqual(expected.slice(12));
      for (const missing of ['?page=3', '?page=0', '?page=two']) {
        const response = await fetch(`${base}${missing}`);
        expect(response.status).toBe(404);
        expect(htmlText(await response.text())).toContain(BLOG[locale].listing.pageMissingTitle);
      }
    },
  );

  it.each(LOCALES)(
    '%s: searches on the server as the visitor types, accents ignored, focus kept, in the URL',
    async (locale) => {
      const posts = await published(locale);
      const copy = BLOG[locale];
      // A word of the newest post's title, typed without accents and in capitals.
      const word = posts[0]!.title.split(/[^\p{L}]+/u).find((part) => part.length >= 5)!;
      const typed = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      const searched = (await published(locale, { $search: typed })).map((post) => post.title);
      expect(searched).toContain(posts[0]!.title);
      const category = posts[0]!.category as keyof typeof copy.categories;
      const both = (await published(locale, { $search: typed, category })).map((p) => p.title);
      expect(both.length).toBeGreaterThan(0);

      const base = `${server.url}${pagePath(locale, 'Blog')}`;
      const { page, context } = await openPage(browser, base);
      let documents = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents += 1;
      });
      const box = page.getByRole('searchbox');
      await box.pressSequentially(typed, { delay: 20 });
      await expectCards(page, searched.slice(0, 12));
      expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
      expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await box.inputValue()).toBe(typed);
      // The count is announced politely, in a status region the server drew.
      const count = page.locator('[data-blog-count]');
      expect(await count.getAttribute('role')).toBe('status');
      const { one, other } = copy.listing.resultCount;
      const announced = (searched.length === 1 ? one : other).replace(
        '{n}',
        String(searched.length),
      );
      expect(await count.textContent()).toBe(announced);

      // Typing loaded no page; a category is a link, a page load that keeps the search.
      expect(documents).toBe(0);
      const categories = page.getByRole('navigation', { name: copy.listing.categoriesLabel });
      await categories.getByRole('link', { name: copy.categories[category], exact: true }).click();
      await page.waitForURL(/category=/);
      await expectCards(page, both.slice(0, 12));
      const url = page.url();
      expect(new URL(url).searchParams.get('category')).toBe(category);
      expect(new URL(url).searchParams.get('q')).toBe(typed);
      expect(
        await categories
          .getByRole('link', { name: copy.categories[category], exact: true })
          .getAttribute('aria-current'),
      ).toBe('true');

      // The shared URL renders the same view on the server, before any script.
      expect(await serverTitles(url.replace(server.url, ''))).toEqual(both.slice(0, 12));
      // Search results name the listing they search as their canonical page.
      const html = await (await fetch(url)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical?.replaceAll('&amp;', '&')).toBe(`${base}?category=${category}`);

      await categories.getByRole('link', { name: copy.listing.allArticles }).click();
      await page.waitForURL((address) => !address.search.includes('category='));
      await box.fill('');
      await expectCards(
        page,
        posts.slice(0, 12).map((post) => post.title),
      );
      await context.close();
    },
  );

  it.each(LOCALES)('%s: shows the empty state, and Clear Filters resets both', async (locale) => {
    const copy = BLOG[locale].listing;
    const path = `${pagePath(locale, 'Blog')}?q=zzzz-nothing&category=tutorials`;
    const html = htmlText(await (await fetch(`${server.url}${path}`)).text());
    expect(html).toContain(copy.emptyTitle);
    expect(html).toContain(copy.emptyFiltered);
    const { page, context } = await openPage(browser, `${server.url}${path}`);
    expect(await page.locator('main article').count()).toBe(0);
    await page.getByRole('link', { name: copy.clearFilters }).click();
    await expect.poll(() => page.locator('main article').count()).toBe(12);
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('shows a post published through the API at once, and drops it when unpublished', async () => {
    const path = pagePath('en', 'Blog');
    await serverTitles(path); // fills the page cache
    const post = await admin.create('BlogPost', {
      title: 'Fresh off the press',
      excerpt: 'Published a second ago.',
      slug: 'fresh-off-the-press',
      content: 'Hello.',
      category: 'business-tips',
      tags: ['news'],
      read_time: 1,
      published: true,
      language: 'en',
    });
    expect((await serverTitles(path))[0]).toBe('Fresh off the press');
    expect(await serverTitles(pagePath('fr', 'Blog'))).not.toContain('Fresh off the press');
    await admin.update('BlogPost', post.id, { published: false });
    expect(await serverTitles(path)).not.toContain('Fresh off the press');
  });

  it('searches, filters and pages without JavaScript', async () => {
    const copy = BLOG.en;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${pagePath('en', 'Blog')}`);
    const posts = await published('en');
    const word = posts[0]!.title.split(/[^\p{L}]+/u).find((part) => part.length >= 5)!;
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/q=/);
    const searched = (await published('en', { $search: word })).map((post) => post.title);
    expect(await cardTitles(page)).toEqual(searched.slice(0, 12));
    const categories = page.getByRole('navigation', { name: copy.listing.categoriesLabel });
    await categories.getByRole('link', { name: copy.listing.allArticles }).click();
    await page.waitForURL(new RegExp(`q=${word}`));
    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').press('Enter');
    const pager = page.getByRole('navigation', { name: copy.listing.pagination.label });
    await pager.getByRole('link', { name: copy.listing.pagination.next }).click();
    await page.waitForURL(/page=2/);
    expect(await cardTitles(page)).toEqual(posts.slice(12).map((post) => post.title));
    await context.close();
  });

  it('shows only the newest search when an older answer arrives late', async () => {
    const base = `${server.url}${pagePath('en', 'Blog')}`;
    const { page, context } = await openPage(browser, base);
    const posts = await published('en');
    const word = posts[0]!.title.split(/[^\p{L}]+/u).find((part) => part.length >= 5)!;
    const searched = (await published('en', { $search: word })).map((post) => post.title);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first search (`q=zzzz-nothing`, no result) is held; the second answers at once.
    await page.route('**/en/blog?q=zzzz-nothing', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const box = page.getByRole('searchbox');
    const results = page.locator('[data-blog-results]');
    const sent = page.waitForRequest('**/en/blog?q=zzzz-nothing');
    await box.fill('zzzz-nothing');
    await sent;
    expect(await results.getAttribute('aria-busy')).toBe('true');
    // The newer search aborts the held one: one fetch in flight.
    const dropped = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('q=zzzz-nothing'),
    );
    await box.fill(word);
    await dropped;
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
    await expectCards(page, searched.slice(0, 12));
    release();
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    expect(await cardTitles(page)).toEqual(searched.slice(0, 12));
    expect(await box.inputValue()).toBe(word);
    await context.close();
  });

  it('sends the form as a page load when the search cannot be fetched', async () => {
    const path = pagePath('en', 'Blog');
    const { page, context } = await openPage(browser, `${server.url}${path}`);
    // The island's fetch answers 500; the page load the form falls back to goes through.
    await page.route('**/en/blog?q=*', (route) =>
      route.request().resourceType() === 'document'
        ? route.continue()
        : route.fulfill({ status: 500, contentType: 'text/html', body: '<p>down</p>' }),
    );
    const posts = await published('en');
    const word = posts[0]!.title.split(/[^\p{L}]+/u).find((part) => part.length >= 5)!;
    const navigated = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().includes('q='),
    );
    await page.getByRole('searchbox').fill(word);
    await navigated;
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    const searched = (await published('en', { $search: word })).map((post) => post.title);
    expect(await cardTitles(page)).toEqual(searched.slice(0, 12));
    expect(await page.getByRole('searchbox').inputValue()).toBe(word);
    await context.close();
  });
});
