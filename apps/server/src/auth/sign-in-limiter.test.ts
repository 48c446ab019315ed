import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_SLOWDOWN_MS,
  MemorySignInLimiter,
  SIGN_IN_WINDOW_MS,
  slowdownMs,
  type AttemptKeys,
} from './sign-in-limiter';

// The counters read the clock (Date.now) and drop a key when its window ends (setTimeout).
beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

function limiter(max = 3) {
  const counters = new MemorySignInLimiter(max, SIGN_IN_WINDOW_MS);
  return { counters, advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

const walls = (...keys: string[]): AttemptKeys => ({ walls: keys });

const failures = async (counters: MemorySignInLimiter, keys: AttemptKeys, times: number) => {
  for (let n = 0; n < times; n += 1) expect((await counters.take(keys)).allowed).toBe(true);
};

describe('in-memory sign-in limiter', () => {
  it('refuses a key once it has `max` failures, with the time left in its window', async () => {
    const { counters, advance } = limiter(3);
    await failures(counters, walls('ip:a'), 3);
    advance(60_000);
    expect(await counters.take(walls('ip:a'))).toEqual({
      allowed: false,
      retryAfterMs: SIGN_IN_WINDOW_MS - 60_000,
      scope: 'address',
    });
    expect(await counters.take(walls('ip:b'))).toMatchObject({ allowed: true, delayMs: 0 });
  });

  it('never counts attempts that were given back (successes)', async () => {
    const { counters } = limiter(2);
    const keys = { walls: ['ip:a'], slows: ['email:x'] };
    for (let n = 0; n < 10; n += 1) {
      expect(await counters.take(keys)).toMatchObject({ allowed: true, delayMs: 0 });
      await counters.refund(keys);
    }
    await failures(counters, keys, 2);
    expect((await counters.take(walls('ip:a'))).allowed).toBe(false);
  });

  it('refuses when any wall is full, and then counts nothing on the other keys', async () => {
    const { counters } = limiter(2);
    await failures(counters, walls('ip:a'), 2);
    expect((await counters.take({ walls: ['ip:b', 'ip:a'], slows: ['email:x'] })).allowed).toBe(
      false,
    );
    await failures(counters, walls('ip:b'), 2);
    expect((await counters.take(walls('ip:b'))).allowed).toBe(false);
    expect(await counters.take({ walls: ['ip:c'], slows: ['email:x'] })).toMatchObject({
      allowed: true,
      delayMs: 0,
    });
  });

  it('never refuses on an e-mail: failures from other addresses slow it down instead', async () => {
    const { counters } = limiter(3);
    const from = (address: string) => ({ walls: [`ip:${address}`], slows: ['email:owner'] });
    // Ten failures on one e-mail from eight addresses; the one that failed three times is walled.
    for (const address of ['a', 'b', 'c', 'd', 'e', 'f', 'g'])
      await failures(counters, from(address), 1);
    await failures(counters, from('x'), 3);
    expect((await counters.take(from('x'))).allowed).toBe(false);
    // A fresh address gets in, after the wait for 10 failures (3 to 5: 1 s, 6 to 8: 2 s, 9 to 11: 4 s).
    expect(await counters.take(from('owner'))).toMatchObject({ allowed: true, delayMs: 4_000 });
    await counters.refund(from('owner'));
    expect(await counters.take(from('owner'))).toMatchObject({ allowed: true, delayMs: 4_000 });
  });

  it('forgets failures when their window ends', async () => {
    const { counters, advance } = limiter(1);
    await failures(counters, { walls: ['ip:a'], slows: ['email:x'] }, 1);
    expect((await counters.take(walls('ip:a'))).allowed).toBe(false);
    expect(await counters.take({ walls: ['ip:b'], slows: ['email:x'] })).toMatchObject({
      allowed: true,
      delayMs: 1_000,
    });
    advance(SIGN_IN_WINDOW_MS);
    expect(await counters.take({ walls: ['ip:a'], slows: ['email:x'] })).toMatchObject({
      allowed: true,
      delayMs: 0,
    });
  });
});

describe('slowdown of an e-mail', () => {
  it('starts at `max` failures, doubles every `max` more and stays bounded', () => {
    expect(slowdownMs(9, 10)).toBe(0);
    expect(slowdownMs(10, 10)).toBe(1_000);
    expect(slowdownMs(19, 10)).toBe(1_000);
    expect(slowdownMs(20, 10)).toBe(2_000);
    expect(slowdownMs(30, 10)).toBe(4_000);
    expect(slowdownMs(40, 10)).toBe(MAX_SLOWDOWN_MS);
    expect(slowdownMs(1_000_000, 1)).toBe(MAX_SLOWDOWN_MS);
  });
});
