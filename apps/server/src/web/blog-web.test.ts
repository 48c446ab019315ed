import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { renderFeed, xmlText } from './blog-feed';

const post = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Post ${n} <b>&</b> "quotes"`,
  excerpt: `Excerpt ${n} ]]> <script>`,
  slug: `post-${n}`,
  content: `# Post ${n}`,
  category: 'tutorials',
  tags: ['a&b'],
  read_time: 3,
  published: true,
  language: 'en',
  ...extra,
});

describe('the RSS feed document', () => {
  it('escapes every text and drops XML-forbidden characters', () => {
    expect(xmlText('a<b>&"\'\u0001c')).toBe('a&lt;b&gt;&amp;&quot;&apos;c');
    const xml = renderFeed('https://vitrine.example', 'fr', [
      { ...post(1), created_date: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<link>https://vitrine.example/blogpost?slug=post-1</link>');
    expect(xml).toContain('<title>Post 1 &lt;b&gt;&amp;&lt;/b&gt; &quot;quotes&quot;</title>');
    expect(xml).toContain('<description>Excerpt 1 ]]&gt; &lt;script&gt;</description>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<language>fr-FR</language>');
  });
});

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

describe.skipIf(!built)('blog feeds, sitemap and page cache on the server', () => {
  let url: string;
  const t = useTestApp(testDatabases()[0]!, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const create = async (data: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.base}/BlogPost`,
      payload: data,
      headers: t.admin,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };

  it('serves each language its published posts, newest first, cached until a post changes', async () => {
    await create(post(1, { created_date: '2026-01-01T00:00:00.000Z' }));
    await create(post(2, { published: false }));
    await create(post(3, { language: 'fr', slug: 'billet-3' }));
    const first = await fetch(`${url}/en/blog/rss.xml`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await first.text();
    expect(xml).toContain('<guid isPermaLink="true">');
    expect(xml).toContain('/en/blogpost?slug=post-1');
    expect(xml).not.toContain('post-2');
    expect(xml).not.toContain('billet-3');
    expect(await (await fetch(`${url}/blog/rss.xml`)).text()).toContain('/blogpost?slug=billet-3');
    expect((await fetch(`${url}/en/blog/rss.xml`)).headers.get('x-page-cache')).toBe('hit');
    await create(post(4));
    const after = await fetch(`${url}/en/blog/rss.xml`);
    expect(after.headers.get('x-page-cache')).toBeNull();
    expect(await after.text()).toContain('post-4');
  });

  it('caches rendered blog pages and drops them at once when a post changes', async () => {
    const listing = () => fetch(`${url}/en/blog`);
    const miss = await listing();
    expect(miss.status).toBe(200);
    expect(miss.headers.get('x-page-cache')).toBe('miss');
    const hit = await listing();
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const hitHtml = await hit.text();
    expect(hitHtml).toContain('post-4');
    // Hits are sent from compressed copies kept with the page, identical once decompressed.
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await t.app.inject({
        url: '/en/blog',
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('Accept-Encoding');
      const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(unpack(compressed.rawPayload).toString('utf8')).toBe(hitHtml);
    }
    // Cookies other than the language, or a sign-in, are never served from the cache.
    const private_ = await fetch(`${url}/en/blog`, { headers: { cookie: 'session=1' } });
    expect(private_.headers.get('x-page-cache')).toBeNull();
    expect(
      (await fetch(`${url}/en/blog`, { headers: { cookie: 'lang=en' } })).headers.get(
        'x-page-cache',
      ),
    ).toBe('hit');
    const { id } = await create(post(5));
    const fresh = await listing();
    expect(fresh.headers.get('x-page-cache')).toBe('miss');
    expect(await fresh.text()).toContain('post-5');
    await t.app.inject({
      method: 'PUT',
      url: `${t.base}/BlogPost/${id}`,
      payload: { published: false },
      headers: t.admin,
    });
    const gone = await listing();
    expect(gone.headers.get('x-page-cache')).toBe('miss');
    expect(await gone.text()).not.toContain('post-5');
    const missing = await fetch(`${url}/en/blogpost?slug=post-5`);
    expect(missing.status).toBe(404);
  });

  it('lists published posts in the sitemap with their last change', async () => {
    const xml = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${t.config.publicUrl}/en/blogpost?slug=post-1</loc>`);
    expect(xml).toContain(`<loc>${t.config.publicUrl}/blogpost?slug=billet-3</loc>`);
    expect(xml).not.toContain('post-2');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });
});
