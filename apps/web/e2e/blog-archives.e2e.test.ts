import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleBlogCopy as consoleEn } from '../app/console/blog/content/en/console-blog';
import { consoleBlogCopy as consoleFr } from '../app/console/blog/content/fr/console-blog';
import { consoleContentCopy as contentEn } from '../app/console/site-content/content/en/console-content';
import { consoleContentCopy as contentFr } from '../app/console/site-content/content/fr/console-content';
import { blog as blogEn } from '../app/content/en/blog';
import { blog as blogFr } from '../app/content/fr/blog';
import { draftPost, openConsolePage } from './support/console-browser';
import { openPage } from './support/form-helpers';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const BLOG = { fr: blogFr, en: blogEn };
const CONSOLE = { fr: consoleFr, en: consoleEn };
const CONTENT = { fr: contentFr, en: contentEn };
const postPath = (locale: Locale, slug: string) =>
  pagePath(locale, 'BlogPost', `slug=${encodeURIComponent(slug)}`);

/** Per language: the tag shared by two posts, the post signed by the author, and one unsigned. */
const POSTS = {
  en: { tag: 'Retail screens', signed: 'Sunny windows', other: 'Night energy', lonely: 'Meetings' },
  fr: {
    tag: 'Écrans & IA',
    signed: 'Vitrines au soleil',
    other: 'Énergie la nuit',
    lonely: 'Réunions',
  },
} as const;

/** Tag archives and author pages (docs/product.md §2.13, §2.14), in both languages. */
describe('blog: tag archives and authors', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });
  const admin = useAdminApi(server);
  let authorId = '';

  beforeAll(async () => {
    ({ id: authorId } = await admin.create<{ id: string }>('TeamMember', {
      name: 'Léa Rousseau',
      slug: 'lea-rousseau',
      role: { fr: 'Responsable éditoriale', en: 'Head of content' },
      description: {
        fr: 'Elle raconte comment nos clients font vivre leurs écrans.',
        en: 'She tells how our customers bring their screens to life.',
      },
      portrait: '/images/about/claire-dumont.svg',
      portrait_alt: { fr: 'Portrait de Léa Rousseau', en: 'Portrait of Léa Rousseau' },
      order: 0,
      visible: true,
    }));
    for (const locale of ['fr', 'en'] as const) {
      const { tag, signed, other, lonely } = POSTS[locale];
      const post = (title: string, extra: Record<string, unknown>) =>
        draftPost(admin, {
          title,
          slug: title.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\W+/g, '-'),
          language: locale,
          published: true,
          ...extra,
        });
      await post(signed, { tags: [tag, 'solar'], author_id: authorId });
      await post(other, { tags: ['energy', tag] });
      await post(lonely, { tags: ['meetings'] });
    }
  });

  it.each(['fr', 'en'] as const)(
    '%s: a post’s tag leads to its archive, which lists that tag’s posts only',
    async (locale) => {
      const copy = BLOG[locale];
      const { tag, signed, other, lonely } = POSTS[locale];
      const slug = signed
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/\W+/g, '-');
      const { page, context } = await openPage(browser, `${server.url}${postPath(locale, slug)}`);
      const tags = page.getByRole('list', { name: copy.post.tagsLabel });
      await tags.getByRole('link', { name: tag }).click();
      const heading = copy.archive.tagHeading.replace('{tag}', tag);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(copy.archive.tagTitle.replace('{tag}', tag));
      const cards = page.getByRole('main').getByRole('article').getByRole('heading');
      expect((await cards.allTextContents()).sort()).toEqual([signed, other].sort());
      expect(await page.getByRole('main').getByText(lonely).count()).toBe(0);
      await page.getByRole('link', { name: copy.archive.allPosts }).click();
      await page.waitForURL((url) => url.search === '');
      expect(await cards.count()).toBe(3);
      await context.close();
    },
  );

  it.each(['fr', 'en'] as const)(
    '%s: a post’s byline shows the author’s portrait and name, which leads to their page',
    async (locale) => {
      const copy = BLOG[locale];
      const { signed, other } = POSTS[locale];
      const slug = signed
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/\W+/g, '-');
      const { page, context } = await openPage(
        browser,
        `${server.url}${postPath(locale, slug)}`,
        375,
      );
      const header = page.getByRole('main').locator('header');
      const byline = header.getByText(copy.archive.byline, { exact: false });
      await byline.waitFor();
      const portrait = header.locator('img[width="48"]');
      expect(await portrait.getAttribute('src')).toBe('/images/about/claire-dumont.svg');
      // The box is fixed before the file arrives: 48 px square.
      expect(await portrait.evaluate((img) => img.getBoundingClientRect().width)).toBe(48);
      await header.getByRole('link', { name: 'Léa Rousseau' }).click();
      await page.getByRole('heading', { level: 1, name: 'Léa Rousseau' }).waitFor();
      const role = locale === 'fr' ? 'Responsable éditoriale' : 'Head of content';
      expect(await page.title()).toBe(
        copy.archive.authorTitle.replace('{name}', 'Léa Rousseau').replace('{role}', role),
      );
      await page
        .getByRole('img', {
          name: locale === 'fr' ? 'Portrait de Léa Rousseau' : 'Portrait of Léa Rousseau',
        })
        .waitFor();
      await page.getByRole('heading', { level: 2, name: copy.archive.authorPosts }).waitFor();
      const cards = page.getByRole('main').getByRole('article').getByRole('heading');
      expect(await cards.allTextContents()).toEqual([signed]);
      expect(await page.getByRole('main').getByText(other).count()).toBe(0);
      await context.close();
    },
  );

  it.each(['fr', 'en'] as const)(
    '%s: the post editor chooses the author among the team',
    async (locale) => {
      const fields = CONSOLE[locale].editor.fields;
      const { id } = await draftPost(admin, {
        title: `Draft ${locale}`,
        slug: `draft-${locale}`,
        language: locale,
      });
      const { context, page } = await openConsolePage(browser, server.url, {
        locale,
        path: `/admin/blog/${id}`,
        width: 1280,
      });
      const author = page.getByLabel(fields.author);
      await author.waitFor();
      expect(await author.inputValue()).toBe('');
      await author.selectOption({ label: 'Léa Rousseau' });
      await page.getByRole('button', { name: CONSOLE[locale].editor.actions.saveDraft }).click();
      await expect
        .poll(
          async () => (await admin.find<{ author_id?: string }>('BlogPost', { id }))[0]?.author_id,
        )
        .toBe(authorId);
      await author.selectOption({ label: fields.noAuthor });
      await page.getByRole('button', { name: CONSOLE[locale].editor.actions.saveDraft }).click();
      await expect
        .poll(
          async () => (await admin.find<{ author_id?: string }>('BlogPost', { id }))[0]?.author_id,
        )
        .toBeUndefined();
      await context.close();
    },
  );

  it.each([
    ['fr', 'lea-r'],
    ['en', 'lea-rousseau'],
  ] as const)(
    '%s: the team editor changes the author page address, refusing a bad one',
    async (locale, slug) => {
      const copy = CONTENT[locale];
      const { context, page } = await openConsolePage(browser, server.url, {
        locale,
        path: `/admin/content/team/${authorId}`,
        width: 375,
      });
      const field = page.getByLabel(copy.fields.slug);
      await field.waitFor();
      await field.fill('Léa R');
      await page.getByRole('button', { name: copy.editor.save }).click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      await field.fill(slug);
      await page.getByRole('button', { name: copy.editor.save }).click();
      await page.getByText(copy.editor.saved).first().waitFor();
      const response = await fetch(`${server.url}${pagePath(locale, 'Blog', `author=${slug}`)}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Léa Rousseau');
      await context.close();
    },
  );

  it.each(['fr', 'en'] as const)(
    '%s: a new member’s author page address follows their name until typed by hand',
    async (locale) => {
      const copy = CONTENT[locale];
      const { context, page } = await openConsolePage(browser, server.url, {
        locale,
        path: '/admin/content/team/new',
        width: 1440,
      });
      const name = page.getByLabel(copy.fields.personName);
      const slug = page.getByLabel(copy.fields.slug);
      await name.fill('Noé Dupré');
      expect(await slug.inputValue()).toBe('noe-dupre');
      await slug.fill('noe');
      await name.fill('Noé Dupré-Martin');
      expect(await slug.inputValue()).toBe('noe');
      await context.close();
    },
  );
});
