import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { blogPostSource } from './blog-post-source';

const post = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  slug: `post-${n}`,
  content: `# Post ${n}`,
  category: n % 2 === 0 ? 'tutorials' : 'case-studies',
  tags: ['screens'],
  read_time: 3,
  published: true,
  language: 'en',
  published_date: `2026-01-0${n}T09:00:00.000Z`,
  ...extra,
});

describe.each(testDatabases())('the pages’ in-process blog reader on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const source = () => blogPostSource(t.app.services.store, t.app.services.readCache);
  const visitorGet = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost?${query}` });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    for (const n of [1, 2, 3, 4]) {
      const response = await t.postEntity('BlogPost', post(n), t.admin);
      expect(response.statusCode).toBe(201);
    }
    await t.postEntity('BlogPost', post(5, { published: false }), t.admin);
    await t.postEntity(
      'BlogPost',
      post(6, { published_date: '2999-01-01T09:00:00.000Z' }),
      t.admin,
    );
  });

  it('answers what a visitor reads through the API, drafts and scheduled posts left out', async () => {
    const filter = { published: true, language: 'en' };
    const fields = ['id', 'title', 'slug', 'category'];
    const read = await source().filter(filter, '-published_date', 3, 1, fields);
    const q = encodeURIComponent(JSON.stringify(filter));
    const api = await visitorGet(
      `q=${q}&sort=-published_date&limit=3&skip=1&fields=id,title,slug,category`,
    );
    expect(api.status).toBe(200);
    expect(read).toEqual(api.body);
    expect(read.map((record) => record.slug)).toEqual(['post-3', 'post-2', 'post-1']);
    expect(Object.keys(read[0]!).sort()).toEqual(['category', 'id', 'slug', 'title']);
    // Not even asked for by name: the draft and the post scheduled for 2999 stay hidden.
    expect(await source().filter({ slug: 'post-5' })).toEqual([]);
    expect(await source().filter({ slug: 'post-6' })).toEqual([]);
    expect(await source().count(filter)).toBe(4);
    expect(await source().count({ ...filter, category: 'tutorials' })).toBe(2);
  });

  it('shares the API’s read cache entries and refuses what the API refuses', async () => {
    const filter = { published: true, language: 'en', category: 'case-studies' };
    await source().filter(filter, '-published_date', 10);
    const hits = t.app.services.readCache.hits;
    const q = encodeURIComponent(JSON.stringify(filter));
    expect((await visitorGet(`q=${q}&sort=-published_date&limit=10`)).status).toBe(200);
    expect(t.app.services.readCache.hits).toBe(hits + 1);

    // A field visitors may not filter on: the same refusal as the API's 400.
    const hidden = { created_by: 'someone@vitrine.test' };
    const api = await visitorGet(`q=${encodeURIComponent(JSON.stringify(hidden))}`);
    expect(api.status).toBe(400);
    await expect(source().filter(hidden)).rejects.toMatchObject({ statusCode: 400 });
  });
});

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

describe.skipIf(!built)('blog pages read the posts without an HTTP round trip', () => {
  const t = useTestApp(testDatabases()[0]!, { PAGE_CACHE_TTL_MS: '0' }, { web: true });
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await t.postEntity('BlogPost', post(1), t.admin)).statusCode).toBe(201);
  });

  it('renders the listing and a post with no request to the entity API', async () => {
    // The loaders run in this process: a call of theirs to the API would go through this fetch.
    const spy = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => spy.mockRestore());
    const apiCalls = () =>
      spy.mock.calls
        .map(([input]) => String(input))
        .filter((called) => called.includes('/entities/'));
    const listing = await fetch(`${url}/en/blog`);
    expect(listing.status).toBe(200);
    expect(await listing.text()).toContain('Post 1');
    const article = await fetch(`${url}/en/blogpost?slug=post-1`);
    expect(article.status).toBe(200);
    expect(apiCalls()).toEqual([]);
  });
});
