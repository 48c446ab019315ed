import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  BRIEF_MAX_ENTRIES,
  BRIEF_TTL_MS,
  PageCache,
  encodedBody,
  isCacheableRequest,
} from './page-cache';

const page = (status = 200, headers: [string, string][] = []) => ({
  status,
  headers,
  body: Buffer.from('x'),
});

describe('the rendered-page cache', () => {
  it('keeps searches and unknown posts apart and briefly: a flood of them evicts no page', () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    cache.set('en /en/blog', page());
    for (let index = 0; index < BRIEF_MAX_ENTRIES + 50; index += 1)
      cache.set(`en /en/blog?q=${index}`, page(), cache.generation, true);
    expect(cache.get('en /en/blog')?.status).toBe(200);
    expect(cache.size).toBe(1 + BRIEF_MAX_ENTRIES);
    const last = `en /en/blog?q=${BRIEF_MAX_ENTRIES + 49}`;
    expect(cache.get(last)?.status).toBe(200);
    now += BRIEF_TTL_MS + 1;
    expect(cache.get(last)).toBeUndefined();
    expect(cache.get('en /en/blog')?.status).toBe(200);
  });

  it('keeps answers for the TTL, bounded, and never 5xx, no-store or cookies', () => {
    // lru-cache takes a start time of 0 for "no expiry": the clock starts later.
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set('a', page());
    cache.set('b', page(404));
    expect(cache.get('a')?.status).toBe(200);
    expect(cache.get('b')?.status).toBe(404);
    cache.set('c', page());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    cache.set('e', page(500));
    cache.set('f', page(200, [['Cache-Control', 'no-store']]));
    cache.set('g', page(200, [['set-cookie', 'a=b']]));
    expect([cache.get('e'), cache.get('f'), cache.get('g')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    now = 2_001;
    expect(cache.get('c')).toBeUndefined();
    cache.set('h', page());
    cache.clear();
    expect(cache.get('h')).toBeUndefined();
  });

  it('does not keep a render begun before the last clear (a post changed meanwhile)', () => {
    const cache = new PageCache();
    const generation = cache.generation;
    cache.clear();
    cache.set('stale', page(), generation);
    expect(cache.get('stale')).toBeUndefined();
    cache.set('fresh', page(), cache.generation);
    expect(cache.get('fresh')?.status).toBe(200);
  });

  it('bounds the answers in bytes: a large page evicts the least recently used ones', () => {
    const cache = new PageCache({ maxBytes: 50_000 });
    const large = { status: 200, headers: [], body: Buffer.alloc(10_000) };
    for (const key of ['a', 'b', 'c']) cache.set(key, large);
    expect(cache.get('a')).toBeDefined();
    cache.set('d', large);
    expect([cache.get('a'), cache.get('b')].map(Boolean)).toEqual([true, false]);
    cache.set('huge', { ...large, body: Buffer.alloc(100_000) });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('serves only anonymous GETs whose only cookie is the language', () => {
    expect(isCacheableRequest({ method: 'GET', headers: {} })).toBe(true);
    expect(isCacheableRequest({ method: 'GET', headers: { cookie: 'lang=en' } })).toBe(true);
    expect(isCacheableRequest({ method: 'GET', headers: { cookie: 'lang=en; sid=1' } })).toBe(
      false,
    );
    expect(isCacheableRequest({ method: 'GET', headers: { authorization: 'Bearer x' } })).toBe(
      false,
    );
    expect(isCacheableRequest({ method: 'POST', headers: {} })).toBe(false);
  });

  it('compresses a page once per encoding and leaves small bodies plain', () => {
    const html = Buffer.from('<p>Affichage dynamique</p>'.repeat(100));
    const large = { status: 200, headers: [], body: html };
    const br = encodedBody(large, 'br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br.body)).toEqual(html);
    expect(encodedBody(large, 'br').body).toBe(br.body);
    expect(gunzipSync(encodedBody(large, 'gzip').body)).toEqual(html);
    expect(encodedBody(large, undefined)).toEqual({ body: html, encoding: undefined });
    expect(encodedBody(page(), 'br')).toEqual({
      body: Buffer.from('x'),
      encoding: undefined,
    });
  });
});
