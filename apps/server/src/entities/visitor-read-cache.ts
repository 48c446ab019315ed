import { LRUCache } from 'lru-cache';

/** How long an answer is kept, at most (a write to its entity drops it at once). */
export const READ_CACHE_TTL_MS = 30_000;
/** The default of `READ_CACHE_MAX_BYTES`: 8 MiB. */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/** What the cache's own bookkeeping of one entry costs (slots, expiry timer), estimated. */
const ENTRY_OVERHEAD_BYTES = 256;

/** An entry's memory: V8 keeps a string in one or two bytes per character; counted as two. */
const entryBytes = (body: string, key: string) =>
  2 * (key.length + body.length) + ENTRY_OVERHEAD_BYTES;

/**
 * JSON with the keys of every object sorted: equal queries give one key whatever the order of
 * their parameters or filter fields.
 */
export function canonicalJson(value: unknown) {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    return Object.fromEntries(
      Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

/**
 * Serialized answers to visitors' reads of public entities (the published blog), kept for a
 * short time and dropped as soon as that entity changes. A read that raced a write is not
 * stored: each entity has a version, and an answer computed under an older one is discarded.
 * The cache holds at most `maxBytes` (least recently used answers go first) and expired answers
 * are swept on a timer, read again or not. A lifetime or a bound of 0 turns it off.
 */
export class VisitorReadCache {
  private readonly entries: LRUCache<string, string> | undefined;
  private readonly versions = new Map<string, number>();
  /** Raised by every invalidation; `clear()` makes it the floor of every entity's version. */
  private counter = 0;
  private floor = 0;
  /** Reads answered from the cache, and not (for `/metrics`). */
  hits = 0;
  misses = 0;

  constructor(ttlMs = READ_CACHE_TTL_MS, maxBytes = DEFAULT_MAX_BYTES) {
    if (ttlMs <= 0 || maxBytes <= 0) return;
    this.entries = new LRUCache<string, string>({
      maxSize: maxBytes,
      sizeCalculation: entryBytes,
      ttl: ttlMs,
      ttlAutopurge: true,
    });
  }

  /** Answers held now. */
  get size() {
    return this.entries?.size ?? 0;
  }

  /** Memory held now, as counted against the bound. */
  get bytes() {
    return this.entries?.calculatedSize ?? 0;
  }

  version(entity: string) {
    return Math.max(this.versions.get(entity) ?? 0, this.floor);
  }

  get(entity: string, key: string) {
    const body = this.entries?.get(`${entity} ${key}`);
    if (body === undefined) this.misses += 1;
    else this.hits += 1;
    return body;
  }

  set(entity: string, key: string, version: number, body: string) {
    if (this.version(entity) !== version) return;
    this.entries?.set(`${entity} ${key}`, body);
  }

  invalidate(entity: string) {
    this.counter += 1;
    this.versions.set(entity, this.counter);
    if (!this.entries) return;
    const stale = [...this.entries.keys()].filter((key) => key.startsWith(`${entity} `));
    for (const key of stale) this.entries.delete(key);
  }

  /** Drops every answer, and those being computed (e.g. after missed change notifications). */
  clear() {
    this.counter += 1;
    this.floor = this.counter;
    this.versions.clear();
    this.entries?.clear();
  }
}
