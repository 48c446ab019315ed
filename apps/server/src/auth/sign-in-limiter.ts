import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { throttledWarning } from '../cluster/redis-connection';

/** Failed sign-ins are counted over this window, per client address and per e-mail. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The wait once an e-mail has `max` failures in its window; it doubles every `max` more. */
export const FIRST_SLOWDOWN_MS = 1_000;
/** The longest wait: the owner of an e-mail under attack still gets in after this. */
export const MAX_SLOWDOWN_MS = 8_000;

/** Failed sign-ins from all addresses together are counted over this window. */
export const GLOBAL_WINDOW_MS = 5 * 60_000;
/** The one key of the failures of every address. */
const GLOBAL_KEY = 'all';

/**
 * What one attempt is counted on. `walls` (a client address) refuse every attempt once they
 * hold `max` failures; `slows` (an e-mail, which anyone can type) never refuse, since that would
 * let a stranger lock the owner out: past `max` failures they make every attempt wait instead.
 */
export interface AttemptKeys {
  walls: readonly string[];
  slows?: readonly string[];
  /**
   * Counted in the failures of all addresses too (sign-ins). Once they reach the global budget,
   * only an attempt whose walls hold no failure yet goes through, until the window ends.
   */
  global?: boolean;
}

export type LimiterVerdict =
  /** `clean`: none of its keys holds a failure (or another attempt in flight) yet. */
  | { allowed: true; delayMs: number; clean: boolean }
  | { allowed: false; retryAfterMs: number; scope: 'address' | 'all' };

/** How long an attempt waits when the busiest of its `slows` keys already holds `failures`. */
export function slowdownMs(failures: number, max: number) {
  if (failures < max) return 0;
  const doublings = Math.floor((failures - max) / max);
  return Math.min(MAX_SLOWDOWN_MS, FIRST_SLOWDOWN_MS * 2 ** Math.min(doublings, 16));
}

/**
 * Counts failed sign-ins (and failed set-password links) per key, e.g. `ip:…` and `email:…`.
 * An attempt is taken before the password is checked, so concurrent guesses count too, and
 * given back when it succeeds: in the end only failures count.
 */
export interface SignInLimiter {
  /**
   * Counts one attempt on every key and says how long it waits, or refuses it (counting
   * nothing) when one of its `walls` is at the limit.
   */
  take(keys: AttemptKeys): Promise<LimiterVerdict>;
  /** Gives back an attempt that succeeded. */
  refund(keys: AttemptKeys): Promise<void>;
}

/** This process's counters: one fixed window per key, dropped when it ends. */
export function memoryCounters(max: number, windowMs = SIGN_IN_WINDOW_MS) {
  return new RateLimiterMemory({ points: max, duration: windowMs / 1000 });
}

/** The failures of all addresses (`AttemptKeys.global`): in a store, with its fallback. */
export interface GlobalBudget {
  counters: RateLimiterAbstract;
  fallback?: RateLimiterAbstract;
}

/** This process's global budget: `max` failures per `GLOBAL_WINDOW_MS`. */
export function memoryBudget(max: number, windowMs = GLOBAL_WINDOW_MS): GlobalBudget {
  return { counters: memoryCounters(max, windowMs) };
}

const isVerdict = (value: unknown): value is RateLimiterRes => value instanceof RateLimiterRes;

/**
 * The sign-in rules on `rate-limiter-flexible` counters: fixed windows started by the first
 * failure. A wall is consumed atomically (an attempt over the limit is given back at once), so
 * concurrent guesses from one address cannot slip past it; a slow only ever counts (`penalty`).
 * With a `fallback` (Redis, then this instance's memory), an unreachable store is logged and
 * the fallback counts instead, so the limits still hold per instance.
 */
export class FlexibleSignInLimiter implements SignInLimiter {
  private readonly warn: (error: unknown) => void;

  constructor(
    private readonly max: number,
    private readonly counters: RateLimiterAbstract = memoryCounters(max),
    private readonly fallback?: RateLimiterAbstract,
    log?: FastifyBaseLogger,
    private readonly global?: GlobalBudget,
  ) {
    this.warn = log
      ? throttledWarning(log, 'Redis unreachable: sign-in limits counted per instance')
      : () => undefined;
  }

  /** Runs `call` on the store, or on the fallback when the store fails. */
  private async use<T>(
    call: (counters: RateLimiterAbstract) => Promise<T>,
    store?: GlobalBudget,
  ): Promise<T> {
    const { counters, fallback } = store ?? { counters: this.counters, fallback: this.fallback };
    if (!fallback) return call(counters);
    try {
      return await call(counters);
    } catch (error) {
      if (isVerdict(error)) throw error;
      this.warn(error);
      return call(fallback);
    }
  }

  /** Counts an attempt on a wall; answers the refusal when it is full, and what it held before. */
  private consume(key: string) {
    return this.use((counters) => counters.consume(key)).then(
      (res) => ({ refusal: undefined, before: res.consumedPoints - 1 }),
      (error: unknown) => {
        if (isVerdict(error)) return { refusal: error, before: error.consumedPoints - 1 };
        throw error;
      },
    );
  }

  /** When the global budget is spent: how long until its window ends. */
  private async budgetSpentFor(global: GlobalBudget) {
    const res = await this.use((counters) => counters.get(GLOBAL_KEY), global);
    return res && res.consumedPoints >= global.counters.points ? res.msBeforeNext : undefined;
  }

  async take({ walls, slows = [], global = false }: AttemptKeys): Promise<LimiterVerdict> {
    const counts = await Promise.all(walls.map((key) => this.consume(key)));
    const full = counts.flatMap(({ refusal }) => (refusal ? [refusal] : []));
    if (full.length > 0) {
      await this.giveBack(walls);
      const retryAfterMs = Math.max(...full.map((r) => r.msBeforeNext));
      return { allowed: false, retryAfterMs, scope: 'address' };
    }
    if (global && this.global) {
      const spentFor = await this.budgetSpentFor(this.global);
      if (spentFor !== undefined && counts.some(({ before }) => before > 0)) {
        await this.giveBack(walls);
        return { allowed: false, retryAfterMs: spentFor, scope: 'all' };
      }
      await this.use((counters) => counters.penalty(GLOBAL_KEY), this.global);
    }
    const counted = await Promise.all(
      slows.map((key) => this.use((counters) => counters.penalty(key))),
    );
    const failures = Math.max(0, ...counted.map((res) => res.consumedPoints - 1));
    const clean = failures === 0 && counts.every(({ before }) => before === 0);
    return { allowed: true, delayMs: slowdownMs(failures, this.max), clean };
  }

  async refund({ walls, slows = [], global = false }: AttemptKeys) {
    await this.giveBack([...walls, ...slows]);
    if (global && this.global) await this.giveBack([GLOBAL_KEY], this.global);
  }

  /** One attempt less on each key; a window that ended meanwhile is not left below zero. */
  private async giveBack(keys: readonly string[], store?: GlobalBudget) {
    await Promise.all(
      keys.map(async (key) => {
        const res = await this.use((counters) => counters.reward(key), store);
        if (res.consumedPoints < 0) await this.use((counters) => counters.delete(key), store);
      }),
    );
  }
}

/** In-process counters; enough for one server instance. */
export class MemorySignInLimiter extends FlexibleSignInLimiter {
  constructor(max: number, windowMs = SIGN_IN_WINDOW_MS, globalMax?: number) {
    const global = globalMax === undefined ? undefined : memoryBudget(globalMax);
    super(max, memoryCounters(max, windowMs), undefined, undefined, global);
  }
}
