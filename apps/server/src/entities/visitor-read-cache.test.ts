import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { describe, expect, it, vi } from 'vitest';
import { blogPostRecord } from '../../test/records';
import { startTestApp, testDatabases, useTestApp } from '../../test/test-app';
import { VisitorReadCache } from './visitor-read-cache';

describe('visitor read cache', () => {
  it('drops an answer computed before a write', () => {
    const cache = new VisitorReadCache();
    const version = cache.version('BlogPost');
    cache.invalidate('BlogPost');
    cache.set('BlogPost', '/x', version, '[]');
    expect(cache.get('BlogPost', '/x')).toBeUndefined();
  });

  it('clears everything, answers being computed included', () => {
    const cache = new VisitorReadCache();
    cache.set('BlogPost', '/x', cache.version('BlogPost'), '[]');
    const version = cache.version('BlogPost');
    cache.clear();
    expect(cache.get('BlogPost', '/x')).toBeUndefined();
    cache.set('BlogPost', '/y', version, '[]');
    expect(cache.get('BlogPost', '/y')).toBeUndefined();
    cache.set('BlogPost', '/y', cache.version('BlogPost'), '[1]');
    expect(cache.get('BlogPost', '/y')).toBe('[1]');
  });

  it('expires entries', () => {
    const cache = new VisitorReadCache(-1);
    cache.set('BlogPost', '/x', 0, '[]');
    expect(cache.get('BlogPost', '/x')).toBeUndefined();
  });

  it('sweeps an expired entry without it being read again', async () => {
    const cache = new VisitorReadCache(20);
    cache.set('BlogPost', '/x', cache.version('BlogPost'), '[]');
    expect(cache.size).toBe(1);
    await vi.waitFor(() => expect(cache.size).toBe(0), { timeout: 2000, interval: 10 });
    expect(cache.bytes).toBe(0);
  });

  it('stays under its byte bound, dropping the least recently used answers', () => {
    const maxBytes = 20_000;
    const cache = new VisitorReadCache(30_000, maxBytes);
    const body = JSON.stringify([{ content: 'x'.repeat(1000) }]);
    for (let n = 0; n < 200; n += 1) cache.set('BlogPost', `/p${n}`, 0, body);
    expect(cache.bytes).toBeGreaterThan(0);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('BlogPost', '/p199')).toBe(body);
    expect(cache.get('BlogPost', '/p0')).toBeUndefined();
  });

  it('never keeps an answer larger than the whole bound', () => {
    const cache = new VisitorReadCache(30_000, 1000);
    cache.set('BlogPost', '/big', 0, 'x'.repeat(1000));
    expect(cache.get('BlogPost', '/big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('is off with a bound of 0 bytes', () => {
    const cache = new VisitorReadCache(30_000, 0);
    cache.set('BlogPost', '/x', 0, '[]');
    expect(cache.get('BlogPost', '/x')).toBeUndefined();
  });
});

describe.each(testDatabases())(
  'published blog reads through the cache on $name',
  (testDatabase) => {
    const t = useTestApp(testDatabase);

    const post = (slug: string, published: boolean) => blogPostRecord(slug, { published });
    const visitorSlugs = async () =>
      (await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost` }))
        .json()
        .map((p: { slug: string }) => p.slug);

    it('shows a change to visitors at once: create, publish, unpublish, delete', async () => {
      const store = t.app.services.store;
      await store.create(BlogPost, post('first', true));
      expect(await visitorSlugs()).toEqual(['first']);
      const draft = await store.create(BlogPost, post('second', false));
      expect(await visitorSlugs()).toEqual(['first']);
      await t.app.inject({
        method: 'PUT',
        url: `${t.base}/BlogPost/${draft.id}`,
        headers: t.admin,
        payload: { published: true },
      });
      expect(await visitorSlugs()).toEqual(['second', 'first']);
      await store.update(BlogPost, draft.id, { published: false });
      expect(await visitorSlugs()).toEqual(['first']);
      await t.app.inject({
        method: 'DELETE',
        url: `${t.base}/BlogPost`,
        headers: t.admin,
        payload: {},
      });
      expect(await visitorSlugs()).toEqual([]);
    });

    it('keys answers on the parsed parameters: unknown ones and their order share one entry', async () => {
      const cache = t.app.services.readCache;
      await t.app.services.store.create(BlogPost, post('keyed', true));
      const read = async (query: string) => {
        const response = await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost${query}` });
        expect(response.statusCode).toBe(200);
        return response.json() as unknown[];
      };
      cache.clear();
      for (let n = 0; n < 20; n += 1) expect(await read(`?x${n}=1`)).toHaveLength(1);
      expect(await read('')).toHaveLength(1);
      expect(cache.size).toBe(1);
      await read('?limit=5&skip=0&language=en&published=true');
      await read('?published=true&language=en&skip=0&limit=5&utm_source=mail');
      expect(cache.size).toBe(2);
      const q = (filter: object) => encodeURIComponent(JSON.stringify(filter));
      await read(`?q=${q({ language: 'en', slug: 'keyed' })}`);
      await read(`?q=${q({ slug: 'keyed', language: 'en' })}`);
      expect(cache.size).toBe(3);
      await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost/count?x=1` });
      await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost/count?y=2` });
      expect(cache.size).toBe(4);
    });
  },
);

describe('READ_CACHE_MAX_BYTES', () => {
  it('bounds the server’s cache', async () => {
    const t = await startTestApp(testDatabases()[0]!, { READ_CACHE_MAX_BYTES: '3000' });
    try {
      for (let n = 0; n < 5; n += 1) {
        const slug = `p${n}`;
        const data = { title: slug, excerpt: 'x', content: 'x'.repeat(400) };
        await t.app.services.store.create(BlogPost, blogPostRecord(slug, data));
      }
      for (let limit = 1; limit <= 5; limit += 1) {
        const response = await t.app.inject({ url: `${t.base}/BlogPost?limit=${limit}` });
        expect(response.json()).toHaveLength(limit);
      }
      const cache = t.app.services.readCache;
      expect(cache.size).toBeGreaterThan(0);
      expect(cache.bytes).toBeLessThanOrEqual(3000);
    } finally {
      await t.close();
    }
  });
});
