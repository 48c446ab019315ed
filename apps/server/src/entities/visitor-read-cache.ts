interface Entry {
  body: string;
  expires: number;
}

/**
 * Serialized answers to visitors' reads of public entities (the published blog), kept for a
 * short time and dropped as soon as that entity changes. A read that raced a write is not
 * stored: each entity has a version, and an answer computed under an older one is discarded.
 */
export class VisitorReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<string, number>();
  /** Raised by every invalidation; `clear()` makes it the floor of every entity's version. */
  private counter = 0;
  private floor = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  version(entity: string) {
    return Math.max(this.versions.get(entity) ?? 0, this.floor);
  }

  get(entity: string, key: string) {
    const entry = this.entries.get(`${entity} ${key}`);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.body;
    this.entries.delete(`${entity} ${key}`);
    return undefined;
  }

  set(entity: string, key: string, version: number, body: string) {
    if (this.version(entity) !== version) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(`${entity} ${key}`, { body, expires: Date.now() + this.ttlMs });
  }

  invalidate(entity: string) {
    this.counter += 1;
    this.versions.set(entity, this.counter);
    for (const key of this.entries.keys())
      if (key.startsWith(`${entity} `)) this.entries.delete(key);
  }

  /** Drops every answer, and those being computed (e.g. after missed change notifications). */
  clear() {
    this.counter += 1;
    this.floor = this.counter;
    this.versions.clear();
    this.entries.clear();
  }
}
