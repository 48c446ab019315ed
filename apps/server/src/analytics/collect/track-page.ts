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
  /** The path, case kept, without query, fragment or trailing slash (except `/`). */
  page: string;
  campaign: Campaign;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

function utmValue(params: URLSearchParams, key: string) {
  return storedText(params.get(key), TRACK_LIMITS.utmChars);
}

/**
 * The stored path: percent-encoded by the URL parser, then cut to `pageChars` (never inside a
 * `%XX` escape), so a short request cannot store long pages.
 */
function storedPath(path: string) {
  const cut = (storedText(path, TRACK_LIMITS.pageChars) ?? '/').replace(/%[0-9A-Fa-f]?$/, '');
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
  return { page: storedPath(path), campaign };
}

/** The console's pages (`/login`, `/admin…`, in any case: the server routes them so) are never counted. */
export function isConsolePage(page: string) {
  const path = page.toLowerCase();
  return path === '/login' || path === '/admin' || path.startsWith('/admin/');
}
