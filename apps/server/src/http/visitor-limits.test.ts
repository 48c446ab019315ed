import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { waitlistSignUp } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

const signUp = (n: number) => waitlistSignUp(`lea${n}@example.fr`);

describe('visitor write rate limit', () => {
  const t = useTestApp(testDatabases()[0]!, { RATE_LIMIT_MAX: '3' });

  it('answers 429 past the limit per client address, stores nothing more, and spares admins', async () => {
    const post = (n: number, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${t.base}/WaitlistSubscriber`,
        payload: signUp(n),
        headers,
        remoteAddress: '203.0.113.7',
      });
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await post(n)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await post(9);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many requests'),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await t.app.inject({
      method: 'POST',
      url: `${t.base}/WaitlistSubscriber`,
      payload: signUp(20),
      remoteAddress: '198.51.100.4',
    });
    expect(other.statusCode).toBe(201);
    expect((await post(30, t.admin)).statusCode).toBe(201);
    const count = await t.app.inject({
      method: 'GET',
      url: `${t.base}/WaitlistSubscriber/count`,
      headers: t.admin,
    });
    expect(count.json().count).toBe(5);
  });
});

describe('logs', () => {
  it('carry request ids but no e-mails, names, tokens, query strings or bodies', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _encoding, done) => (lines.push(chunk.toString()), done()),
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: ':memory:',
      LOG_LEVEL: 'info',
      SEED_CONTENT: 'false',
    });
    const database = openDatabase(config.databaseUrl);
    await migrate(database);
    // The production logger settings, written to memory.
    const app = await buildApp(config, database, { web: false, logStream: sink });
    await app.ready();
    await app.services.accounts.ensureAdmin('boss@vitrine.test', 'a-very-long-password');
    await app.inject({
      method: 'POST',
      url: '/api/apps/vitrine/entities/WaitlistSubscriber',
      payload: signUp(1),
    });
    await app.inject({
      method: 'POST',
      url: '/api/apps/vitrine/entities/WaitlistSubscriber',
      payload: { ...signUp(2), email: 'bad' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/apps/vitrine/auth/login',
      payload: { email: 'boss@vitrine.test', password: 'a-very-long-password' },
    });
    await app.inject({
      method: 'GET',
      url: `/api/apps/vitrine/entities/WaitlistSubscriber?q=${encodeURIComponent('{"email":"lea1@example.fr"}')}`,
    });
    await app.close();
    await database.close();
    const text = lines.join('');
    expect(text).toContain('reqId');
    expect(text).not.toMatch(/lea\d@example\.fr|boss@vitrine\.test|Durand|a-very-long-password/);
    expect(text).not.toContain('q=');
  });
});
