import { resolvePage, type PageName } from '@vitrine/contract/site-pages';
import { TRACK_LIMITS } from './track-limits';
import { storedText } from './track-text';

export interface Campaign {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
}

export interface PageAddress {
  /**
   * The path, case kept, without fragment or trailing slash (except `/`), and without query but
   * the keys that select the content shown (`CONTENT_KEYS`): `/blogpost?slug=ecrans`.
   */
  page: string;
  campaign: Campaign;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

function utmValue(params: URLSearchParams, key: string) {
  return storedText(params.get(key), TRACK_LIMITS.utmChars);
}

/**
 * The query keys that select what a page shows, per page, in the order they are stored
 * (docs/decisions/0072-per-article-figures.md). Any other key (search text, page number,
 * `utm_*`, a preview token…) is dropped, so a page has no more addresses than it has contents.
 */
const CONTENT_KEYS: Partial<Record<PageName, readonly string[]>> = {
  BlogPost: ['slug'],
  Blog: ['author', 'category', 'tag'],
};

/** `text` cut to `max` characters, never inside a `%XX` escape. */
function cutEncoded(text: string, max: number) {
  return text.slice(0, max).replace(/%[0-9A-Fa-f]?$/, '');
}

/**
 * The content-selecting part of the query, canonical: the page's keys in a fixed order, each
 * key's first value without control characters, trimmed, form-encoded and cut to
 * `contentValueChars` encoded characters, empty ones left out (`slug=ecrans-connectes`); ''
 * when nothing selects content. Three values fit in a stored page.
 */
function contentQuery(path: string, params: URLSearchParams) {
  const keys = CONTENT_KEYS[resolvePage(path).page ?? 'Home'];
  if (!keys) return '';
  const kept: string[] = [];
  for (const key of keys) {
    const value = storedText(params.get(key), TRACK_LIMITS.pageUrlChars);
    if (!value) continue;
    const encoded = new URLSearchParams({ [key]: value }).toString().slice(key.length + 1);
    kept.push(`${key}=${cutEncoded(encoded, TRACK_LIMITS.contentValueChars)}`);
  }
  return kept.join('&');
}

/**
 * The stored path: percent-encoded by the URL parser, then cut to `pageChars` (never inside a
 * `%XX` escape), so a short request cannot store long pages.
 */
function storedPath(path: string) {
  const cut = cutEncoded(storedText(path, TRACK_LIMITS.pageChars) ?? '/', TRACK_LIMITS.pageChars);
  return cut || '/';
}

/**
 * The page and campaign of a `page_url`: a full URL (our tracker) or a bare path (the Base44
 * SDK sends `location.pathname`). Null when it is neither.
 */
export function pageAddressOf(pageUrl: string): PageAddress | null {
  let url: URL;
  try {
    url = new URL(pageUrl, 'http://page.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const campaign = Object.fromEntries(
    UTM_KEYS.map((key) => [key, utmValue(url.searchParams, key)]),
  ) as unknown as Campaign;
  const content = contentQuery(path, url.searchParams);
  return { page: storedPath(content ? `${path}?${content}` : path), campaign };
}

/** The console's pages (`/login`, `/admin…`, in any case: the server routes them so) are never counted. */
export function isConsolePage(page: string) {
  const path = page.toLowerCase();
  return path === '/login' || path === '/admin' || path.startsWith('/admin/');
}
