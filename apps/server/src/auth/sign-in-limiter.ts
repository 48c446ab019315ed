/** Failed sign-ins are counted over this window, per client address and per e-mail. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The wait once an e-mail has `max` failures in its window; it doubles every `max` more. */
export const FIRST_SLOWDOWN_MS = 1_000;
/** The longest wait: the owner of an e-mail under attack still gets in after this. */
export const MAX_SLOWDOWN_MS = 8_000;

/**
 * What one attempt is counted on. `walls` (a client address) refuse every attempt once they
 * hold `max` failures; `slows` (an e-mail, which anyone can type) never refuse, since that would
 * let a stranger lock the owner out: past `max` failures they make every attempt wait instead.
 */
export interface AttemptKeys {
  walls: readonly string[];
  slows?: readonly string[];
}

export type LimiterVerdict =
  { allowed: true; delayMs: number } | { allowed: false; retryAfterMs: number };

/** How long an attempt waits when the busiest of its `slows` keys already holds `failures`. */
export function slowdownMs(failures: number, max: number) {
  if (failures < max) return 0;
  const doublings = Math.floor((failures - max) / max);
  return Math.min(MAX_SLOWDOWN_MS, FIRST_SLOWDOWN_MS * 2 ** Math.min(doublings, 16));
}

/**
 * Counts failed sign-ins (and failed set-password links) per key, e.g. `ip:…` and `email:…`.
 * An attempt is taken before the password is checked, so concurrent guesses count too, and
 * given back when it succeeds: in the end only failures count. Kept behind this interface so the
 * counters can move to a shared store (Redis) without touching the routes.
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

export const allKeys = ({ walls, slows = [] }: AttemptKeys) => [...walls, ...slows];

interface Window {
  count: number;
  endsAt: number;
}

/** In-process counters with fixed windows; enough for one server instance. */
export class MemorySignInLimiter implements SignInLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs = SIGN_IN_WINDOW_MS,
    private readonly now: () => number = Date.now,
    /** Keys kept at most (an attacker cycling e-mails must not grow memory without end). */
    private readonly maxKeys = 100_000,
  ) {}

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return undefined;
    return window;
  }

  async take(keys: AttemptKeys): Promise<LimiterVerdict> {
    const now = this.now();
    const full = keys.walls
      .map((key) => this.current(key, now))
      .filter((window): window is Window => window !== undefined && window.count >= this.max);
    if (full.length > 0) {
      return { allowed: false, retryAfterMs: Math.max(...full.map((w) => w.endsAt - now)) };
    }
    const failures = (keys.slows ?? []).map((key) => this.current(key, now)?.count ?? 0);
    for (const key of allKeys(keys)) {
      const window = this.current(key, now);
      if (window) window.count += 1;
      else this.start(key, now);
    }
    return { allowed: true, delayMs: slowdownMs(Math.max(0, ...failures), this.max) };
  }

  async refund(keys: AttemptKeys) {
    const now = this.now();
    for (const key of allKeys(keys)) {
      const window = this.current(key, now);
      if (window && window.count > 0) window.count -= 1;
    }
  }

  private start(key: string, now: number) {
    if (this.windows.size >= this.maxKeys) this.prune(now);
    // Still full of live windows: drop the oldest (Map keeps insertion order).
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    this.windows.delete(key);
    this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
