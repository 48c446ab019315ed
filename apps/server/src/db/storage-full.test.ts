import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { toAnswer } from '../http/error-handler';
import { StorageState } from './storage-state';

const signUp = (n: number) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `full${n}@example.com`,
  company: 'Analytical Engines',
  language: 'fr',
});

describe('a full disk on SQLite (PRAGMA max_page_count)', () => {
  const t = useTestApp(testDatabases()[0]!);
  const sqlite = () => t.database.sqlite!;
  const pages = () => sqlite().prepare('PRAGMA page_count').pluck().get() as number;
  const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

  it('answers 507 STORAGE_FULL, keeps what was stored, says so on /readyz, and recovers', async () => {
    expect((await t.postEntity('WaitlistSubscriber', signUp(0))).statusCode).toBe(201);
    const draft = { title: 'Brouillon', excerpt: 'Court', slug: 'brouillon', content: 'Court' };
    const created = await t.postEntity(
      'BlogPost',
      { ...draft, category: 'tutorials', tags: [], read_time: 1, published: false, language: 'fr' },
      t.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const postUrl = `${t.base}/BlogPost/${(created.json() as { id: string }).id}`;
    const before = await t.app.inject({
      method: 'GET',
      url: `${t.base}/WaitlistSubscriber`,
      headers: t.admin,
    });
    const stored = (before.json() as unknown[]).length;
    // The file may not grow past its current pages: the next write that needs one fails.
    sqlite().exec(`PRAGMA max_page_count = ${pages()}`);
    let refused;
    for (let n = 1; n <= 500 && !refused; n += 1) {
      const response = await t.postEntity('WaitlistSubscriber', signUp(n));
      if (response.statusCode !== 201) refused = response;
    }
    expect(refused?.statusCode).toBe(507);
    expect(refused?.json()).toMatchObject({
      code: 'STORAGE_FULL',
      message: expect.stringContaining('storage'),
    });
    // An update runs in a transaction of its own: the same answer, the post as it was.
    const longer = await t.app.inject({
      method: 'PUT',
      url: postUrl,
      headers: t.admin,
      payload: { content: 'Long. '.repeat(16_000) },
    });
    expect(longer.statusCode).toBe(507);
    expect(longer.json()).toMatchObject({ code: 'STORAGE_FULL' });
    const unchanged = await t.app.inject({ method: 'GET', url: postUrl, headers: t.admin });
    expect(unchanged.json()).toMatchObject({ content: 'Court' });
    const whileFull = await readyz();
    expect(whileFull.statusCode).toBe(200);
    expect(whileFull.json()).toMatchObject({ status: 'degraded', storage: 'full' });
    const during = await t.app.inject({
      method: 'GET',
      url: `${t.base}/WaitlistSubscriber`,
      headers: t.admin,
    });
    expect(during.statusCode).toBe(200);
    expect((during.json() as unknown[]).length).toBeGreaterThanOrEqual(stored);

    // Writes sharing one group commit: each is stored (201) or refused (507), never a 500,
    // and every acknowledged one is there.
    const count = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `${t.base}/WaitlistSubscriber`,
            headers: t.admin,
          })
        ).json() as unknown[]
      ).length;
    const beforeBatch = await count();
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, n) => t.postEntity('WaitlistSubscriber', signUp(600 + n))),
    );
    const statuses = batch.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 507),
      String(statuses),
    ).toBe(true);
    expect(await count()).toBe(beforeBatch + statuses.filter((status) => status === 201).length);

    // Space comes back: the next write succeeds and clears the state by itself.
    sqlite().exec('PRAGMA max_page_count = 1073741823');
    expect((await t.postEntity('WaitlistSubscriber', signUp(1000))).statusCode).toBe(201);
    const after = await readyz();
    expect(after.json()).toMatchObject({ status: 'ready', storage: 'ok' });
  });
});

describe('storage full errors', () => {
  it("maps SQLite's SQLITE_FULL and PostgreSQL's disk_full (53100) to 507 STORAGE_FULL", () => {
    for (const error of [{ code: 'SQLITE_FULL' }, { code: '53100', message: 'could not extend' }]) {
      const answer = toAnswer(error, 'r1');
      expect(answer.status).toBe(507);
      expect(answer.body).toMatchObject({ code: 'STORAGE_FULL', detail: 'Reference: r1' });
    }
    expect(toAnswer({ code: '53200' }, 'r1').status).toBe(500);
  });

  it('is full from a failed write until the next write that succeeds', () => {
    const state = new StorageState();
    expect(state.failed(new Error('other'))).toBe(false);
    expect(state.full).toBe(false);
    expect(state.failed({ code: '53100' })).toBe(true);
    expect(state.full).toBe(true);
    const query = (sql: string) => ({ sql, parameters: [], query: {} }) as never;
    state.observe({ level: 'query', query: query('select 1'), queryDurationMillis: 1 });
    expect(state.full).toBe(true);
    state.observe({
      level: 'query',
      query: query('insert into x values (1)'),
      queryDurationMillis: 1,
    });
    expect(state.full).toBe(false);
    state.observe({
      level: 'error',
      error: { code: 'SQLITE_FULL' },
      query: query('insert'),
      queryDurationMillis: 1,
    });
    expect(state.full).toBe(true);
  });
});
