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
  async function published(locale: Locale) {
    const q = encodeURIComponent(JSON.stringify({ published: true, language: locale }));
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

  it.each(LOCALES)(
    '%s: shows the published posts of its language, newest first',
    async (locale) => {
      const expected = (await published(locale)).map((post) => post.title);
      expect(expected).toHaveLength(13);
      const { page, context } = await openPage(browser, `${server.url}${pagePath(locale, 'Blog')}`);
      expect(await cardTitles(page)).toEqual(expected);
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
      await context.close();
    },
  );

  it.each(LOCALES)(
    '%s: search and category filter as the visitor types, in the URL, and server-side',
    async (locale) => {
      const posts = await published(locale);
      const copy = BLOG[locale];
      const tag = posts[0]!.tags[0]!;
      const needle = tag.slice(0, 5).toUpperCase();
      const matches = (post: Post) =>
        [post.title, post.excerpt, ...post.tags].some((text) =>
          text.toLowerCase().includes(needle.toLowerCase()),
        );
      const category = posts[0]!.category as keyof typeof copy.categories;
      const base = `${server.url}${pagePath(locale, 'Blog')}`;
      const { page, context } = await openPage(browser, base);
      // No reload and no data request: filtering happens in the page.
      let navigations = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document' || request.url().includes('.data'))
          navigations += 1;
      });

      await page.getByRole('searchbox').fill(needle);
      const searched = posts.filter(matches).map((post) => post.title);
      expect(await cardTitles(page)).toEqual(searched);
      expect(new URL(page.url()).searchParams.get('q')).toBe(needle);

      await page.getByRole('button', { name: copy.categories[category], exact: true }).click();
      const both = posts
        .filter((post) => matches(post) && post.category === category)
        .map((post) => post.title);
      expect(both.length).toBeGreaterThan(0);
      expect(await cardTitles(page)).toEqual(both);
      const url = page.url();
      expect(new URL(url).searchParams.get('category')).toBe(category);
      expect(navigations).toBe(0);

      // The shared URL renders the same filtered view on the server, before any script.
      expect(await serverTitles(url.replace(server.url, ''))).toEqual(both);

      await page.getByRole('button', { name: copy.listing.allArticles }).click();
      await page.getByRole('searchbox').fill('');
      const onlyCategory = posts.filter((post) => post.category === category);
      await page.getByRole('button', { name: copy.categories[category], exact: true }).click();
      expect(await cardTitles(page)).toEqual(onlyCategory.map((post) => post.title));
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
    await page.getByRole('button', { name: copy.clearFilters }).click();
    expect(await page.locator('main article').count()).toBe(13);
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

  it('shows the loading state while a listing loads in the browser', async () => {
    const { page, context } = await openPage(browser, `${server.url}${pagePath('en', 'About')}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/blog.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.getByRole('status').filter({ hasText: BLOG.en.listing.loading }).waitFor();
    release();
    await page.waitForURL('**/en/blog');
    await page.locator('main article').first().waitFor();
    await context.close();
  });
});
