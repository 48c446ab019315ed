import { LOCALES, DEFAULT_LOCALE, type Locale } from '@vitrine/contract/locales';
import { PAGE_NAMES, UNINDEXED_PAGES, pagePath, type PageName } from '@vitrine/contract/site-pages';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** One sitemap URL group: the same content in one or more languages (paths with their query). */
export interface SitemapEntry {
  paths: Partial<Record<Locale, string>>;
  /** ISO date of the last change, when known. */
  lastModified?: string;
}

/**
 * Adds entries to the sitemap on each request. Extension point: the blog registers a source
 * that lists published posts (`/blogpost?slug=…`, `/en/blogpost?slug=…`) from the database.
 */
export type SitemapSource = () => Promise<SitemapEntry[]> | SitemapEntry[];

/**
 * `BlogPost` without a slug is not a page of its own (posts come from a `SitemapSource`); the
 * unindexed pages (the newsletter links) are `noindex`.
 */
const UNLISTED: readonly PageName[] = ['BlogPost', ...UNINDEXED_PAGES];

export function marketingPageEntries(): SitemapEntry[] {
  return PAGE_NAMES.filter((page) => !UNLISTED.includes(page)).map((page) => ({
    paths: Object.fromEntries(LOCALES.map((locale) => [locale, pagePath(locale, page)])),
  }));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** The most `<url>`s one sitemap file may hold (sitemaps.org); past it, a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** One `<url>` per language version, each listing every version and x-default. */
function sitemapUrls(publicUrl: string, entries: SitemapEntry[]) {
  return entries.flatMap(({ paths, lastModified }) => {
    const versions = LOCALES.flatMap((locale) => {
      const path = paths[locale];
      return path === undefined ? [] : [{ locale, href: `${publicUrl}${path}` }];
    });
    const fallback = paths[DEFAULT_LOCALE] ?? paths[versions[0]?.locale ?? DEFAULT_LOCALE];
    const alternates = [
      ...versions.map(({ locale, href }) => ({ hreflang: locale, href })),
      ...(fallback === undefined
        ? []
        : [{ hreflang: 'x-default', href: `${publicUrl}${fallback}` }]),
    ];
    return versions.map(({ href }) =>
      [
        '  <url>',
        `    <loc>${xml(href)}</loc>`,
        ...(lastModified ? [`    <lastmod>${xml(lastModified)}</lastmod>`] : []),
        ...alternates.map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${xml(link.href)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    );
  });
}

function urlSet(urls: string[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function sitemapIndex(publicUrl: string, files: number) {
  const sitemaps = Array.from({ length: files }, (_, index) =>
    [
      '  <sitemap>',
      `    <loc>${xml(`${publicUrl}/sitemap-${index + 1}.xml`)}</loc>`,
      '  </sitemap>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * `sitemap.xml`: every URL while they fit in one file; past `maxUrls`, an index of
 * `sitemap-1.xml`, `sitemap-2.xml`…
 */
export function renderSitemap(
  publicUrl: string,
  entries: SitemapEntry[],
  maxUrls = SITEMAP_MAX_URLS,
) {
  const urls = sitemapUrls(publicUrl, entries);
  const files = Math.ceil(urls.length / maxUrls);
  return files <= 1 ? urlSet(urls) : sitemapIndex(publicUrl, files);
}

/** `sitemap-{part}.xml` of an index (from 1); undefined when there is no such part. */
export function renderSitemapPart(
  publicUrl: string,
  entries: SitemapEntry[],
  part: number,
  maxUrls = SITEMAP_MAX_URLS,
) {
  const urls = sitemapUrls(publicUrl, entries);
  const files = Math.ceil(urls.length / maxUrls);
  if (files <= 1 || part < 1 || part > files) return undefined;
  return urlSet(urls.slice((part - 1) * maxUrls, part * maxUrls));
}

export function renderRobots(publicUrl: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SiteFilesOptions {
  publicUrl: string;
  /** Extra sitemap entries (blog posts…), read on every request. */
  sitemapSources?: SitemapSource[];
  /** URLs per sitemap file (SITEMAP_MAX_URLS; tests use fewer). */
  sitemapMaxUrls?: number;
}

/** `GET /sitemap.xml` and `GET /robots.txt`, both built from the public URL. */
export function registerSiteFiles(app: FastifyInstance, options: SiteFilesOptions) {
  const { publicUrl, sitemapSources = [], sitemapMaxUrls } = options;
  const entries = async () => {
    const extra = await Promise.all(sitemapSources.map((source) => source()));
    return [...marketingPageEntries(), ...extra.flat()];
  };
  const send = (reply: FastifyReply, body: string | undefined) => {
    if (body === undefined) return reply.callNotFound();
    reply.header('content-type', 'application/xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=3600');
    return reply.send(body);
  };
  app.get('/sitemap.xml', async (_request, reply) =>
    send(reply, renderSitemap(publicUrl, await entries(), sitemapMaxUrls)),
  );
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const { part } = request.params;
    if (!/^[1-9]\d{0,5}$/.test(part)) return send(reply, undefined);
    return send(reply, renderSitemapPart(publicUrl, await entries(), Number(part), sitemapMaxUrls));
  });
  app.get('/robots.txt', async (_request, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header('cache-control', 'public, max-age=3600');
    return renderRobots(publicUrl);
  });
}
