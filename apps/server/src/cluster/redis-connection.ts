import type { FastifyBaseLogger } from 'fastify';
import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';
import { lazyModule } from '../platform/lazy-module';

const ioredis = lazyModule<typeof IORedis>('ioredis');
/** How long a limit check may wait for Redis before the request goes on without it. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The connection the shared limits use. While Redis is unreachable commands fail at once (no
 * offline queue, no retries) so callers can fail open; it reconnects in the background.
 */
export function connectRedis(url: string, log: FastifyBaseLogger) {
  const redis = new (ioredis().Redis)(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'Redis is unreachable: shared limits fail open until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis is reachable again');
  });
  return redis;
}

/** Waits (at most `timeoutMs`) for the first connection, so the first requests are counted. */
export async function redisReady(redis: Redis, timeoutMs = 2000) {
  if (redis.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const onReady = () => done(true);
    function done(ready: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    }
    redis.once('ready', onReady);
  });
}

/** Logs `message` at most once per `everyMs` (a Redis outage must not flood the logs). */
export function throttledWarning(log: FastifyBaseLogger, message: string, everyMs = 10_000) {
  let last = -Infinity;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log.warn({ err: error }, message);
  };
}
