import { ENTITIES, type EntityName } from '@vitrine/contract/entities/entity-registry';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { MemorySignInLimiter, RedisSignInLimiter, type SignInLimiter } from '../auth/auth';
import type { AppConfig } from '../config';
import type { EntityStore } from '../entities/entity-store';
import type { VisitorReadCache } from '../entities/visitor-read-cache';
import { ALL_ENTITIES, type ChangeBus } from '../cluster/change-bus';
import { connectRedis, redisReady } from '../cluster/redis-connection';

/** Only entities visitors read are cached anywhere, so only their changes are told around. */
function isCachedEntity(name: string) {
  return Object.hasOwn(ENTITIES, name) && ENTITIES[name as EntityName].access.visitorRead;
}

/** Local writes drop the local read cache and are told to the other instances; theirs drop it too. */
export function shareChanges(store: EntityStore, readCache: VisitorReadCache, changes: ChangeBus) {
  store.on('*', {
    committed: (entity) => {
      readCache.invalidate(entity);
      if (isCachedEntity(entity)) changes.publish(entity);
    },
  });
  changes.onRemoteChange((entity) =>
    entity === ALL_ENTITIES ? readCache.clear() : readCache.invalidate(entity),
  );
}

/**
 * With REDIS_URL, the visitor write limits and the failed sign-in limiter count in Redis, for
 * every instance at once; without it, each process counts on its own.
 */
export function sharedLimits(config: AppConfig, log: FastifyBaseLogger) {
  if (!config.redisUrl) {
    return {
      redis: undefined,
      signInLimiter: new MemorySignInLimiter(
        config.loginRateLimitMax,
        undefined,
        config.loginGlobalFailureMax,
      ) as SignInLimiter,
      rateLimitStore: {},
    };
  }
  const redis = connectRedis(config.redisUrl, log);
  const prefix = config.redisKeyPrefix;
  return {
    redis,
    signInLimiter: new RedisSignInLimiter(
      redis,
      prefix,
      config.loginRateLimitMax,
      log,
      undefined,
      config.loginGlobalFailureMax,
    ),
    // @fastify/rate-limit's own Redis store: one fixed window per address and route, shared by
    // every instance; while Redis is away the check is skipped (visitor writes fail open).
    rateLimitStore: { redis, nameSpace: `${prefix}rate:`, skipOnError: true },
  };
}

/** Listens for other instances' changes before answering, and lets go of both on close. */
export function registerScaleOutHooks(app: FastifyInstance, changes: ChangeBus, redis?: Redis) {
  app.addHook('onReady', async () => {
    await changes.start();
    if (redis && !(await redisReady(redis))) {
      app.log.warn('Redis not reachable at start: limits fail open until it is');
    }
  });
  app.addHook('onClose', async () => {
    await changes.close();
    redis?.disconnect();
  });
}
