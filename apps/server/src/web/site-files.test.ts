import { describe, expect, it } from 'vitest';
import {
  marketingPageEntries,
  renderRobots,
  renderSitemap,
  renderSitemapPart,
  type SitemapEntry,
} from './site-files';

describe('sitemap and robots.txt', () => {
  const origin = 'https://vitrine.example';

  it('lists each language version once, with every alternate and x-default', () => {
    const xml = renderSitemap(origin, marketingPageEntries());
    const urls = xml.split('<url>').slice(1);
    // 13 marketing pages (BlogPost has no page of its own) and 4 legal pages, in two languages.
    expect(urls).toHaveLength(34);
    const english = urls.find((url) =>
      url.includes('<loc>https://vitrine.example/en/pricing</loc>'),
    );
    expect(english).toContain('hreflang="fr" href="https://vitrine.example/tarifs"');
    expect(english).toContain('hreflang="en" href="https://vitrine.example/en/pricing"');
    expect(english).toContain('hreflang="x-default" href="https://vitrine.example/tarifs"');
    expect(xml).toContain('<loc>https://vitrine.example/</loc>');
    expect(xml).not.toContain('blogpost');
    expect(xml).not.toContain('newsletter');
    expect(xml).toContain('<loc>https://vitrine.example/en/privacy</loc>');
    expect(xml).toContain('<loc>https://vitrine.example/legalnotice</loc>');
    expect(xml).toContain('<loc>https://vitrine.example/en/legal-notice</loc>');
    expect(xml).toContain('<loc>https://vitrine.example/en/features/ai</loc>');
    const feature = urls.find((url) =>
      url.includes('<loc>https://vitrine.example/featureai</loc>'),
    );
    expect(feature).toContain('hreflang="en" href="https://vitrine.example/en/features/ai"');
    // No English address before issue 31 is listed (they answer 301).
    expect(xml).not.toMatch(
      /\/en\/(?:tarifs|fonctionnalites|feature(?:ai|screens|playlists|agenda|apps)|legalnotice)/,
    );
  });

  it('takes extra entries (blog posts) in one language, escaped', () => {
    const xml = renderSitemap(origin, [
      { paths: { en: '/en/blogpost?slug=a&b' }, lastModified: '2026-01-02' },
    ]);
    expect(xml).toContain('<loc>https://vitrine.example/en/blogpost?slug=a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
    expect(xml).toContain(
      'hreflang="x-default" href="https://vitrine.example/en/blogpost?slug=a&amp;b"',
    );
  });

  it('becomes an index of several files past the URL limit, every URL in exactly one', () => {
    const posts: SitemapEntry[] = Array.from({ length: 25 }, (_, n) => ({
      paths: { en: `/en/blogpost?slug=post-${n}` },
    }));
    const one = renderSitemap(origin, posts, 25);
    expect(one).toContain('<urlset');
    const index = renderSitemap(origin, posts, 10);
    expect(index).toContain('<sitemapindex');
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([1, 2, 3].map((n) => `${origin}/sitemap-${n}.xml`));
    const listed = [1, 2, 3].flatMap((part) =>
      [...(renderSitemapPart(origin, posts, part, 10) ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => match[1],
      ),
    );
    expect(listed).toHaveLength(25);
    expect(new Set(listed).size).toBe(25);
    expect(renderSitemapPart(origin, posts, 4, 10)).toBeUndefined();
    expect(renderSitemapPart(origin, posts, 1, 25)).toBeUndefined();
  });

  it('allows everything but the API and admin, and points to the sitemap', () => {
    const robots = renderRobots(origin);
    expect(robots).toContain('User-agent: *\nAllow: /');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://vitrine.example/sitemap.xml');
  });
});
