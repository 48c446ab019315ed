import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

const repeat = (names: string[], times: number) =>
  Array.from({ length: times }, (_, n) => names[n % names.length]).join(',');

describe.each(testDatabases())('sort and fields lists on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    await t.app.services.store.create(BlogPost, {
      title: 'Écrans',
      excerpt: 'Résumé',
      slug: 'ecrans',
      content: 'Texte',
      category: 'tutorials',
      tags: [],
      read_time: 2,
      published: true,
      language: 'fr',
    });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${t.base}/BlogPost${url}`, headers });

  it('refuses a sort of more than 20 names with a 400 that names the limit', async () => {
    const sorts = [repeat(['title', '-slug', 'read_time'], 2100), repeat(['title'], 21)];
    for (const sort of sorts) {
      for (const [url, headers] of [
        [`?sort=${sort}`, {}],
        [`?sort_by=${sort}`, t.admin],
        [`/export?sort=${sort}`, t.admin],
      ] as const) {
        const response = await get(url, headers);
        expect(response.statusCode, url.slice(0, 40)).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'INVALID_QUERY',
          message: 'sort may list at most 20 fields',
        });
      }
    }
  });

  it('refuses fields of more than 20 names with a 400 that names the limit', async () => {
    for (const fields of [repeat(['title', 'slug', 'content'], 1500), repeat(['slug'], 21)]) {
      for (const [url, headers] of [
        [`?fields=${fields}`, {}],
        [`?fields=${fields}`, t.admin],
        [`/export?fields=${fields}`, t.admin],
      ] as const) {
        const response = await get(url, headers);
        expect(response.statusCode, url.slice(0, 40)).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'INVALID_QUERY',
          message: 'fields may list at most 20 fields',
        });
      }
    }
  });

  it('still sorts and projects with up to 20 names', async () => {
    const sort = repeat(['-read_time', 'title', 'slug', 'created_date'], 20);
    const fields = repeat(['title', 'slug', 'read_time', 'tags', 'created_date'], 20);
    const response = await get(`?sort=${sort}&fields=${fields}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ title: 'Écrans', slug: 'ecrans', read_time: 2, tags: [] }),
    ]);
  });
});
