import { describe, expect, it } from 'vitest';
import { MemorySignInLimiter, SIGN_IN_WINDOW_MS } from './sign-in-limiter';

function limiter(max = 3, maxKeys = 100) {
  let now = 1_000_000;
  const counters = new MemorySignInLimiter(max, SIGN_IN_WINDOW_MS, () => now, maxKeys);
  return { counters, advance: (ms: number) => (now += ms) };
}

const failures = async (counters: MemorySignInLimiter, keys: string[], times: number) => {
  for (let n = 0; n < times; n += 1) expect((await counters.take(keys)).allowed).toBe(true);
};

describe('in-memory sign-in limiter', () => {
  it('refuses a key once it has `max` failures, with the time left in its window', async () => {
    const { counters, advance } = limiter(3);
    await failures(counters, ['ip:a'], 3);
    advance(60_000);
    expect(await counters.take(['ip:a'])).toEqual({
      allowed: false,
      retryAfterMs: SIGN_IN_WINDOW_MS - 60_000,
    });
    expect((await counters.take(['ip:b'])).allowed).toBe(true);
  });

  it('never counts attempts that were given back (successes)', async () => {
    const { counters } = limiter(2);
    for (let n = 0; n < 10; n += 1) {
      expect((await counters.take(['ip:a', 'email:x'])).allowed).toBe(true);
      await counters.refund(['ip:a', 'email:x']);
    }
    await failures(counters, ['ip:a', 'email:x'], 2);
    expect((await counters.take(['ip:a'])).allowed).toBe(false);
  });

  it('refuses when any key is full, and then counts nothing on the others', async () => {
    const { counters } = limiter(2);
    await failures(counters, ['email:x'], 2);
    expect((await counters.take(['ip:a', 'email:x'])).allowed).toBe(false);
    await failures(counters, ['ip:a'], 2);
    expect((await counters.take(['ip:a'])).allowed).toBe(false);
  });

  it('forgets failures when their window ends', async () => {
    const { counters, advance } = limiter(1);
    await failures(counters, ['ip:a'], 1);
    expect((await counters.take(['ip:a'])).allowed).toBe(false);
    advance(SIGN_IN_WINDOW_MS);
    expect((await counters.take(['ip:a'])).allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, dropping expired then oldest ones', async () => {
    const { counters, advance } = limiter(1, 3);
    await failures(counters, ['k1'], 1);
    advance(SIGN_IN_WINDOW_MS);
    await failures(counters, ['k2'], 1);
    await failures(counters, ['k3'], 1);
    await failures(counters, ['k4'], 1); // k1 expired: pruned
    expect((await counters.take(['k2'])).allowed).toBe(false);
    await failures(counters, ['k5'], 1); // full of live keys: k2 (oldest) dropped
    expect((await counters.take(['k2'])).allowed).toBe(true);
    expect((await counters.take(['k5'])).allowed).toBe(false);
  });
});
