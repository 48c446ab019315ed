import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL, redisAvailable, uniqueRedisPrefix } from '../../test/redis';
import { RedisSignInLimiter } from './redis-sign-in-limiter';
import { SIGN_IN_WINDOW_MS } from './sign-in-limiter';

const withRedis = await redisAvailable();
const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe.skipIf(!withRedis)('Redis sign-in limiter', () => {
  const connections = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
  afterAll(() => connections.forEach((connection) => connection.disconnect()));

  it('shares failures between instances, refuses at the limit and never counts successes', async () => {
    const prefix = uniqueRedisPrefix();
    // Two instances of the server, each with its own connection.
    const [a, b] = connections.map((redis) => new RedisSignInLimiter(redis, prefix, 3, log));
    const keys = ['ip:198.51.100.1', 'email:x@example.com'];
    expect(await a!.take(keys)).toEqual({ allowed: true });
    await a!.refund(keys); // a success: given back
    expect(await a!.take(keys)).toEqual({ allowed: true });
    expect(await b!.take(keys)).toEqual({ allowed: true });
    expect(await a!.take(['ip:198.51.100.2', 'email:x@example.com'])).toEqual({ allowed: true });
    const refused = await b!.take(['ip:198.51.100.3', 'email:x@example.com']);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS);
    }
    // The refused attempt counted on no key: another e-mail from that address still gets in.
    expect(await a!.take(['ip:198.51.100.3', 'email:y@example.com'])).toEqual({ allowed: true });
  });
});
