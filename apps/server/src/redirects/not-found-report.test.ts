import { NOT_FOUND_REPORT_MAX } from '@vitrine/contract/analytics/not-found-report';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TABLES } from '../db/analytics-tables';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';

const DAY = 86_400_000;

describe.each(testDatabases())('the Not found report on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const now = Date.now();

  const views = (page: string, count: number, daysAgo = 1) =>
    Array.from({ length: count }, (_, n) => ({
      session_id: `s-${page}-${n}`,
      visitor_id: `v-${n}`,
      day: new Date(now - daysAgo * DAY).toISOString().slice(0, 10),
      ts: now - daysAgo * DAY + n,
      page,
    }));

  beforeAll(async () => {
    team = await signInTeam(t, 'not-found');
    const rows = [
      ...views('/old-catalogue', 5),
      ...views('/tarifs', 9),
      ...views('/en/Contact', 8),
      ...views('/admin/leads', 7),
      ...views('/already-moved', 6),
      ...views('/missing', 2),
      ...views('/long-ago', 4, 10),
      ...Array.from({ length: NOT_FOUND_REPORT_MAX + 5 }, (_, n) => views(`/tail-${n}`, 1)).flat(),
    ];
    await t.database.db.insertInto(ANALYTICS_TABLES.pageviews).values(rows).execute();
    const made = await t.postEntity(
      'Redirect',
      { from: '/already-moved', to: '/tarifs', status: 301 },
      t.admin,
    );
    expect(made.statusCode).toBe(201);
  });

  const report = (days: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/redirects/not-found?days=${days}`,
      headers,
    });

  it('lists the most requested missing addresses, without pages, server paths or redirects', async () => {
    const answer = await report('7');
    expect(answer.statusCode).toBe(200);
    const { entries } = answer.json<{ entries: { path: string; views: number }[] }>();
    expect(entries.slice(0, 2)).toEqual([
      { path: '/old-catalogue', views: 5, last_seen: expect.any(String) },
      { path: '/missing', views: 2, last_seen: expect.any(String) },
    ]);
    const paths = entries.map((entry) => entry.path);
    for (const left of ['/tarifs', '/en/Contact', '/admin/leads', '/already-moved', '/long-ago'])
      expect(paths).not.toContain(left);
    expect(entries).toHaveLength(NOT_FOUND_REPORT_MAX);
    const month = (await report('30')).json<{ entries: { path: string }[] }>().entries;
    expect(month.map((entry) => entry.path)).toContain('/long-ago');
  });

  it('answers admins and editors only, and refuses another period', async () => {
    expect((await report('7', team.headers.editor)).statusCode).toBe(200);
    for (const role of ['author', 'sales', 'visitor'])
      expect([401, 403], role).toContain((await report('7', team.headers[role])).statusCode);
    const bad = await report('365');
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(testDatabases())('the Not found report on post addresses ($name)', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const now = Date.now();

  const views = (page: string, count: number) =>
    Array.from({ length: count }, (_, n) => ({
      session_id: `p-${page}-${n}`,
      visitor_id: `pv-${n}`,
      day: new Date(now - DAY).toISOString().slice(0, 10),
      ts: now - DAY + n,
      page,
    }));
  const post = (slug: string, published: boolean) => ({
    title: `Post ${slug}`,
    excerpt: 'An excerpt',
    slug,
    content: 'Body',
    category: 'tutorials',
    tags: [],
    read_time: 1,
    published,
    language: 'en',
  });

  beforeAll(async () => {
    for (const [slug, published] of [
      ['lives-here', true],
      ['draft-post', false],
      ['old-name', true],
    ] as const) {
      const made = await t.postEntity('BlogPost', post(slug, published), t.admin);
      expect(made.statusCode).toBe(201);
      if (slug !== 'old-name') continue;
      const renamed = await t.app.inject({
        method: 'PUT',
        url: `${t.base}/BlogPost/${made.json<{ id: string }>().id}`,
        headers: t.admin,
        payload: { slug: 'new-name' },
      });
      expect(renamed.statusCode).toBe(200);
    }
    // Page views keep a post's slug (decision 0072).
    const rows = [
      ...views('/en/blogpost?slug=lives-here', 9),
      ...views('/en/blogpost?slug=old-name', 8),
      ...views('/blog?tag=screens', 7),
      ...views('/en/blogpost?slug=gone', 4),
      ...views('/blogpost?slug=lives-here', 3),
      ...views('/en/blogpost?slug=draft-post', 2),
    ];
    await t.database.db.insertInto(ANALYTICS_TABLES.pageviews).values(rows).execute();
  });

  it('lists the post addresses no visitor can read, not the live posts nor the former slugs', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/redirects/not-found?days=7`,
      headers: t.admin,
    });
    expect(answer.statusCode).toBe(200);
    const { entries } = answer.json<{ entries: { path: string; views: number }[] }>();
    expect(entries.map(({ path, views }) => [path, views])).toEqual([
      ['/en/blogpost?slug=gone', 4],
      // The French address of an English post: no French post has that slug.
      ['/blogpost?slug=lives-here', 3],
      ['/en/blogpost?slug=draft-post', 2],
    ]);
  });
});
