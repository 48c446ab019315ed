import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL, redisAvailable, uniqueRedisPrefix } from '../../test/redis';
import { UsedSolutions } from './used-solutions';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const withRedis = await redisAvailable();

describe('used challenges', () => {
  it('remembers at most `max` at once: past it new solutions are refused until some expire', async () => {
    let now = 1_000;
    const used = new UsedSolutions({ log, max: 2, clock: { now: () => now } });
    expect(await used.use('a', 60_000)).toBe('first');
    expect(await used.use('a', 60_000)).toBe('replayed');
    expect(await used.use('b', 10)).toBe('first');
    expect(await used.use('c', 60_000)).toBe('full');
    now += 11;
    // `b` expired: room for `c`, and `a` is still remembered.
    expect(await used.use('c', 60_000)).toBe('first');
    expect(await used.use('a', 60_000)).toBe('replayed');
  });

  describe.skipIf(!withRedis)('with Redis', () => {
    const connections = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
    afterAll(() => connections.forEach((connection) => connection.disconnect()));

    it('refuses on one instance a solution used on another', async () => {
      const keyPrefix = uniqueRedisPrefix();
      const [a, b] = connections.map((redis) => new UsedSolutions({ log, redis, keyPrefix }));
      expect(await a!.use('signature', 60_000)).toBe('first');
      expect(await b!.use('signature', 60_000)).toBe('replayed');
      expect(await b!.use('other', 60_000)).toBe('first');
      expect(await a!.use('other', 60_000)).toBe('replayed');
    });
  });
});
