/** The first retry comes 30 s after the first failure (within a minute, decision 0060). */
const FIRST_RETRY_MS = 30_000;
/** Retries are never further apart than this. */
const LONGEST_RETRY_MS = 4 * 3_600_000;
/** A delivery is retried until this long after its event; a webhook failing as long is turned off. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** 30 s, 1 min, 2 min, 4 min… after the 1st, 2nd, 3rd failed attempt, at most 4 h. */
export function webhookRetryDelayMs(attempt: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}

/**
 * When to try a delivery queued at `queuedAt` again after failed attempt `attempt` at `now`:
 * the backoff, but never later than 24 h after it was queued (that last try included);
 * undefined once those 24 h are over.
 */
export function nextAttemptAt(queuedAt: Date, attempt: number, now: Date) {
  const end = queuedAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= end) return undefined;
  return new Date(Math.min(now.getTime() + webhookRetryDelayMs(attempt), end));
}
