import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { tagPath } from '@vitrine/contract/blog-archive-paths';
import { LOCALES, type Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { StoredRecord } from '../entities/entity-records';
import type { EntityStore } from '../entities/entity-store';
import { visitorReadFilter } from '../entities/visitor-filter';
import type { SitemapEntry } from './site-files';

/** Items per feed: the newest posts. */
const FEED_ITEMS = 50;

/** The channel's texts per language (the feed is the server's own document). */
const FEED_TEXT: Record<Locale, { title: string; description: string; language: string }> = {
  fr: {
    title: 'Le blog Vitrine',
    description:
      'Conseils pratiques, retours d’expérience et tendances de l’affichage dynamique et de l’IA.',
    language: 'fr-FR',
  },
  en: {
    title: 'The Vitrine blog',
    description:
      'Practical tips, customer stories and the latest trends in digital signage and AI.',
    language: 'en-US',
  },
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML, dropping the control characters XML 1.0 forbids. */
export function xmlText(value: string) {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '') // eslint-disable-line no-control-regex
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export const feedPath = (locale: Locale) => `${pagePath(locale, 'Blog')}/rss.xml`;
export const postPath = (locale: Locale, slug: string) =>
  pagePath(locale, 'BlogPost', `slug=${encodeURIComponent(slug)}`);

export interface FeedPost {
  title: string;
  excerpt: string;
  slug: string;
  category: string;
  tags: string[];
  created_date: string;
  published_date?: string;
}

const publishedOn = (post: FeedPost) => post.published_date ?? post.created_date;

/** An RSS 2.0 document of a language's published posts (newest first). */
export function renderFeed(publicUrl: string, locale: Locale, posts: FeedPost[]) {
  const text = FEED_TEXT[locale];
  const home = `${publicUrl}${pagePath(locale, 'Blog')}`;
  const items = posts.map((post) => {
    const link = `${publicUrl}${postPath(locale, post.slug)}`;
    return [
      '    <item>',
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <description>${xmlText(post.excerpt)}</description>`,
      `      <pubDate>${new Date(publishedOn(post)).toUTCString()}</pubDate>`,
      `      <category>${xmlText(post.category)}</category>`,
      ...post.tags.map((tag) => `      <category>${xmlText(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0] ? new Date(publishedOn(posts[0])).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(text.title)}</title>`,
    `    <link>${xmlText(home)}</link>`,
    `    <description>${xmlText(text.description)}</description>`,
    `    <language>${text.language}</language>`,
    `    <atom:link href="${xmlText(`${publicUrl}${feedPath(locale)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** What visitors may read now: published posts whose date has come (none scheduled later). */
const visibleToVisitors = () => visitorReadFilter(BlogPost) ?? { published: true };

/** The published posts of a language, newest first, read straight from the store. */
export async function publishedPosts(store: EntityStore, locale: Locale, limit = FEED_ITEMS) {
  const rows = await store.list(BlogPost, {
    filter: { $and: [visibleToVisitors(), { language: locale }] },
    sort: [{ field: 'published_date', descending: true }],
    limit,
    fields: ['title', 'excerpt', 'slug', 'category', 'tags', 'published_date'],
  });
  return rows as unknown as (FeedPost & StoredRecord)[];
}

/** Posts read per query for the sitemap: it pages through them all, by keyset. */
const SITEMAP_BATCH = 5000;

async function everyPublishedPost(store: EntityStore, batchSize: number) {
  const rows: StoredRecord[] = [];
  for (;;) {
    const batch = await store.list(BlogPost, {
      filter: visibleToVisitors(),
      sort: [{ field: 'created_date', descending: true }],
      fields: ['slug', 'language', 'translation_id', 'tags'],
      limit: batchSize,
      after: rows.at(-1),
    });
    rows.push(...batch);
    if (batch.length < batchSize) return rows;
  }
}

/**
 * The sitemap's blog entries: every published post at `/blogpost?slug=…`, with its published
 * translation as an alternate, and `lastmod` from its last update.
 */
export function blogSitemapSource(store: EntityStore, batchSize = SITEMAP_BATCH) {
  return async (): Promise<SitemapEntry[]> => {
    const rows = await everyPublishedPost(store, batchSize);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A translation may be linked from either side.
    const pointingAt = new Map(rows.map((row) => [String(row.translation_id ?? ''), row]));
    const done = new Set<string>();
    const entries: SitemapEntry[] = [];
    for (const row of rows) {
      if (done.has(row.id)) continue;
      done.add(row.id);
      const group = [row];
      const twin = byId.get(String(row.translation_id ?? '')) ?? pointingAt.get(row.id);
      if (twin && twin.language !== row.language && !done.has(twin.id)) {
        done.add(twin.id);
        group.push(twin);
      }
      const paths: SitemapEntry['paths'] = {};
      for (const post of group) {
        const locale = LOCALES.find((candidate) => candidate === post.language);
        if (locale) paths[locale] = postPath(locale, String(post.slug));
      }
      const lastModified = group
        .map((post) => post.updated_date)
        .sort()
        .at(-1);
      entries.push({ paths, lastModified });
    }
    return [...entries, ...tagArchiveEntries(rows)];
  };
}

/**
 * The tag archives (`/blog?tag=…`): one per tag a published post of the language carries, alone
 * (a tag is a word of its language), `lastmod` from its newest post. At most 12 tags a post.
 */
function tagArchiveEntries(rows: StoredRecord[]): SitemapEntry[] {
  const newest = new Map<string, { locale: Locale; tag: string; lastModified: string }>();
  for (const row of rows) {
    const locale = LOCALES.find((candidate) => candidate === row.language);
    if (!locale || !Array.isArray(row.tags)) continue;
    for (const tag of row.tags) {
      if (typeof tag !== 'string' || tag.trim() === '') continue;
      const key = `${locale} ${tag}`;
      const seen = newest.get(key);
      if (!seen || seen.lastModified < row.updated_date) {
        newest.set(key, { locale, tag, lastModified: row.updated_date });
      }
    }
  }
  return [...newest.values()].map(({ locale, tag, lastModified }) => ({
    paths: { [locale]: tagPath(locale, tag) },
    lastModified,
  }));
}
