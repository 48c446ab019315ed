import AxeBuilder from '@axe-core/playwright';
import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blog as blogEn } from '../app/content/en/blog';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleBlogCopy as blogConsoleEn } from '../app/console/blog/content/en/console-blog';
import { blog as blogFr } from '../app/content/fr/blog';
import { consoleCopy as consoleFr } from '../app/console/shared/content/fr/console';
import { consoleBlogCopy as blogConsoleFr } from '../app/console/blog/content/fr/console-blog';
import { draftPost, openConsolePage } from './support/console-browser';
import { htmlText } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const COPY = {
  fr: { console: consoleFr, blog: blogConsoleFr, site: blogFr },
  en: { console: consoleEn, blog: blogConsoleEn, site: blogEn },
};
const en = COPY.en.blog.editor;
const EDIT_URL = /\/admin\/blog\/(?!new)[\w-]+$/;
/** A publication date still ahead: the post is scheduled. */
const SCHEDULED = '2036-03-01T09:30:00.000Z';

/** A valid 1×1 PNG, built here (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng() {
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) {
      crc ^= byte;
      for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 79, 70, 229, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('console: blog posts', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });
  const admin = useAdminApi(server);

  const post = (data: Record<string, unknown>) => draftPost(admin, data);

  /** A signed-in console page in `locale` (the `lang` cookie), at `path`. */
  const openConsole = (locale: Locale, path: string, width = 1280) =>
    openConsolePage(browser, server.url, { locale, path, width });

  const publicText = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: htmlText(await response.text()) };
  };

  /** Fills what every post needs, in the English editor. */
  async function fillPost(page: Page, title: string) {
    await page.getByLabel(en.fields.title, { exact: true }).fill(title);
    await page.getByLabel(en.fields.excerpt).fill(`What ${title} is about.`);
    await page.getByLabel(en.fields.category).selectOption('tutorials');
    await page.getByLabel(en.fields.content).fill('## A heading\n\nSome text.');
    await page.getByRole('button', { name: /^Use \d+ min$/ }).click();
  }

  it('fr: shows the empty list in French, then every post of both languages', async () => {
    const { context, page } = await openConsole('fr', '/admin/blog');
    const { list } = COPY.fr.blog;
    await page.getByRole('heading', { level: 1, name: list.title }).waitFor();
    await page.getByRole('heading', { name: list.emptyTitle }).waitFor();
    expect(await page.title()).toBe(`${list.title} · ${consoleFr.title}`);

    await post({ title: 'Écrans en vitrine', slug: 'ecrans-en-vitrine', language: 'fr' });
    await post({ title: 'Screens (and more)', slug: 'screens-and-more', published: true });
    await page.reload();
    const table = page.getByRole('table', { name: list.caption });
    await table.waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(3);
    // Newest first, with the status, language and the site's category label.
    expect(await rows.nth(1).textContent()).toContain('Screens (and more)');
    expect(await rows.nth(1).textContent()).toContain(COPY.fr.blog.status.published);
    expect(await rows.nth(2).textContent()).toContain(COPY.fr.blog.status.draft);
    expect(await rows.nth(2).textContent()).toContain(blogFr.categories.tutorials);

    // Filters: language, then a search whose parentheses are taken literally.
    await page.getByLabel(list.languageFilter).selectOption('fr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('Écrans en vitrine');
    expect(page.url()).toContain('language=fr');
    await page.getByLabel(list.languageFilter).selectOption('');
    await page.getByLabel(list.searchLabel).fill('(and more)');
    await page.getByRole('button', { name: consoleFr.actions.search }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('Screens (and more)');
    await page.getByLabel(list.searchLabel).fill('nothing like this');
    await page.getByRole('button', { name: consoleFr.actions.search }).click();
    await page.getByRole('heading', { name: list.noMatchTitle }).waitFor();
    await page.getByRole('button', { name: list.clearFilters }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await context.close();
  });

  it('en: writes, uploads, saves as draft, publishes and unpublishes a post', async () => {
    const { context, page } = await openConsole('en', '/admin/blog');
    await page.getByRole('heading', { level: 1, name: COPY.en.blog.list.title }).waitFor();
    await page.getByRole('link', { name: COPY.en.blog.list.newPost }).first().click();
    await page.getByRole('heading', { level: 1, name: en.newTitle }).waitFor();

    // The slug follows the title: lower case, no accents, single hyphens.
    await page.getByLabel(en.fields.title, { exact: true }).fill('Café Screens: A Retail Guide!');
    expect(await page.getByLabel(en.fields.slug).inputValue()).toBe('cafe-screens-a-retail-guide');
    await page.getByLabel(en.fields.excerpt).fill('How shops use their screens.');
    await page.getByLabel(en.fields.category).selectOption('case-studies');
    await page.getByLabel(en.fields.tags).fill('retail, screens, retail');
    await page
      .getByLabel(en.fields.content)
      .fill('## Why it works\n\nSee [this link](javascript:alert(1)) and **more**.');
    const preview = page.getByRole('region', { name: en.preview.title });
    await preview.getByRole('heading', { name: 'Why it works' }).waitFor();
    expect(await preview.locator('.article-body').count()).toBe(1);
    expect(await preview.getByRole('link', { name: 'this link' }).getAttribute('href')).toBe('');
    await page.getByRole('button', { name: /^Use \d+ min$/ }).click();
    expect(await page.getByLabel(en.fields.readTime).inputValue()).toBe('1');

    // A real PNG goes up and is served back as an image.
    await page
      .getByLabel(en.image.upload)
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: tinyPng() });
    const image = page.getByRole('img', { name: en.image.preview });
    await image.waitFor();
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
    const served = await fetch(`${server.url}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');

    // Saved as a draft: the editor's own address, and nothing on the public site.
    await page.getByRole('button', { name: en.actions.saveDraft }).click();
    await page.waitForURL(EDIT_URL);
    await page.getByText(en.toasts.created).waitFor();
    const [stored] = await admin.find<{
      tags: string[];
      read_time: number;
      featured_image: string;
    }>('BlogPost', { slug: 'cafe-screens-a-retail-guide' });
    expect(stored).toMatchObject({
      tags: ['retail', 'screens'],
      read_time: 1,
      featured_image: src,
    });
    const postUrl = pagePath('en', 'BlogPost', 'slug=cafe-screens-a-retail-guide');
    expect((await publicText('/en/blog')).text).not.toContain('Café Screens');
    expect((await publicText(postUrl)).status).toBe(404);

    // Published: on the listing and its page at once, and a link to it.
    await page.getByRole('button', { name: en.actions.publish, exact: true }).click();
    await page.getByText(en.toasts.published, { exact: true }).waitFor();
    expect((await publicText('/en/blog')).text).toContain('Café Screens: A Retail Guide!');
    const live = await publicText(postUrl);
    expect(live.status).toBe(200);
    expect(live.text).toContain('Why it works');
    const view = page.getByRole('link', { name: new RegExp(en.actions.viewOnSite) });
    expect(await view.getAttribute('href')).toBe(postUrl);
    // A reload shows the post as stored now, not as it was created.
    await page.reload();
    await page.getByRole('button', { name: en.actions.unpublish }).waitFor();
    expect(await page.getByLabel(en.fields.slug).inputValue()).toBe('cafe-screens-a-retail-guide');

    // Unpublished: gone from both.
    await page.getByRole('button', { name: en.actions.unpublish }).click();
    await page.getByText(en.toasts.unpublished, { exact: true }).waitFor();
    expect((await publicText('/en/blog')).text).not.toContain('Café Screens');
    expect((await publicText(postUrl)).status).toBe(404);
    await context.close();
  });

  it('en: refuses a slug already used in the language, with the error on the field', async () => {
    await post({ title: 'Taken', slug: 'taken-slug' });
    const { context, page } = await openConsole('en', '/admin/blog/new');
    await fillPost(page, 'Taken slug');
    await page.getByRole('button', { name: en.actions.saveDraft }).click();
    const slug = page.getByLabel(en.fields.slug);
    await page.getByText(en.errors.slugTaken.en).waitFor();
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    expect(await slug.getAttribute('aria-describedby')).toContain('post-slug-error');
    expect(await slug.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/\/admin\/blog\/new$/);

    // The same slug in the other language is fine.
    await page.getByLabel(en.fields.language).selectOption('fr');
    await page.getByRole('button', { name: en.actions.saveDraft }).click();
    await page.waitForURL(EDIT_URL);
    await context.close();
  });

  it('en: says what is missing and focuses the first field in error', async () => {
    const { context, page } = await openConsole('en', '/admin/blog/new');
    await page.getByRole('button', { name: en.actions.publish, exact: true }).click();
    const title = page.getByLabel(en.fields.title, { exact: true });
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText(en.errors.required).count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('en: shows the server’s reason when an upload is refused', async () => {
    const { context, page } = await openConsole('en', '/admin/blog/new');
    await page.getByLabel(en.image.upload).setInputFiles({
      name: 'not-really.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, not an image'),
    });
    const alert = page.getByRole('alert').filter({ hasText: en.image.failed.split(':')[0]! });
    await alert.waitFor();
    expect(await page.getByRole('img', { name: en.image.preview }).count()).toBe(0);
    await context.close();
  });

  it('en: asks before leaving unsaved changes, and deletes after confirmation', async () => {
    const { id } = await post({ title: 'Doomed post', slug: 'doomed-post' });
    const { context, page } = await openConsole('en', `/admin/blog/${id}`);
    await page.getByRole('heading', { level: 1, name: en.editTitle }).waitFor();

    await page.getByLabel(en.fields.title, { exact: true }).fill('Doomed post, edited');
    await page.getByRole('link', { name: en.backToList }).click();
    const leave = page.getByRole('dialog', { name: en.leaveDialog.title });
    await leave.waitFor();
    await leave.getByRole('button', { name: en.leaveDialog.stay }).click();
    expect(page.url()).toContain(`/admin/blog/${id}`);
    await page.getByLabel(en.fields.title, { exact: true }).fill('Doomed post');

    await page.getByRole('button', { name: en.actions.delete }).click();
    const dialog = page.getByRole('dialog', { name: en.deleteDialog.title });
    await dialog.getByRole('button', { name: en.deleteDialog.confirm }).click();
    await page.waitForURL(/\/admin\/blog$/);
    await page.getByText(en.toasts.deleted).waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('link', { name: 'Doomed post' }).count()).toBe(0);
    expect(await admin.find('BlogPost', { id })).toEqual([]);
    await context.close();
  });

  it('en: schedules, back-dates and describes a post for search engines', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const { id } = await post({
      title: 'Scheduled launch',
      slug: 'scheduled-launch',
      published: true,
      published_date: inTwoDays,
    });
    const postUrl = pagePath('en', 'BlogPost', 'slug=scheduled-launch');
    expect((await publicText(postUrl)).status).toBe(404);
    expect((await publicText('/en/blog')).text).not.toContain('Scheduled launch');

    // The list says when it goes out, instead of "Published".
    const { context, page } = await openConsole('en', '/admin/blog');
    const row = page.getByRole('row').filter({ hasText: 'Scheduled launch' });
    await row.getByText(/^Scheduled for /).waitFor();
    expect(await row.getByText(COPY.en.blog.status.published, { exact: true }).count()).toBe(0);

    // So does the editor, with the date in its field (the browser's time).
    await row.getByRole('link', { name: 'Scheduled launch' }).click();
    await page.getByRole('heading', { level: 1, name: en.editTitle }).waitFor();
    const publishing = COPY.en.blog.publishing;
    const date = page.getByLabel(publishing.date);
    expect(await date.inputValue()).toBe(
      await page.evaluate((iso) => {
        const at = new Date(iso);
        return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      }, inTwoDays),
    );
    await page.getByText(/^Scheduled for /).waitFor();
    await page.getByText(/^Visible on the site from /).waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // Search-engine texts, counted as typed.
    const seoTitle = page.getByLabel(publishing.seoTitle);
    await seoTitle.fill('Launch day: the screens are on');
    await page.getByText('Empty: the post’s title. 30 / 70 characters').waitFor();
    await page.getByLabel(publishing.seoDescription).fill('Everything about our launch.');
    await page.getByText('Empty: the excerpt. 28 / 160 characters').waitFor();
    await seoTitle.fill('x'.repeat(71));
    await page.getByRole('button', { name: en.actions.saveChanges }).click();
    await expect.poll(() => seoTitle.getAttribute('aria-invalid')).toBe('true');
    await seoTitle.fill('Launch day: the screens are on');

    // Back-dated, as an imported post: live at once, under its old date.
    await date.fill('2020-03-01T09:30');
    await page.getByRole('button', { name: en.actions.saveChanges }).click();
    await page.getByText(en.toasts.saved, { exact: true }).waitFor();
    await page.getByText(COPY.en.blog.status.published, { exact: true }).waitFor();
    const [stored] = await admin.find<{ published_date: string; seo_title: string }>('BlogPost', {
      id,
    });
    expect(stored?.published_date).toBe(
      await page.evaluate(() => new Date('2020-03-01T09:30').toISOString()),
    );
    expect(stored?.seo_title).toBe('Launch day: the screens are on');
    const live = await fetch(`${server.url}${postUrl}`);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain('<title>Launch day: the screens are on</title>');
    expect(html).toContain('content="Everything about our launch."');
    await context.close();
  });

  it('fr: creates the English version of a post, linked both ways, and opens it', async () => {
    const fr = COPY.fr.blog.publishing;
    await post({ title: 'Already here', slug: 'ecrans-et-ia' });
    const { id } = await post({
      title: 'Écrans et IA',
      slug: 'ecrans-et-ia',
      language: 'fr',
      tags: ['ia'],
      category: 'ai-technology',
      published: true,
      published_date: SCHEDULED,
      featured_image: '/uploads/cover.png',
    });
    const { context, page } = await openConsole('fr', `/admin/blog/${id}`);
    await page.getByRole('heading', { level: 1, name: COPY.fr.blog.editor.editTitle }).waitFor();
    await page.getByRole('button', { name: fr.createTranslation.en }).click();
    await page.waitForURL((url) => EDIT_URL.test(url.pathname) && !url.pathname.endsWith(id));
    await page.getByText(fr.translationCreated).waitFor();
    // It says what it copied.
    await page.getByText(fr.translationCopied.fr, { exact: false }).waitFor();
    const fields = COPY.fr.blog.editor.fields;
    // Both versions share the title: wait on the slug, which only the copy has, before reading
    // the form (the original's form may still be on screen right after the address changes).
    // The slug is taken in English: suffixed.
    await expect.poll(() => page.getByLabel(fields.slug).inputValue()).toBe('ecrans-et-ia-en');
    expect(await page.getByLabel(fields.title, { exact: true }).inputValue()).toBe('Écrans et IA');
    expect(await page.getByLabel(fields.language).inputValue()).toBe('en');
    expect(await page.getByText(COPY.fr.blog.status.draft, { exact: true }).count()).toBe(1);
    const copyId = page.url().split('/').at(-1)!;
    const [copied] = await admin.find<Record<string, unknown>>('BlogPost', { id: copyId });
    expect(copied).toMatchObject({
      language: 'en',
      published: false,
      tags: ['ia'],
      category: 'ai-technology',
      published_date: SCHEDULED,
      featured_image: '/uploads/cover.png',
      translation_id: id,
    });
    const [original] = await admin.find<{ translation_id: string }>('BlogPost', { id });
    expect(original?.translation_id).toBe(copyId);

    // Each editor links to the other version.
    await page.getByRole('link', { name: fr.openTranslation.fr }).click();
    await page.waitForURL((url) => url.pathname.endsWith(id));
    await page.getByRole('link', { name: fr.openTranslation.en }).waitFor();
    expect(await page.getByRole('button', { name: fr.createTranslation.en }).count()).toBe(0);
    await context.close();
  });

  it('en: the French version of an English post keeps its schedule and says so', async () => {
    const text = COPY.en.blog.publishing;
    const { id } = await post({
      title: 'Screens at night',
      slug: 'screens-at-night',
      tags: ['night'],
      category: 'case-studies',
      published: true,
      published_date: SCHEDULED,
    });
    const { context, page } = await openConsole('en', `/admin/blog/${id}`);
    await page.getByRole('heading', { level: 1, name: COPY.en.blog.editor.editTitle }).waitFor();
    await page.getByRole('button', { name: text.createTranslation.fr }).click();
    await page.waitForURL((url) => EDIT_URL.test(url.pathname) && !url.pathname.endsWith(id));
    await page.getByText(text.translationCopied.en, { exact: false }).waitFor();
    const copyId = page.url().split('/').at(-1)!;
    const [copied] = await admin.find<Record<string, unknown>>('BlogPost', { id: copyId });
    expect(copied).toMatchObject({
      language: 'fr',
      published: false,
      tags: ['night'],
      category: 'case-studies',
      published_date: SCHEDULED,
    });
    await context.close();
  });

  it.each([
    ['fr', '/admin/blog', 375],
    ['en', '/admin/blog/new', 1440],
  ] as const)('%s: %s has no axe violations at %i px', async (locale, path, width) => {
    const { context, page } = await openConsole(locale, path, width);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const found = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
    expect(found).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
