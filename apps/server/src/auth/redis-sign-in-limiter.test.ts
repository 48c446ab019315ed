import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL, redisAvailable, uniqueRedisPrefix } from '../../test/redis';
import { RedisSignInLimiter } from './redis-sign-in-limiter';
import { GLOBAL_WINDOW_MS, SIGN_IN_WINDOW_MS } from './sign-in-limiter';

const withRedis = await redisAvailable();
const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe.skipIf(!withRedis)('Redis sign-in limiter', () => {
  const connections = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
  afterAll(() => connections.forEach((connection) => connection.disconnect()));

  it('shares failures between instances, refuses at the limit and never counts successes', async () => {
    const prefix = uniqueRedisPrefix();
    // Two instances of the server, each with its own connection.
    const [a, b] = connections.map((redis) => new RedisSignInLimiter(redis, prefix, 3, log));
    const keys = { walls: ['ip:198.51.100.1'], slows: ['email:x@example.com'] };
    expect(await a!.take(keys)).toMatchObject({ allowed: true, delayMs: 0 });
    await a!.refund(keys); // a success: given back
    expect(await a!.take(keys)).toMatchObject({ allowed: true, delayMs: 0 });
    expect(await b!.take(keys)).toMatchObject({ allowed: true, delayMs: 0 });
    expect(await a!.take(keys)).toMatchObject({ allowed: true, delayMs: 0 });
    const refused = await b!.take(keys);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS);
    }
    // The refused attempt counted on no key: another e-mail from that address is refused too,
    // and the e-mail still holds three failures (one wait of a second), not four.
    expect((await a!.take({ walls: ['ip:198.51.100.1'], slows: ['email:y'] })).allowed).toBe(false);
    expect(
      await b!.take({ walls: ['ip:198.51.100.2'], slows: ['email:x@example.com'] }),
    ).toMatchObject({
      allowed: true,
      delayMs: 1_000,
    });
  });

  it('never refuses on an e-mail: ten failures from elsewhere only slow its owner down', async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = connections.map((redis) => new RedisSignInLimiter(redis, prefix, 10, log));
    const from = (address: string) => ({ walls: [`ip:${address}`], slows: ['email:owner'] });
    for (let n = 0; n < 10; n += 1) {
      expect(await (n % 2 ? a! : b!).take(from('192.0.2.66'))).toMatchObject({
        allowed: true,
        delayMs: 0,
      });
    }
    expect((await a!.take(from('192.0.2.66'))).allowed).toBe(false);
    expect(await b!.take(from('198.51.100.20'))).toMatchObject({ allowed: true, delayMs: 1_000 });
    await b!.refund(from('198.51.100.20'));
    expect((await a!.take(from('192.0.2.66'))).allowed).toBe(false);
  });
});

describe.skipIf(!withRedis)('Redis global failed sign-in budget', () => {
  const connections = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
  afterAll(() => connections.forEach((connection) => connection.disconnect()));

  it('is shared by every instance: spent on one, it refuses addresses that failed on the other', async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = connections.map(
      (redis) => new RedisSignInLimiter(redis, prefix, 10, log, SIGN_IN_WINDOW_MS, 2),
    );
    const from = (address: string) => ({ walls: [`ip:${address}`], global: true });
    expect(await a!.take(from('198.51.100.1'))).toMatchObject({ allowed: true, delayMs: 0 });
    expect(await b!.take(from('198.51.100.2'))).toMatchObject({ allowed: true, delayMs: 0 });
    const refused = await b!.take(from('198.51.100.1'));
    expect(refused).toMatchObject({ allowed: false, scope: 'all' });
    if (!refused.allowed) expect(refused.retryAfterMs).toBeLessThanOrEqual(GLOBAL_WINDOW_MS);
    // A clean address still gets its one try; a success gives its count back.
    expect(await a!.take(from('198.51.100.3'))).toMatchObject({ allowed: true, delayMs: 0 });
    await a!.refund(from('198.51.100.3'));
    expect((await a!.take(from('198.51.100.3'))).allowed).toBe(true);
  });
});

describe('Redis sign-in limiter without Redis', () => {
  it('counts in this instance instead, so the wall still holds, and logs it', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const warnings = vi.fn();
    const limiter = new RedisSignInLimiter(redis, uniqueRedisPrefix(), 2, {
      ...log,
      warn: warnings,
    } as unknown as FastifyBaseLogger);
    const keys = { walls: ['ip:203.0.113.9'], slows: ['email:z'] };
    expect(await limiter.take(keys)).toMatchObject({ allowed: true, delayMs: 0 });
    expect(await limiter.take(keys)).toMatchObject({ allowed: true, delayMs: 0 });
    expect((await limiter.take(keys)).allowed).toBe(false);
    expect(warnings).toHaveBeenCalled();
    redis.disconnect();
  });
});
