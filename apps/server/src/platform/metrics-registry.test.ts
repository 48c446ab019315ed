import { afterAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../test/prometheus-text';
import { openDatabase } from '../db/database';
import { VisitorReadCache } from '../entities/visitor-read-cache';
import { PageCache } from '../web/page-cache';
import { RenderGate } from '../web/render-gate';
import { createMetricsRegistry, type MetricSources } from './metrics-registry';

/** Sources with nothing to report, for a test to override the ones it looks at. */
function quietSources(database: MetricSources['database']): MetricSources {
  return {
    database,
    readCache: new VisitorReadCache(),
    pageCache: () => undefined,
    pendingEmails: async () => 0,
    sendFailures: () => 0,
    analyticsDrops: () => ({}),
    analyticsOthered: () => 0,
    passwordHashes: { running: 0, waiting: 0, hashed: 0, refused: { full: 0, gone: 0 } },
    confirmationsHeld: () => 0,
    jobs: () => [],
    log: { warn: () => {} } as never,
  };
}

describe('the metrics registry', () => {
  const database = openDatabase(':memory:');
  afterAll(() => database.close());

  it('copies the page and read caches’ hits and misses at every scrape', async () => {
    const pageCache = new PageCache({ ttlMs: 60_000 });
    const readCache = new VisitorReadCache();
    let pageCacheOn = false;
    const { registry } = createMetricsRegistry({
      ...quietSources(database),
      readCache,
      pageCache: () => (pageCacheOn ? pageCache : undefined),
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

  it('shows renders running, queued and refused by reason', async () => {
    const gate = new RenderGate({ concurrency: 1, maxQueue: 1, perAddressPerMinute: 0 });
    const { registry } = createMetricsRegistry({
      ...quietSources(database),
      renders: () => gate,
    });
    await gate.enter('a');
    const waiting = gate.enter('b');
    await gate.enter('c');
    const { samples } = parsePrometheusText(await registry.metrics());
    expect(sampleValue(samples, 'vitrine_page_renders_running', {})).toBe(1);
    expect(sampleValue(samples, 'vitrine_page_renders_queued', {})).toBe(1);
    expect(sampleValue(samples, 'vitrine_page_renders_refused_total', { reason: 'busy' })).toBe(1);
    expect(sampleValue(samples, 'vitrine_page_renders_refused_total', { reason: 'rate' })).toBe(0);
    gate.leave();
    await waiting;
    gate.leave();
  });

  it('answers the password hash line and the storage state', async () => {
    const hashes = { running: 2, waiting: 16, hashed: 40, refused: { full: 7, gone: 3 } };
    const { registry } = createMetricsRegistry({
      ...quietSources(database),
      passwordHashes: hashes,
    });
    const scrape = async () => parsePrometheusText(await registry.metrics()).samples;
    let samples = await scrape();
    expect(sampleValue(samples, 'vitrine_password_hash_running')).toBe(2);
    expect(sampleValue(samples, 'vitrine_password_hash_waiting')).toBe(16);
    expect(sampleValue(samples, 'vitrine_password_hashes_total')).toBe(40);
    const refusals = 'vitrine_password_hash_refusals_total';
    expect(sampleValue(samples, refusals, { reason: 'full' })).toBe(7);
    expect(sampleValue(samples, refusals, { reason: 'client_gone' })).toBe(3);
    expect(sampleValue(samples, 'vitrine_storage_full')).toBe(0);
    database.storage.failed({ code: 'SQLITE_FULL' });
    samples = await scrape();
    expect(sampleValue(samples, 'vitrine_storage_full')).toBe(1);
    database.storage.written();
  });
});
