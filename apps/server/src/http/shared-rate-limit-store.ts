import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { throttledWarning } from '../cluster/redis-connection';

// A fixed window per key: the first hit starts it, later hits count in it.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type RouteInfo = { routeInfo?: { method?: string; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in Redis, so every instance shares one window per
 * client address and route. When Redis fails the error goes back to the plugin, which lets the
 * request through (`skipOnError`): visitor writes fail open, with a warning in the logs.
 */
export function sharedRateLimitStore(
  redis: Redis,
  keyPrefix: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const warn = throttledWarning(log, 'Redis unreachable: visitor write limits not applied');
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = `${keyPrefix}rate:`,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      redis.eval(INCREMENT, 1, `${this.prefix}${key}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: Error) => {
          warn(error);
          callback(error);
        },
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as RouteInfo).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${this.prefix}${method}${url}:`);
    }
  }
  return SharedRateLimitStore;
}
