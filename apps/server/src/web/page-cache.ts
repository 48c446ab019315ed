import { LRUCache } from 'lru-cache';
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
 * Brotli 5: a 60 KB blog listing in 0.9 ms for 8.5 KB, where quality 9 took 13 ms for 8.4 KB
 * (this machine, `docs/decisions/0068-uncached-render-cost.md`); gzip 6 likewise.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * The body to send for an accepted encoding: a compressed copy kept with the page (made once per
 * encoding, so a hot page costs no compression per request), or the plain body. Synchronous: for
 * a page this size the asynchronous call's stream bookkeeping cost the event loop more than the
 * compression itself (decision 0068).
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
      ? brotliCompressSync(page.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipSync(page.body, { level: GZIP_LEVEL }));
  return { body, encoding };
}

export interface PageCacheOptions {
  /** How long an answer stays fresh; `0` keeps nothing. Default 60 s. */
  ttlMs?: number;
  /** Most answers kept; the least recently used goes first. Default 500. */
  maxEntries?: number;
  /** Memory the answers may hold, as `pageBytes` counts it. Default 32 MiB. */
  maxBytes?: number;
  now?: () => number;
}

/** Searches and unknown posts: kept apart, this long at most and this many. */
export const BRIEF_TTL_MS = 10_000;
export const BRIEF_MAX_ENTRIES = 100;

/** What one entry's bookkeeping costs (slots, expiry timer, the key), estimated. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * An answer's memory: its body, its headers, and half the body again for the compressed copies
 * `encodedBody` adds later (brotli and gzip of HTML each take about a fifth of it).
 */
const pageBytes = (page: CachedPage, key: string) =>
  Math.ceil(page.body.length * 1.5) +
  page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
  2 * key.length +
  ENTRY_OVERHEAD_BYTES;

/**
 * Server-rendered blog pages and feeds, kept in memory by URL and language for a short time and
 * dropped at once when a post changes (docs/product.md §11.2). An `lru-cache` bounded in entries
 * and in bytes: a crawler walking random `?q=` values evicts old entries, never grows memory, and
 * expired answers are swept on a timer.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | undefined;
  /** Answers to searches and unknown posts (`set(…, brief)`): random ones evict no page. */
  private readonly brief: LRUCache<string, CachedPage> | undefined;
  hits = 0;
  misses = 0;
  /** Raised by every `clear()`: a render begun under an older one is not stored. */
  private cleared = 0;

  constructor(options: PageCacheOptions = {}) {
    const ttl = options.ttlMs ?? 60_000;
    if (ttl <= 0) return;
    this.entries = new LRUCache<string, CachedPage>({
      ttl,
      ttlAutopurge: true,
      // Read the clock on every check (no 1 ms reuse), so an injected clock is exact.
      ttlResolution: 0,
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: pageBytes,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
    this.brief = new LRUCache<string, CachedPage>({
      ttl: Math.min(ttl, BRIEF_TTL_MS),
      ttlAutopurge: true,
      ttlResolution: 0,
      max: BRIEF_MAX_ENTRIES,
      maxSize: 4 * 1024 * 1024,
      sizeCalculation: pageBytes,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries?.get(key) ?? this.brief?.get(key);
    if (page) this.hits += 1;
    else this.misses += 1;
    return page;
  }

  /** Read before rendering, and given back to `set`. */
  get generation() {
    return this.cleared;
  }

  /**
   * Keeps an answer unless it is a server error, asks not to be stored, or was begun before the
   * last `clear()` (`generation`: it may show posts as they were before a change). `brief`
   * (a search, an unknown post) keeps it apart, `BRIEF_TTL_MS` at most.
   */
  set(key: string, page: CachedPage, generation = this.cleared, brief = false) {
    if (generation !== this.cleared) return;
    if (page.status >= 500) return;
    const cacheControl = page.headers.find(([name]) => name.toLowerCase() === 'cache-control');
    if (cacheControl && /no-store|private/i.test(cacheControl[1])) return;
    if (page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return;
    (brief ? this.brief : this.entries)?.set(key, { ...page });
  }

  clear() {
    this.cleared += 1;
    this.entries?.clear();
    this.brief?.clear();
  }

  get size() {
    return (this.entries?.size ?? 0) + (this.brief?.size ?? 0);
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
