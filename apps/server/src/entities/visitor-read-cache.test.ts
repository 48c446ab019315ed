import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/test-app';
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
});

describe.each(testDatabases())(
  'published blog reads through the cache on $name',
  (testDatabase) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(testDatabase);
    });
    afterAll(() => t.close());

    const post = (slug: string, published: boolean) => ({
      title: slug,
      excerpt: 'x',
      slug,
      content: 'x',
      category: 'tutorials',
      tags: [],
      read_time: 1,
      published,
      language: 'en',
    });
    const visitorSlugs = async () =>
      (await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost` }))
        .json()
        .map((p: { slug: string }) => p.slug);

    it('shows a change to visitors at once: create, publish, unpublish, delete', async () => {
      const store = t.app.services.store;
      await store.create(BlogPost, post('first', true), null);
      expect(await visitorSlugs()).toEqual(['first']);
      const draft = await store.create(BlogPost, post('second', false), null);
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
  },
);
