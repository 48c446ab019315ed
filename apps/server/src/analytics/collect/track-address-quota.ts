import { LRUCache } from 'lru-cache';

/** What one client address stored today. */
interface Used {
  pageviews: number;
  visits: number;
}

export interface AddressCaps {
  /** Page views one address may store per local day. */
  pageviews: number;
  /** Visits one address may start per local day (each new visitor starts one). */
  visits: number;
}

/**
 * Per client address and local day, the page views and new visits stored, against their caps.
 * Keyed on a hash of the day's salt and the address (never the address); at most `addresses`
 * entries (least recently used dropped), so an entry takes about 100 bytes.
 */
export class AddressQuota {
  private readonly used: LRUCache<string, Used>;

  constructor(
    private readonly caps: AddressCaps,
    addresses = 100_000,
  ) {
    this.used = new LRUCache({ max: addresses });
  }

  /** False once `key` stored its page views of the day: its batches are not even planned. */
  open(key: string) {
    const used = this.used.get(key);
    return !used || used.pageviews < this.caps.pageviews;
  }

  /** Takes a batch's page views and new visits; false (nothing taken) if they do not fit. */
  take(key: string, pageviews: number, visits: number) {
    const used = this.used.get(key) ?? { pageviews: 0, visits: 0 };
    if (used.pageviews + pageviews > this.caps.pageviews) return false;
    if (used.visits + visits > this.caps.visits) return false;
    used.pageviews += pageviews;
    used.visits += visits;
    this.used.set(key, used);
    return true;
  }
}
