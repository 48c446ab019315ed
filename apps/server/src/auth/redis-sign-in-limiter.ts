import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { FlexibleSignInLimiter, SIGN_IN_WINDOW_MS, memoryCounters } from './sign-in-limiter';

/**
 * Failed sign-ins counted in Redis (`<prefix>sign-in:<key>`), shared by every instance, with the
 * same rules as in memory. When Redis fails, this instance's own counters take over, so the
 * limit still holds per instance.
 */
export class RedisSignInLimiter extends FlexibleSignInLimiter {
  constructor(
    redis: Redis,
    keyPrefix: string,
    max: number,
    log: FastifyBaseLogger,
    windowMs = SIGN_IN_WINDOW_MS,
  ) {
    const counters = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}sign-in`,
      points: max,
      duration: windowMs / 1000,
    });
    super(max, counters, memoryCounters(max, windowMs), log);
  }
}
