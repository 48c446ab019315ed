import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One cached answer: what React Router (or a feed) sent, replayed as it was. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed copies, made on the first request that asks for each encoding. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The body to send for an accepted encoding: a compressed copy kept with the page (made once per
 * encoding, so a hot page costs no compression per request), or the plain body.
 */
export function encodedBody(
  page: CachedPage,
  encoding: 'br' | 'gzip' | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | undefined } {
  if (encoding === undefined || page.body.length < COMPRESS_FROM_BYTES) {
    return { body: page.body, encoding: undefined };
  }
  page.encoded ??= {};
  const body = (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(page.body, { level: 9 }));
  return { body, encoding };
}

interface Entry extends CachedPage {
  expiresAt: number;
}

export interface PageCacheOptions {
  /** How long an answer stays fresh. Default 60 s. */
  ttlMs?: number;
  /** Most answers kept; the oldest is dropped first. Default 500. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Server-rendered blog pages and feeds, kept in memory by URL and language for a short time and
 * dropped at once when a post changes (ARCHITECTURE §3). Bounded: a crawler walking random
 * `?q=` values evicts old entries, never grows memory.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.hits += 1;
      return entry;
    }
    if (entry) this.entries.delete(key);
    this.misses += 1;
    return undefined;
  }

  /** Keeps an answer unless it is a server error or asks not to be stored. */
  set(key: string, page: CachedPage) {
    if (page.status >= 500) return;
    const cacheControl = page.headers.find(([name]) => name.toLowerCase() === 'cache-control');
    if (cacheControl && /no-store|private/i.test(cacheControl[1])) return;
    if (page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return;
    this.entries.delete(key);
    this.entries.set(key, { ...page, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * Whether a request may be answered from (and stored in) the cache: an anonymous GET whose
 * cookies, if any, are only the `lang` preference (it only decides redirects, made before).
 */
export function isCacheableRequest(request: {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}) {
  if (request.method !== 'GET') return false;
  if (request.headers.authorization !== undefined) return false;
  const cookie = request.headers.cookie;
  if (cookie === undefined) return true;
  const names = String(cookie)
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter(Boolean);
  return names.every((name) => name === 'lang');
}
