import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import {
  FlexibleSignInLimiter,
  GLOBAL_WINDOW_MS,
  SIGN_IN_WINDOW_MS,
  memoryBudget,
  memoryCounters,
} from './sign-in-limiter';

/**
 * Failed sign-ins counted in Redis (`<prefix>sign-in:<key>`), shared by every instance, with the
 * same rules as in memory, and the failures of all addresses (`<prefix>sign-in-all:all`) when
 * `globalMax` is given. When Redis fails, this instance's own counters take over, so the
 * limit still holds per instance.
 */
export class RedisSignInLimiter extends FlexibleSignInLimiter {
  constructor(
    redis: Redis,
    keyPrefix: string,
    max: number,
    log: FastifyBaseLogger,
    windowMs = SIGN_IN_WINDOW_MS,
    globalMax?: number,
  ) {
    const counters = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}sign-in`,
      points: max,
      duration: windowMs / 1000,
    });
    // The failures of all addresses: `<prefix>sign-in-all:all`, this instance's own as fallback.
    const global =
      globalMax === undefined
        ? undefined
        : {
            counters: new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `${keyPrefix}sign-in-all`,
              points: globalMax,
              duration: GLOBAL_WINDOW_MS / 1000,
            }),
            fallback: memoryBudget(globalMax).counters,
          };
    super(max, counters, memoryCounters(max, windowMs), log, global);
  }
}
