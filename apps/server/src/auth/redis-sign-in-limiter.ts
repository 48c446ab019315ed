import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { throttledWarning } from '../cluster/redis-connection';
import {
  MemorySignInLimiter,
  SIGN_IN_WINDOW_MS,
  allKeys,
  slowdownMs,
  type AttemptKeys,
  type LimiterVerdict,
  type SignInLimiter,
} from './sign-in-limiter';

// KEYS: the walls (the first ARGV[3]), then the slows. Refuses (answering {1, the longest time
// left}) when a wall is at the limit; else counts on every key and answers {0, the most failures
// a slow key held before}.
const TAKE = `
local max = tonumber(ARGV[1])
local walls = tonumber(ARGV[3])
local longest = -1
for i = 1, walls do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= max then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 0 then ttl = tonumber(ARGV[2]) end
    if ttl > longest then longest = ttl end
  end
end
if longest >= 0 then return {1, longest} end
local failures = 0
for i = walls + 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count > failures then failures = count end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2]) end
end
return {0, failures}`;

const REFUND = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/**
 * Failed sign-ins counted in Redis, shared by every instance (same rules as the in-memory
 * limiter: fixed windows, walls and slowdowns, attempts counted while they run, successes given
 * back). When Redis fails, this instance's own counters take over, so the limit still holds per
 * instance.
 */
export class RedisSignInLimiter implements SignInLimiter {
  private readonly fallback: MemorySignInLimiter;
  private readonly warn: (error: unknown) => void;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly max: number,
    log: FastifyBaseLogger,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
  ) {
    this.fallback = new MemorySignInLimiter(max, windowMs);
    this.warn = throttledWarning(log, 'Redis unreachable: sign-in limits counted per instance');
  }

  private keys(keys: readonly string[]) {
    return keys.map((key) => `${this.keyPrefix}sign-in:${key}`);
  }

  async take(keys: AttemptKeys): Promise<LimiterVerdict> {
    try {
      const keyList = this.keys(allKeys(keys));
      const [refused, figure] = (await this.redis.eval(
        TAKE,
        keyList.length,
        ...keyList,
        this.max,
        this.windowMs,
        keys.walls.length,
      )) as [number, number];
      return refused
        ? { allowed: false, retryAfterMs: figure }
        : { allowed: true, delayMs: slowdownMs(figure, this.max) };
    } catch (error) {
      this.warn(error);
      return this.fallback.take(keys);
    }
  }

  async refund(keys: AttemptKeys) {
    try {
      const keyList = this.keys(allKeys(keys));
      await this.redis.eval(REFUND, keyList.length, ...keyList);
    } catch (error) {
      this.warn(error);
      await this.fallback.refund(keys);
    }
  }
}
