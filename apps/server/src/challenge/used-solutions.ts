import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Solutions remembered at most at once in a process; past it new ones are refused until some expire. */
export const USED_SOLUTIONS_MAX = 100_000;

export interface UsedSolutionsOptions {
  log: FastifyBaseLogger;
  /** With REDIS_URL: one set for every instance (`SET … NX PX`). */
  redis?: Redis;
  keyPrefix?: string;
  max?: number;
  /** The clock of the expiries (tests move it); `performance` by default. */
  clock?: { now(): number };
}

/** What `use` answers: a first use, a replay, or no room left to remember it. */
export type UseOutcome = 'first' | 'replayed' | 'full';

/**
 * The challenges already solved, each kept until it expires, so that a solution is accepted
 * once. In this process (at most `USED_SOLUTIONS_MAX`) and, with Redis, for every instance;
 * while Redis fails this process's set still holds.
 */
export class UsedSolutions {
  private readonly local: LRUCache<string, true>;

  constructor(private readonly options: UsedSolutionsOptions) {
    this.local = new LRUCache({
      max: options.max ?? USED_SOLUTIONS_MAX,
      ttlAutopurge: false,
      ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    });
  }

  /** Marks the challenge of `signature` used for `ttlMs`; answers whether it was already. */
  async use(signature: string, ttlMs: number): Promise<UseOutcome> {
    if (this.local.has(signature)) return 'replayed';
    if (this.local.size >= this.local.max) this.local.purgeStale();
    if (this.local.size >= this.local.max) return 'full';
    this.local.set(signature, true, { ttl: ttlMs });
    const { redis, keyPrefix = '' } = this.options;
    if (!redis) return 'first';
    try {
      const set = await redis.set(`${keyPrefix}challenge:${signature}`, '1', 'PX', ttlMs, 'NX');
      return set === 'OK' ? 'first' : 'replayed';
    } catch {
      this.options.log.warn('used challenges: Redis unreachable, this process checks alone');
      return 'first';
    }
  }
}
