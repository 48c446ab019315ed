import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

const member = (name: string, slug: string, extra: Record<string, unknown> = {}) => ({
  name,
  slug,
  role: { fr: 'Rédactrice en chef', en: 'Editor in chief' },
  description: { fr: 'Elle écrit sur les écrans.', en: 'She writes about screens.' },
  portrait: '/images/about/claire-dumont.svg',
  portrait_alt: { fr: `Portrait de ${name}`, en: `Portrait of ${name}` },
  order: 9,
  visible: true,
  ...extra,
});

/** The `<link rel="canonical">` of a page, as written in its head. */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const hreflangsOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([a-z-]+)"/gi)].map((m) => m[1]);

describe.skipIf(!built).each(testDatabases())('tag archives and authors on $name', (database) => {
  let url: string;
  const t = useTestApp(database, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const page = async (address: string) => {
    const response = await fetch(`${url}${address}`);
    return { status: response.status, html: await response.text(), response };
  };
  const origin = () => t.config.publicUrl;

  it('serves a tag archive per language from the tags of published posts, else 404', async () => {
    await createAsAdmin(t, 'BlogPost', blogPostRecord('tagged-one', { tags: ['Signage tips'] }));
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('tagged-two', { tags: ['x', 'Signage tips'] }),
    );
    await createAsAdmin(t, 'BlogPost', blogPostRecord('untagged', { tags: ['other'] }));
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('brouillon', { tags: ['Brouillon'], published: false, language: 'fr' }),
    );
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('billet-ecrans', { tags: ['Écrans & IA'], language: 'fr' }),
    );

    const archive = await page('/en/blog?tag=Signage+tips');
    expect(archive.status).toBe(200);
    expect(archive.html).toContain('Posts tagged “Signage tips”');
    expect(archive.html).toContain('<title>Posts tagged “Signage tips” · Vitrine Blog</title>');
    expect(archive.html).toContain('tagged-one');
    expect(archive.html).toContain('tagged-two');
    expect(archive.html).not.toContain('untagged');
    expect(canonicalOf(archive.html)).toBe(`${origin()}/en/blog?tag=Signage+tips`);
    // A tag is a word of its language: no other version to point to.
    expect(hreflangsOf(archive.html)).toEqual(['en', 'x-default']);

    const french = await page(`/blog?tag=${encodeURIComponent('Écrans & IA')}`);
    expect(french.status).toBe(200);
    expect(french.html).toContain('Articles tagués «\u00a0Écrans &amp; IA\u00a0»');
    expect(french.html).toContain('billet-ecrans');
    // The language switch leads to the other blog, where the tag has no archive.
    expect(french.html).toMatch(
      /<a href="\/en\/blog" hrefLang="en"[^>]*data-language-switch="en"/i,
    );

    // A tag only a draft carries, a tag of the other language, an unknown one, one too long.
    for (const address of [
      '/blog?tag=Brouillon',
      '/blog?tag=Signage+tips',
      '/en/blog?tag=nothing',
      `/en/blog?tag=${'a'.repeat(41)}`,
    ]) {
      const missing = await page(address);
      expect(missing.status, address).toBe(404);
      expect(missing.html).toContain('noindex');
    }

    const post = await page('/en/blogpost?slug=tagged-two');
    expect(post.html).toContain('href="/en/blog?tag=Signage+tips"');
    expect(post.html).toContain('href="/en/blog?tag=x"');
  });

  it('lists the tag archives in the sitemap, each in its language', async () => {
    const xml = (await page('/sitemap.xml')).html;
    expect(xml).toContain(`<loc>${origin()}/en/blog?tag=Signage+tips</loc>`);
    expect(xml).toContain(`<loc>${origin()}/blog?tag=%C3%89crans+%26+IA</loc>`);
    expect(xml).not.toContain('Brouillon');
    expect(xml.match(/tag=Signage\+tips<\/loc>/g)).toHaveLength(1);
  });

  it('shows a post’s author with a link to their page, which lists their posts', async () => {
    const authorId = await createAsAdmin(t, 'TeamMember', member('Alice Martin', 'alice-martin'));
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('by-alice', { author_id: authorId, tags: ['alice'] }),
    );
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('par-alice', { author_id: authorId, language: 'fr' }),
    );

    const post = await page('/en/blogpost?slug=by-alice');
    expect(post.html).toContain('href="/en/blog?author=alice-martin"');
    expect(post.html).toContain('Alice Martin');
    expect(post.html).toMatch(/<img src="\/images\/about\/claire-dumont.svg" alt="" width="48"/);
    const ld = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(post.html);
    const blogPosting = JSON.parse(ld![1]!) as { author?: Record<string, string> };
    expect(blogPosting.author).toMatchObject({
      '@type': 'Person',
      name: 'Alice Martin',
      url: `${origin()}/en/blog?author=alice-martin`,
    });

    const authorPage = await page('/en/blog?author=alice-martin');
    expect(authorPage.status).toBe(200);
    expect(authorPage.html).toContain('<h1');
    expect(authorPage.html).toContain('She writes about screens.');
    expect(authorPage.html).toContain('by-alice');
    expect(authorPage.html).not.toContain('tagged-one');
    expect(authorPage.html).toContain(
      '<title>Alice Martin, Editor in chief · Vitrine Blog</title>',
    );
    expect(canonicalOf(authorPage.html)).toBe(`${origin()}/en/blog?author=alice-martin`);
    expect(hreflangsOf(authorPage.html)).toEqual(['fr', 'en', 'x-default']);
    expect(authorPage.html).toMatch(
      /<a href="\/blog\?author=alice-martin" hrefLang="fr"[^>]*data-language-switch="fr"/i,
    );
    const french = await page('/blog?author=alice-martin');
    expect(french.html).toContain('Elle écrit sur les écrans.');
    expect(french.html).toContain('par-alice');

    for (const address of ['/en/blog?author=nobody', '/en/blog?author=Not%20A%20Key']) {
      expect((await page(address)).status, address).toBe(404);
    }
  });

  it('shows no author once the member is hidden or deleted, and refreshes cached pages', async () => {
    const id = await createAsAdmin(t, 'TeamMember', member('Bruno Petit', 'bruno-petit'));
    await createAsAdmin(t, 'BlogPost', blogPostRecord('by-bruno', { author_id: id }));
    expect((await page('/en/blogpost?slug=by-bruno')).html).toContain('?author=bruno-petit');
    expect((await page('/en/blogpost?slug=by-bruno')).response.headers.get('x-page-cache')).toBe(
      'hit',
    );
    const hide = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/TeamMember/${id}`,
      payload: { visible: false },
      headers: t.admin,
    });
    expect(hide.statusCode).toBe(200);
    const hidden = await page('/en/blogpost?slug=by-bruno');
    expect(hidden.status).toBe(200);
    expect(hidden.html).not.toContain('bruno-petit');
    expect(hidden.html).not.toContain('Bruno Petit');
    expect((await page('/en/blog?author=bruno-petit')).status).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/TeamMember/${id}`,
      headers: t.admin,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await page('/en/blogpost?slug=by-bruno')).html).not.toContain('Bruno Petit');
  });

  it('refuses a second member with the same slug and a slug that is not one', async () => {
    for (const slug of ['alice-martin', 'Alice Martin']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${t.base}/TeamMember`,
        payload: member('Alice Other', slug),
        headers: t.admin,
      });
      expect(response.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, slug).toBeLessThan(500);
      expect((response.json() as { message?: string }).message).toBeTruthy();
    }
  });
});
