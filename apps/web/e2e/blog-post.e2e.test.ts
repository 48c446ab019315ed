import type { Locale } from '@vitrine/contract/locales';
import { HOSTILE_CORPUS } from '../../../packages/contract/test/hostile-corpus';
import { pagePath } from '@vitrine/contract/site-pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { blog as blogEn } from '../app/content/en/blog';
import { blog as blogFr } from '../app/content/fr/blog';
import { openPage } from './support/form-helpers';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const BLOG = { fr: blogFr, en: blogEn };
const postPath = (locale: Locale, slug: string) => pagePath(locale, 'BlogPost', `slug=${slug}`);

/** Blog post (docs/product.md §2.14) on a server with no seeded articles: tests make each post. */
describe('blog post', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });
  const admin = useAdminApi(server);

  const create = (data: Record<string, unknown>) =>
    admin.create<{ id: string; created_date: string }>('BlogPost', {
      excerpt: `About ${String(data.slug)}.`,
      content: `## Heading\n\nText of ${String(data.slug)}.\n\n- one\n- two\n\n> quote\n\n\`\`\`\ncode\n\`\`\``,
      tags: ['alpha', 'beta', 'gamma', 'delta'],
      read_time: 4,
      published: true,
      language: 'en',
      featured_image: '/images/blog/adaptive-playback.svg',
      ...data,
    });

  beforeAll(async () => {
    // Tutorials: five published (the current one and four others) and one draft.
    for (const n of [1, 2, 3, 4, 5])
      await create({ title: `Tutorial ${n}`, slug: `tutorial-${n}`, category: 'tutorials' });
    await create({
      title: 'Tutorial draft',
      slug: 'tutorial-draft',
      category: 'tutorials',
      published: false,
    });
    // Case studies: two; business tips: one alone.
    await create({ title: 'Case A', slug: 'case-a', category: 'case-studies' });
    await create({ title: 'Case B', slug: 'case-b', category: 'case-studies' });
    const lone = await create({ title: 'Lone tip', slug: 'lone-tip', category: 'business-tips' });
    await create({
      title: 'Conseil isolé',
      slug: 'conseil-isole',
      category: 'business-tips',
      language: 'fr',
      translation_id: lone.id,
    });
  });

  const relatedTitles = async (slug: string) => {
    const { page, context } = await openPage(browser, `${server.url}${postPath('en', slug)}`);
    const section = page.getByRole('region', { name: BLOG.en.post.relatedTitle });
    const titles = (await section.count()) ? await section.locator('h3').allTextContents() : [];
    await context.close();
    return titles;
  };

  it.each([
    ['en', 'tutorial-3', 'Tutorial 3', 'tutorials'],
    ['fr', 'conseil-isole', 'Conseil isolé', 'business-tips'],
  ] as const)(
    '%s: shows the article: back link, badge, long date, read time, content, tags, shares',
    async (locale, slug, title, category) => {
      const copy = BLOG[locale];
      const { page, context } = await openPage(browser, `${server.url}${postPath(locale, slug)}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: copy.post.back }).getAttribute('href')).toBe(
        pagePath(locale, 'Blog'),
      );
      const [record] = await admin.find<{ created_date: string }>('BlogPost', { slug });
      const longDate = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(record!.created_date));
      const header = await main.locator('header').textContent();
      expect(header).toContain(longDate);
      expect(header).toContain(copy.listing.minRead.replace('{n}', '4'));
      expect(
        await main
          .getByText(copy.categories[category], { exact: true })
          .first()
          .evaluate((el) => getComputedStyle(el).textTransform),
      ).toBe('uppercase');
      expect(await main.locator('.article-body h2').textContent()).toBe('Heading');
      expect(await main.locator('h1').count()).toBe(1);
      expect(await main.locator('.article-body blockquote').count()).toBe(1);
      expect(await main.locator('.article-body pre code').textContent()).toContain('code');
      expect(await main.locator('header li').allTextContents()).toEqual([
        'alpha',
        'beta',
        'gamma',
        'delta',
      ]);
      const url = `${server.url}${postPath(locale, slug)}`;
      const share = (network: string) => main.locator(`a[data-share="${network}"]`);
      for (const network of ['twitter', 'facebook', 'linkedin']) {
        expect(await share(network).getAttribute('target')).toBe('_blank');
        expect(await share(network).getAttribute('rel')).toBe('noopener noreferrer');
        expect(await share(network).getAttribute('href')).toContain(encodeURIComponent(url));
      }
      expect(await share('twitter').getAttribute('href')).toContain(
        `text=${encodeURIComponent(title)}`,
      );
      await context.close();
    },
  );

  it('shows at most three related posts of the category, newest first, never itself or a draft', async () => {
    expect(await relatedTitles('tutorial-3')).toEqual(['Tutorial 5', 'Tutorial 4', 'Tutorial 2']);
    expect(await relatedTitles('tutorial-5')).toEqual(['Tutorial 4', 'Tutorial 3', 'Tutorial 2']);
    expect(await relatedTitles('case-a')).toEqual(['Case B']);
    expect(await relatedTitles('lone-tip')).toEqual([]);
  });

  it.each([
    ['no slug', pagePath('en', 'BlogPost'), 'en'],
    ['an unknown slug', postPath('en', 'nowhere'), 'en'],
    ['a draft', postPath('en', 'tutorial-draft'), 'en'],
    ['a post of the other language', postPath('fr', 'tutorial-1'), 'fr'],
    ['a French post on the English page', postPath('en', 'conseil-isole'), 'en'],
  ] as const)('answers 404 with Article Not Found for %s', async (_case, path, locale) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('rel="canonical"');
    const { page, context } = await openPage(browser, `${server.url}${path}`);
    const copy = BLOG[locale].post;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.notFoundTitle);
    expect(await page.getByText(copy.notFoundText).count()).toBe(1);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: copy.backToBlog })
        .getAttribute('href'),
    ).toBe(pagePath(locale, 'Blog'));
    await context.close();
  });

  it('links its translation (hreflang, language switch), canonical and JSON-LD', async () => {
    const html = await (await fetch(`${server.url}${postPath('en', 'lone-tip')}`)).text();
    const abs = (path: string) => `${server.url}${path}`;
    expect(html).toContain(`<link rel="canonical" href="${abs(postPath('en', 'lone-tip'))}"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="fr" href="${abs(postPath('fr', 'conseil-isole'))}"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${abs(postPath('fr', 'conseil-isole'))}"/>`,
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:section" content="Business Tips"/>');
    expect(html).toContain('<meta property="article:tag" content="alpha"/>');
    expect(html).toMatch(
      /<meta property="article:published_time" content="\d{4}-\d\d-\d\dT[\d:.]+Z"\/>/,
    );
    const jsonLd = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    const posting = jsonLd.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: 'Lone tip', url: abs(postPath('en', 'lone-tip')) });

    // Without a translation: no French alternate, and the switch leads to the French listing.
    const single = await (await fetch(`${server.url}${postPath('en', 'case-a')}`)).text();
    expect(single.slice(0, single.indexOf('</head>'))).not.toContain('hrefLang="fr"');
    const { page, context } = await openPage(browser, `${server.url}${postPath('en', 'case-a')}`);
    const switchLink = page.locator('header a[hreflang="fr"]').first();
    expect(await switchLink.getAttribute('href')).toBe(pagePath('fr', 'Blog'));
    await page.goto(`${server.url}${postPath('en', 'lone-tip')}`);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    expect(await page.locator('header a[hreflang="fr"]').first().getAttribute('href')).toBe(
      postPath('fr', 'conseil-isole'),
    );
    await context.close();
  });

  it('renders the hostile markdown corpus published as a real post without running any script', async () => {
    await create({
      title: 'Hostile corpus',
      slug: 'hostile-corpus',
      category: 'tutorials',
      content: HOSTILE_CORPUS.map((item) => `### ${item.name}\n\n${item.markdown}`).join('\n\n'),
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`${server.url}${postPath('en', 'hostile-corpus')}`);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    expect(await page.locator('article header h1').textContent()).toBe('Hostile corpus');
    const addresses = await page.$$eval('.article-body [href], .article-body [src]', (nodes) =>
      nodes.map((node) => (node as HTMLAnchorElement).href || (node as HTMLImageElement).src),
    );
    for (const address of addresses) {
      if (address === '') continue;
      expect(['http:', 'https:', 'mailto:', 'irc:', 'ircs:', 'xmpp:']).toContain(
        new URL(address).protocol,
      );
    }
    // Hovering and clicking what looks clickable must not run anything either.
    for (const link of await page.locator('.article-body a').all()) {
      await link.evaluate((node) =>
        node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })),
      );
    }
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
