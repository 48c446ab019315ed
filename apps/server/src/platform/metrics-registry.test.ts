import { afterAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text';
import { openDatabase } from '../db/database';
import { VisitorReadCache } from '../entities/visitor-read-cache';
import { PageCache } from '../web/page-cache';
import { createMetricsRegistry } from './metrics-registry';

describe('the metrics registry', () => {
  const database = openDatabase(':memory:');
  afterAll(() => database.close());

  it('copies the page and read caches’ hits and misses at every scrape', async () => {
    const pageCache = new PageCache({ ttlMs: 60_000 });
    const readCache = new VisitorReadCache();
    let pageCacheOn = false;
    const { registry } = createMetricsRegistry({
      database,
      readCache,
      pageCache: () => (pageCacheOn ? pageCache : undefined),
      pendingEmails: async () => 0,
      sendFailures: () => 0,
      confirmationsHeld: () => 0,
      log: { warn: () => {} } as never,
    });
    const scrape = async () => parsePrometheusText(await registry.metrics()).samples;
    const value = (samples: Awaited<ReturnType<typeof scrape>>, cache: string, result: string) =>
      sampleValue(samples, `vitrine_${cache}_cache_requests_total`, { result });

    // Without the web app the page cache has no series.
    expect(value(await scrape(), 'page', 'miss')).toBeUndefined();
    pageCacheOn = true;
    pageCache.get('/blog fr');
    pageCache.set('/blog fr', { status: 200, headers: [], body: Buffer.from('<p>') });
    pageCache.get('/blog fr');
    pageCache.get('/blog fr');
    readCache.get('BlogPost', 'list');
    readCache.set('BlogPost', 'list', readCache.version('BlogPost'), '[]');
    readCache.get('BlogPost', 'list');

    const samples = await scrape();
    expect(value(samples, 'page', 'hit')).toBe(2);
    expect(value(samples, 'page', 'miss')).toBe(1);
    expect(value(samples, 'read', 'hit')).toBe(1);
    expect(value(samples, 'read', 'miss')).toBe(1);
    // A second scrape shows totals, not the sum of every scrape.
    expect(value(await scrape(), 'page', 'hit')).toBe(2);
  });
});
