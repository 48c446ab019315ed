import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAX_REDIRECTS } from '@vitrine/contract/entities/redirect';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

describe.skipIf(!built).each(testDatabases())('redirects on $name', (testDatabase) => {
  let url: string;
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const t = useTestApp(testDatabase, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    team = await signInTeam(t, 'redirects');
  });

  const write = (
    payload: object,
    headers: Record<string, string> = t.admin,
    method: 'POST' | 'PUT' = 'POST',
    id = '',
  ) => t.app.inject({ method, url: `${t.base}/Redirect${id && `/${id}`}`, payload, headers });
  const visit = (address: string) => fetch(`${url}${address}`, { redirect: 'manual' });
  const count = async () =>
    (
      await t.app.inject({ method: 'GET', url: `${t.base}/Redirect/count`, headers: t.admin })
    ).json<{ count: number }>().count;

  it('is read and written by admins and editors only', async () => {
    for (const role of ['admin', 'editor']) {
      const made = await write(
        { from: `/by-${role}`, to: '/pricing', status: 301 },
        team.headers[role],
      );
      expect(made.statusCode, role).toBe(201);
    }
    for (const role of ['author', 'contributor', 'sales', 'user', 'visitor']) {
      const made = await write(
        { from: `/by-${role}`, to: '/pricing', status: 301 },
        team.headers[role],
      );
      expect([401, 403], role).toContain(made.statusCode);
      const read = await t.app.inject({
        method: 'GET',
        url: `${t.base}/Redirect`,
        headers: team.headers[role],
      });
      expect([401, 403], role).toContain(read.statusCode);
    }
  });

  it('answers before any page, with its status, and counts hits in batches', async () => {
    const made = await write({
      from: '/Ancienne-Page',
      to: '/tarifs',
      status: 308,
      note: 'Old site',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json<{ from: string }>().from).toBe('/ancienne-page');
    await write({ from: '/pricing', to: '/en/pricing', status: 302 });
    const first = await visit('/ancienne-PAGE?utm_source=x');
    expect(first.status).toBe(308);
    expect(first.headers.get('location')).toBe('/tarifs?utm_source=x');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    await visit('/ancienne-page');
    // Before any page rule: `/pricing` is otherwise the canonical 301 to `/tarifs`.
    const temporary = await visit('/pricing');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('cache-control')).toBe('no-store');
    const { id } = made.json<{ id: string }>();
    const before = await t.app.inject({
      method: 'GET',
      url: `${t.base}/Redirect/${id}`,
      headers: t.admin,
    });
    expect(before.json<{ hits?: number }>().hits).toBeUndefined();
    await t.app.redirects.flushHits();
    const after = await t.app.inject({
      method: 'GET',
      url: `${t.base}/Redirect/${id}`,
      headers: t.admin,
    });
    expect(after.json()).toMatchObject({ hits: 2, last_hit: expect.any(String) });
    await visit('/ancienne-page');
    await t.app.redirects.flushHits();
    const again = await t.app.inject({
      method: 'GET',
      url: `${t.base}/Redirect/${id}`,
      headers: t.admin,
    });
    expect(again.json<{ hits: number; note: string }>()).toMatchObject({
      hits: 3,
      note: 'Old site',
    });
  });

  it('refuses loops, server paths and bad statuses, and keeps what was stored', async () => {
    const stored = await count();
    const self = await write({ from: '/loop-a', to: '/Loop-A', status: 301 });
    expect(self.statusCode).toBe(409);
    expect(self.json<{ message: string }>().message).toMatch(/would loop/);
    expect((await write({ from: '/loop-a', to: '/loop-b', status: 301 })).statusCode).toBe(201);
    expect((await write({ from: '/loop-b', to: '/loop-c', status: 301 })).statusCode).toBe(201);
    const back = await write({ from: '/loop-c', to: `${t.config.publicUrl}/loop-a`, status: 301 });
    expect(back.statusCode).toBe(409);
    for (const from of ['/api/apps/x/entities', '/admin', '/login', '/assets/app.js']) {
      const hijack = await write({ from, to: '/', status: 301 });
      expect(hijack.statusCode, from).toBe(422);
      expect(hijack.json<{ detail: string }>().detail).toMatch(/belongs to the server/);
    }
    const status = await write({ from: '/bad-status', to: '/', status: 303 });
    expect(status.statusCode).toBe(422);
    expect(await count()).toBe(stored + 2);
    // An update closing the loop is refused too, and leaves the record as it was.
    const list = await t.app.inject({
      method: 'GET',
      url: `${t.base}/Redirect?q=${encodeURIComponent(JSON.stringify({ from: '/loop-b' }))}`,
      headers: t.admin,
    });
    const loopB = list.json<{ id: string }[]>()[0]!;
    const closing = await write({ to: '/loop-a' }, t.admin, 'PUT', loopB.id);
    expect(closing.statusCode).toBe(409);
    expect((await visit('/loop-b')).headers.get('location')).toBe('/loop-c');
  });

  it('follows changes and deletions at once', async () => {
    const made = await write({ from: '/temporary', to: '/contact', status: 301 });
    const { id } = made.json<{ id: string }>();
    expect((await visit('/temporary')).headers.get('location')).toBe('/contact');
    await write({ to: '/demo' }, t.admin, 'PUT', id);
    expect((await visit('/temporary')).headers.get('location')).toBe('/demo');
    await t.app.inject({ method: 'DELETE', url: `${t.base}/Redirect/${id}`, headers: t.admin });
    expect((await visit('/temporary')).status).not.toBe(301);
  });

  it(`imports a CSV all or nothing, and stores no more than ${MAX_REDIRECTS}`, async () => {
    const stored = await count();
    const importCsv = async (csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'redirects.csv');
      const body = new Response(form);
      const contentType = body.headers.get('content-type') ?? '';
      return t.app.inject({
        method: 'POST',
        url: `${t.base}/Redirect/import`,
        headers: { ...t.admin, 'content-type': contentType },
        payload: Buffer.from(await body.arrayBuffer()),
      });
    };
    const looping = await importCsv('from,to,status\n/csv-a,/csv-b,301\n/csv-b,/csv-a,301\n');
    expect(looping.statusCode).toBe(409);
    const bad = await importCsv('from,to,status\n/csv-a,/tarifs,301\n/admin/x,/,301\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ rejected: unknown }>().rejected).toEqual([
      {
        row: 2,
        errors: [{ field: 'from', message: expect.stringMatching(/belongs to the server/) }],
      },
    ]);
    expect(await count()).toBe(stored);
    const good = await importCsv(
      'from,to,status,note\n/csv-a,/tarifs,301,Old\n/csv-b,https://elsewhere.example/,302,\n',
    );
    expect(good.statusCode).toBeLessThan(300);
    expect(await count()).toBe(stored + 2);
    expect((await visit('/csv-b')).headers.get('location')).toBe('https://elsewhere.example/');
    const rows = Array.from({ length: MAX_REDIRECTS - stored - 1 }, (_, n) => `/bulk-${n},/,301`);
    const tooMany = await importCsv(`from,to,status\n${rows.join('\n')}\n`);
    expect(tooMany.statusCode).toBe(409);
    expect(await count()).toBe(stored + 2);
  });
});
