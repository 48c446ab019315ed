import type { FastifyBaseLogger } from 'fastify';
import type { CdnConfig } from '../config-schema';

/** Tags waiting for the next purge call; past it, the next call purges everything. */
export const MAX_PENDING_TAGS = 32;
/** Attempts of one purge call, and the wait before the second (doubled after each failure). */
export const PURGE_ATTEMPTS = 4;
const FIRST_RETRY_MS = 1_000;
const TIMEOUT_MS = 10_000;

const API = {
  cloudflare: 'https://api.cloudflare.com',
  fastly: 'https://api.fastly.com',
  bunny: 'https://api.bunny.net',
};

type Purge = { everything: true } | { everything: false; tags: string[] };

interface PurgeRequest {
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The HTTP calls that purge `purge` from the configured CDN (Bunny: one call per tag). */
export function purgeRequests(cdn: CdnConfig, purge: Purge): PurgeRequest[] {
  const token = cdn.purgeToken ?? '';
  const zone = encodeURIComponent(cdn.purgeZone ?? '');
  const json = { 'content-type': 'application/json' };
  switch (cdn.purge) {
    case 'cloudflare': {
      const url = `${cdn.purgeUrl ?? API.cloudflare}/client/v4/zones/${zone}/purge_cache`;
      const headers = { ...json, authorization: `Bearer ${token}` };
      const body = purge.everything ? { purge_everything: true } : { tags: purge.tags };
      return [{ url, headers, body: JSON.stringify(body) }];
    }
    case 'fastly': {
      const base = `${cdn.purgeUrl ?? API.fastly}/service/${zone}`;
      if (purge.everything) return [{ url: `${base}/purge_all`, headers: { 'fastly-key': token } }];
      const headers = { 'fastly-key': token, 'surrogate-key': purge.tags.join(' ') };
      return [{ url: `${base}/purge`, headers }];
    }
    case 'bunny': {
      const url = `${cdn.purgeUrl ?? API.bunny}/pullzone/${zone}/purgeCache`;
      if (purge.everything) return [{ url, headers: { accesskey: token } }];
      const headers = { ...json, accesskey: token };
      return purge.tags.map((tag) => ({ url, headers, body: JSON.stringify({ CacheTag: tag }) }));
    }
    case 'generic': {
      const headers: Record<string, string> = { ...json };
      if (token) headers.authorization = `Bearer ${token}`;
      const body = purge.everything ? { everything: true } : { tags: purge.tags };
      return [{ url: cdn.purgeUrl ?? '', headers, body: JSON.stringify(body) }];
    }
    default:
      return [];
  }
}

/**
 * Tells the CDN which pages changed (decision 0067), off the request and commit paths. Tags asked
 * for while a call is under way wait and go together in the next one (at most `MAX_PENDING_TAGS`,
 * else that call purges everything); one call at a time; a failing call is tried `PURGE_ATTEMPTS`
 * times with a doubling wait, then logged and dropped (the pages expire by `CDN_S_MAXAGE_S`).
 */
export class CdnPurger {
  private pending = new Set<string>();
  private everything = false;
  private running: Promise<void> | undefined;
  private closed = false;
  /** Purge calls made, failed attempts included (for tests and metrics). */
  calls = 0;

  constructor(
    private readonly cdn: CdnConfig,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs = FIRST_RETRY_MS,
  ) {}

  get enabled() {
    return this.cdn.purge !== 'off';
  }

  purge(tags: string[]) {
    if (!this.enabled || this.closed) return;
    for (const tag of tags) this.pending.add(tag);
    if (this.pending.size > MAX_PENDING_TAGS) this.everything = true;
    this.running ??= this.drain().finally(() => (this.running = undefined));
  }

  /** Resolves once every purge asked for so far was made or given up. */
  async settled() {
    while (this.running) await this.running;
  }

  /** Stops taking purges; a call under way ends on its own (its retries are dropped). */
  close() {
    this.closed = true;
  }

  private async drain() {
    while (this.pending.size > 0 || this.everything) {
      const purge: Purge = this.everything
        ? { everything: true }
        : { everything: false, tags: [...this.pending] };
      this.pending.clear();
      this.everything = false;
      for (const request of purgeRequests(this.cdn, purge)) await this.send(request, purge);
    }
  }

  private async send(request: PurgeRequest, purge: Purge) {
    for (let attempt = 1; attempt <= PURGE_ATTEMPTS; attempt += 1) {
      this.calls += 1;
      try {
        const response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        throw new Error(`status ${response.status}`);
      } catch (error) {
        if (attempt === PURGE_ATTEMPTS || this.closed) {
          this.log.error({ err: error, purge, provider: this.cdn.purge }, 'CDN purge failed');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, this.retryMs * 2 ** (attempt - 1)));
      }
    }
  }
}
