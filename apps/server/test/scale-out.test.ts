import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSignUp, runConcurrently, tally } from './load-client';
import { TEST_REDIS_URL, redisAvailable, uniqueRedisPrefix } from './redis';
import { WEB_BUILT, killAllServers, startServer, type ServerProcess } from './server-process';
import { storedSignUps } from './stored-sign-ups';
import { testDatabases } from './test-app';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const withRedis = await redisAvailable();
const ADMIN = { email: 'admin@vitrine.test', password: 'correct-horse-battery-staple' };
/** A change on one instance must reach visitors of the other within this. */
const VISIBLE_WITHIN_MS = 1000;

afterAll(killAllServers);

// Two processes on one PostgreSQL schema and one Redis: nothing shared in memory.
describe.skipIf(!postgres || !withRedis || !WEB_BUILT)('two instances (built server)', () => {
  const created = postgres?.create();
  let a: ServerProcess;
  let b: ServerProcess;
  let adminToken: string;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: created!.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: uniqueRedisPrefix(),
      RATE_LIMIT_MAX: '20',
      LOGIN_RATE_LIMIT_MAX: '5',
      TRUST_PROXY: 'true',
      // Far longer than the test: anything seen early was invalidated, not expired.
      PAGE_CACHE_TTL_MS: '600000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    a = await startServer(env);
    b = await startServer(env);
    const login = await fetch(`${a.url}/api/apps/vitrine/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    adminToken = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await created?.drop();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const either = (n: number) => (n % 2 === 0 ? a : b);

  it('stores sign-ups spread over both once each', async () => {
    const spread = await runConcurrently(2_000, 100, (n) =>
      postSignUp(either(n).url, `spread${n}@example.com`, from(`10.1.${n >> 8}.${n & 255}`)),
    );
    const again = await runConcurrently(600, 100, (n) =>
      postSignUp(either(n).url, `twice${n % 150}@example.com`, from(`10.2.${n >> 8}.${n & 255}`)),
    );
    expect(tally([...spread, ...again])).toEqual({ 201: 2_600 });
    const stored = await storedSignUps(created!.url);
    expect(stored.total).toBe(2_150);
    expect(stored.emails.size).toBe(2_150);
  }, 90_000);

  const api = '/api/apps/vitrine/entities/BlogPost';
  const listing = `${api}?q=${encodeURIComponent(JSON.stringify({ published: true, language: 'en' }))}`;
  const read = async (server: ServerProcess, path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { text: await response.text(), cache: response.headers.get('x-page-cache') };
  };
  /** Polls until `seen()`; answers how long it took after `since`. */
  const visibleAfter = async (since: number, seen: () => Promise<boolean>) => {
    while (!(await seen())) {
      if (Date.now() - since > VISIBLE_WITHIN_MS * 5) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - since;
  };
  const adminWrite = (server: ServerProcess, method: string, path: string, body: object) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });

  it('shows a post published on one to visitors of the other within a second', async () => {
    // B's visitor caches hold the listing and the page before the post exists.
    for (let i = 0; i < 2; i += 1) await read(b, listing);
    await read(b, '/en/blog');
    expect((await read(b, '/en/blog')).cache).toBe('hit');

    const title = `Scale-out post ${Date.now()}`;
    const created = await adminWrite(a, 'POST', api, {
      title,
      excerpt: 'Published on one instance, read on the other.',
      slug: `scale-out-${Date.now()}`,
      content: 'Two instances, one database.',
      category: 'tutorials',
      tags: ['ops'],
      read_time: 1,
      published: true,
      language: 'en',
    });
    expect(created.status).toBe(201);
    const published = Date.now();
    const { id } = (await created.json()) as { id: string };
    const apiDelay = await visibleAfter(published, async () =>
      (await read(b, listing)).text.includes(title),
    );
    const pageDelay = await visibleAfter(published, async () =>
      (await read(b, '/en/blog')).text.includes(title),
    );
    expect(apiDelay).toBeLessThan(VISIBLE_WITHIN_MS);
    expect(pageDelay).toBeLessThan(VISIBLE_WITHIN_MS);

    // And back: unpublished through B, gone for A's visitors.
    for (let i = 0; i < 2; i += 1) await read(a, listing);
    await read(a, '/en/blog');
    expect((await read(a, '/en/blog')).cache).toBe('hit');
    expect((await adminWrite(b, 'PUT', `${api}/${id}`, { published: false })).status).toBe(200);
    const unpublished = Date.now();
    const goneFromApi = await visibleAfter(
      unpublished,
      async () => !(await read(a, listing)).text.includes(title),
    );
    const goneFromPage = await visibleAfter(
      unpublished,
      async () => !(await read(a, '/en/blog')).text.includes(title),
    );
    expect(goneFromApi).toBeLessThan(VISIBLE_WITHIN_MS);
    expect(goneFromPage).toBeLessThan(VISIBLE_WITHIN_MS);
  });

  it('shows a post scheduled on one to visitors of both within a second of its date', async () => {
    const title = `Scheduled post ${Date.now()}`;
    const date = Date.now() + 2000;
    const created = await adminWrite(a, 'POST', api, {
      title,
      excerpt: 'Scheduled on one instance, shown on both.',
      slug: `scheduled-${Date.now()}`,
      content: 'Two instances, two timers.',
      category: 'tutorials',
      tags: ['ops'],
      read_time: 1,
      published: true,
      published_date: new Date(date).toISOString(),
      language: 'en',
    });
    expect(created.status).toBe(201);
    // Both cache the answers without it, again and again until its date.
    for (const server of [a, b]) {
      await read(server, listing);
      expect((await read(server, '/en/blog')).text).not.toContain(title);
      expect((await read(server, '/en/blog')).cache).toBe('hit');
    }
    expect(Date.now()).toBeLessThan(date);
    await new Promise((resolve) => setTimeout(resolve, date - Date.now()));
    for (const server of [a, b]) {
      const apiDelay = await visibleAfter(date, async () =>
        (await read(server, listing)).text.includes(title),
      );
      const pageDelay = await visibleAfter(date, async () =>
        (await read(server, '/en/blog')).text.includes(title),
      );
      expect(apiDelay).toBeLessThan(VISIBLE_WITHIN_MS);
      expect(pageDelay).toBeLessThan(VISIBLE_WITHIN_MS);
    }
  });

  it('holds the visitor write limit across both: the 21st write in the window is a 429', async () => {
    const visitor = from('10.200.0.1');
    const answers = [];
    for (let n = 0; n < 20; n += 1) {
      answers.push(await postSignUp(either(n).url, `limited${n}@example.com`, visitor));
    }
    expect(tally(answers)).toEqual({ 201: 20 });
    const onA = await postSignUp(a.url, 'limited20@example.com', visitor);
    const onB = await postSignUp(b.url, 'limited21@example.com', visitor);
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(onA.body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('holds the failed sign-in limit across both', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const response = await fetch(`${either(n).url}/api/apps/vitrine/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('10.201.0.1') },
        body: JSON.stringify({ email: 'guess@vitrine.test', password: 'wrong-password-123' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
