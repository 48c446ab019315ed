import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitlistSignUp } from '../../test/records';
import {
  TEST_REDIS_URL,
  redisAvailable,
  redisUrlThrough,
  uniqueRedisPrefix,
} from '../../test/redis';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { startTestApp, testDatabases, useTestApp, type TestApp } from '../../test/test-app';

const withRedis = await redisAvailable();

const signUp = (n: number) => waitlistSignUp(`shared${n}@example.fr`);

describe.skipIf(!withRedis)('visitor write and sign-in limits in Redis', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write: (chunk, _encoding, done) => (lines.push(chunk.toString()), done()),
  });
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(TEST_REDIS_URL).port || 6379));
    t = await startTestApp(
      testDatabases()[0]!,
      {
        REDIS_URL: redisUrlThrough(proxy.port),
        REDIS_KEY_PREFIX: uniqueRedisPrefix(),
        RATE_LIMIT_MAX: '3',
        LOGIN_RATE_LIMIT_MAX: '2',
        LOG_LEVEL: 'info',
      },
      { logStream },
    );
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  let n = 0;
  const post = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: `${t.base}/WaitlistSubscriber`,
      payload: signUp((n += 1)),
      remoteAddress: address,
    });
  const failSignIn = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/vitrine/auth/login`,
      payload: { email: 'nobody@vitrine.test', password: 'wrong-password-123' },
      remoteAddress: address,
    });
  const statuses = async (times: number, send: () => Promise<{ statusCode: number }>) => {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await send()).statusCode);
    return answers;
  };

  it('limits through Redis, fails open while it is away (with a warning), and limits again after', async () => {
    expect(await statuses(4, () => post('203.0.113.1'))).toEqual([201, 201, 201, 429]);

    await proxy.cut();
    expect(await statuses(6, () => post('203.0.113.2'))).toEqual([201, 201, 201, 201, 201, 201]);
    // Sign-ins fall back to this instance's own counters: still limited.
    expect(await statuses(3, () => failSignIn('203.0.113.3'))).toEqual([401, 401, 429]);
    expect(lines.join('')).toContain('Redis unreachable: sign-in limits counted per instance');

    await vi.waitFor(() => expect(lines.join('')).toContain('Redis is unreachable'), {
      timeout: 10_000,
    });
    await proxy.restore();
    await vi.waitFor(() => expect(lines.join('')).toContain('Redis is reachable again'), {
      timeout: 10_000,
    });
    expect(await statuses(4, () => post('203.0.113.4'))).toEqual([201, 201, 201, 429]);
  });
});

describe('without Redis reachable at all', () => {
  const t = useTestApp(testDatabases()[0]!, {
    REDIS_URL: 'redis://127.0.0.1:1',
    RATE_LIMIT_MAX: '1',
  });

  it('starts and takes visitor writes (failing open)', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${t.base}/WaitlistSubscriber`,
        payload: signUp(100 + i),
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).toBe(201);
    }
  });
});
