import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { throttledWarning } from '../cluster/redis-connection';
import {
  MemorySignInLimiter,
  SIGN_IN_WINDOW_MS,
  type LimiterVerdict,
  type SignInLimiter,
} from './sign-in-limiter';

// Refuses (answering the longest time left) when any key is at the limit, else counts on all.
const TAKE = `
local max = tonumber(ARGV[1])
local longest = -1
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= max then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2]) end
    if ttl > longest then longest = ttl end
  end
end
if longest >= 0 then return longest end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2]) end
end
return -1`;

const REFUND = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/**
 * Failed sign-ins counted in Redis, shared by every instance (same rules as the in-memory
 * limiter: fixed windows, attempts counted while they run, successes given back). When Redis
 * fails, this instance's own counters take over, so the limit still holds per instance.
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

  async take(keys: readonly string[]): Promise<LimiterVerdict> {
    try {
      const keyList = this.keys(keys);
      const longest = Number(
        await this.redis.eval(TAKE, keyList.length, ...keyList, this.max, this.windowMs),
      );
      return longest < 0 ? { allowed: true } : { allowed: false, retryAfterMs: longest };
    } catch (error) {
      this.warn(error);
      return this.fallback.take(keys);
    }
  }

  async refund(keys: readonly string[]) {
    try {
      const keyList = this.keys(keys);
      await this.redis.eval(REFUND, keyList.length, ...keyList);
    } catch (error) {
      this.warn(error);
      await this.fallback.refund(keys);
    }
  }
}
