import { UNINDEXED_PAGES, pagePath, type PageName } from '@vitrine/contract/site-pages';
import { SEED_FAQ_ITEMS, SEED_PLANS } from '@vitrine/contract/site-content/pricing-seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from './support/site-server';
import { BROWSER_USER_AGENT, COPY, SITE_PAGES, htmlText } from './support/site-pages';

/** Server-side behaviour, read from the raw HTTP answers (no JavaScript runs here). */
describe('site routing, server rendering and SEO', () => {
  let server: SiteServer;
  const pages = new Map<string, string>();

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers });

  beforeAll(async () => {
    server = await startSiteServer();
    for (const { path } of SITE_PAGES) pages.set(path, await (await get(path)).text());
  });
  afterAll(async () => {
    await server?.stop();
  });

  const head = (path: string) => {
    const html = pages.get(path) ?? '';
    return html.slice(0, html.indexOf('</head>'));
  };

  it.each(SITE_PAGES)(
    '$path renders its own content in the HTML, before any script runs',
    async (page) => {
      const response = await get(page.path);
      expect(response.status).toBe(200);
      const html = pages.get(page.path) ?? '';
      expect(html).toContain(`<html lang="${page.locale}"`);
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
        htmlText(match[1] ?? ''),
      );
      expect(headings).toEqual([page.heading]);
      expect(html).toMatch(/<main id="main"[^>]*>/);
      // Scripts are requested after the first paint, never ahead of it; no inline script runs.
      expect(html).not.toContain('<link rel="modulepreload"');
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
      for (const attributes of scripts) {
        expect(attributes).toMatch(/\bsrc="\/assets\/islands\/|type="application\/(?:ld\+)?json"/);
      }
    },
  );

  it('gives every page a unique title and description, in its language', () => {
    const titles = SITE_PAGES.map(({ path }) => /<title>([^<]*)<\/title>/.exec(head(path))?.[1]);
    const descriptions = SITE_PAGES.map(
      ({ path }) => /<meta name="description" content="([^"]*)"/.exec(head(path))?.[1],
    );
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(SITE_PAGES.length);
    expect(new Set(descriptions).size).toBe(SITE_PAGES.length);
    const pricing = head(pagePath('en', 'Tarifs'));
    expect(pricing).toContain(`<title>${COPY.en.seo.pages.pricing.title}</title>`);
  });

  const unindexed = (page: PageName) => (UNINDEXED_PAGES as readonly PageName[]).includes(page);
  const INDEXED_PAGES = SITE_PAGES.filter(({ page }) => !unindexed(page));

  it.each(INDEXED_PAGES)(
    '$path links its canonical URL, both languages and x-default',
    ({ page, path }) => {
      const html = head(path);
      // A post's twin is its translation (another slug); other pages share their path.
      const twin = (locale: 'fr' | 'en') =>
        SITE_PAGES.find((other) => other.page === page && other.locale === locale)?.path ??
        pagePath(locale, page);
      const absolute = (locale: 'fr' | 'en') => `${server.url}${twin(locale)}`;
      expect(html).toContain(`<link rel="canonical" href="${server.url}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${absolute('fr')}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${absolute('en')}"/>`);
      expect(html).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${absolute('fr')}"/>`,
      );
      expect(html).toContain(`<meta property="og:url" content="${server.url}${path}"/>`);
      expect(html).toContain(`<meta property="og:image" content="${server.url}/og-image.png"/>`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).not.toContain('noindex');
    },
  );

  it.each(SITE_PAGES.filter(({ page }) => unindexed(page)))(
    '$path (personal links) is noindex, without canonical, and not in the sitemap',
    ({ path }) => {
      const html = head(path);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html).not.toContain('rel="canonical"');
    },
  );

  it('describes the organisation on every page, the FAQ and the offers on the pricing page', () => {
    const jsonLd = (path: string) =>
      [
        ...(pages.get(path) ?? '').matchAll(
          /<script type="application\/ld\+json">([^<]*)<\/script>/g,
        ),
      ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    for (const { path } of SITE_PAGES) {
      expect(jsonLd(path).map((data) => data['@type'])).toContain('Organization');
    }
    const faq = jsonLd(pagePath('fr', 'Tarifs')).find((data) => data['@type'] === 'FAQPage');
    const questions = (faq?.mainEntity as { name: string }[]).map((item) => item.name);
    expect(questions).toEqual(SEED_FAQ_ITEMS.map((item) => item.question.fr));
    expect(jsonLd(pagePath('fr', 'Contact')).some((data) => data['@type'] === 'FAQPage')).toBe(
      false,
    );
    // One Offer per plan, in the page language's currency, at that currency's price.
    for (const [locale, currency] of [
      ['fr', 'EUR'],
      ['en', 'USD'],
    ] as const) {
      const product = jsonLd(pagePath(locale, 'Tarifs')).find(
        (data) => data['@type'] === 'Product',
      );
      const offers = (product?.offers ?? []) as Record<string, unknown>[];
      expect(offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency])).toEqual(
        SEED_PLANS.map((plan) => [
          plan.name[locale],
          plan.prices[currency === 'EUR' ? 'eur' : 'usd'],
          currency,
        ]),
      );
    }
    expect(jsonLd(pagePath('en', 'Contact')).some((data) => data['@type'] === 'Product')).toBe(
      false,
    );
  });

  it('treats page names case-insensitively: other spellings move to the canonical URL', async () => {
    const cases: [string, string][] = [
      ['/Tarifs', '/tarifs'],
      ['/TARIFS/', '/tarifs'],
      ['/tarifs/', '/tarifs'],
      ['/FeatureAI?utm_source=mail', '/featureai?utm_source=mail'],
      ['/EN/Pricing?a=1&b=2', '/en/pricing?a=1&b=2'],
      ['/en/Features/AI/', '/en/features/ai'],
      ['/en/tarifs?a=1', '/en/pricing?a=1'],
      ['/EN/FeatureAI', '/en/features/ai'],
      ['/pricing', '/en/pricing'],
      ['/en/', '/en'],
      ['/Home', '/'],
      ['/en/home', '/en'],
      ['/some/folder/blogpost?slug=x', '/blogpost?slug=x'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', server.url).href, from).toBe(
        `${server.url}${to}`,
      );
    }
    expect((await get('/')).status).toBe(200);
  });

  it('shows Home with a 404 and noindex for an unknown page name, in its language', async () => {
    for (const [path, locale] of [
      ['/nowhere', 'fr'],
      ['/en/nowhere', 'en'],
      ['/a/b/c', 'fr'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(COPY[locale].common.notFound.title);
      expect(htmlText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(
        SITE_PAGES.find((page) => page.locale === locale && page.page === 'Home')?.heading,
      );
    }
  });

  it('sends a returning English visitor from a French URL to its English twin', async () => {
    const english = { cookie: 'theme=dark; lang=en', 'user-agent': BROWSER_USER_AGENT };
    const redirected = await get('/tarifs?plan=pro', english);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/en/pricing?plan=pro');
    expect(redirected.headers.get('vary')).toMatch(/cookie/i);
    expect((await get('/', english)).headers.get('location')).toBe('/en');
    // Only the redirect is the visitor's own (never stored by a shared cache); the French page
    // does not vary with the cookie, so a CDN keeps one copy (decision 0067).
    expect(redirected.headers.get('cache-control')).toBe('private, no-store');
    const french = await get('/tarifs', { 'user-agent': BROWSER_USER_AGENT });
    expect(french.status).toBe(200);
    expect(french.headers.get('vary') ?? '').not.toMatch(/cookie/i);
    expect((await get('/tarifs', { ...english, cookie: 'lang=fr' })).status).toBe(200);
    expect((await get('/en/pricing', english)).status).toBe(200);
    // Crawlers always get the URL they asked for.
    const crawler = { cookie: 'lang=en', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    expect((await get('/tarifs', crawler)).status).toBe(200);
  });

  it('lists every indexable page in both languages in sitemap.xml, with alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = INDEXED_PAGES.filter(({ page }) => page !== 'BlogPost');
    expect(indexable.map(({ path }) => path)).toContain('/en/privacy');
    // Published posts and the tag archives come on top, from the database (blog-seo.e2e.test.ts
    // and blog-archives-web.test.ts check them).
    const pageLocs = locs.filter((loc) => !/\/blogpost\?|\/blog\?tag=/.test(loc ?? ''));
    expect(locs.filter((loc) => loc?.includes('/blog?tag=')).length).toBeGreaterThan(0);
    expect(pageLocs.sort()).toEqual(indexable.map(({ path }) => `${server.url}${path}`).sort());
    const tarifs = xml
      .split('<url>')
      .find((entry) => entry.includes(`<loc>${server.url}/en/pricing</loc>`));
    expect(tarifs).toContain(`hreflang="fr" href="${server.url}/tarifs"`);
    expect(tarifs).toContain(`hreflang="en" href="${server.url}/en/pricing"`);
    expect(tarifs).toContain(`hreflang="x-default" href="${server.url}/tarifs"`);
  });

  it('serves robots.txt, the icons, the manifest and the sharing image', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    for (const [path, type] of [
      ['/favicon.ico', 'image/'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/og-image.png', 'image/png'],
      ['/manifest.webmanifest', 'manifest+json'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain(type);
    }
  });
});
