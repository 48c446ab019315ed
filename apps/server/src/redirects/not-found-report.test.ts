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
