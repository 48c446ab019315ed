import { setTimeout as sleep } from 'node:timers/promises';
import type { UserRecord } from '@vitrine/contract/entities/user';
import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../entities/entity-errors';
import { rateLimited } from '../http/http-error';
import type { AccountStore } from './account-store';
import { deviceLabel } from './device-label';
import type { AttemptKeys, SignInLimiter } from './sign-in-limiter';

const MAX_PASSWORD_LENGTH = 1024;

/** A new password a user or an admin chose: 422 naming `field` when it is too short or long. */
export function checkNewPassword(password: unknown, field = 'password'): string {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    const message = `${field} needs at least ${MIN_PASSWORD_LENGTH} characters`;
    throw new ValidationError([{ field, rule: 'minLength', message, limit: MIN_PASSWORD_LENGTH }]);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    const message = `${field} may have at most ${MAX_PASSWORD_LENGTH} characters`;
    throw new ValidationError([{ field, rule: 'maxLength', message, limit: MAX_PASSWORD_LENGTH }]);
  }
  return password;
}

/**
 * Runs one guarded attempt: 429 (with Retry-After) when a wall key is at its limit; else it waits
 * out the slowdown of its keys, then runs. The wait comes before the password is checked and
 * whatever the outcome, so it tells nothing and a guess cannot be cut short. The attempt is
 * counted while it runs, and given back when `attempt` answers something (a success).
 */
export async function limitedAttempt<T>(
  limiter: SignInLimiter,
  keys: AttemptKeys,
  attempt: (verdict: { clean: boolean }) => Promise<T | undefined>,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<T | undefined> {
  const verdict = await limiter.take(keys);
  if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs, verdict.scope);
  if (verdict.delayMs > 0) await wait(verdict.delayMs);
  const result = await attempt(verdict);
  if (result !== undefined) await limiter.refund(keys);
  return result;
}

/**
 * The answer of a successful sign-in: a new session token and the user (sign-in date stamped).
 * The session's device is read from the User-Agent; its logout cookie goes on the answer.
 */
export async function signedIn(request: FastifyRequest, accounts: AccountStore, user: UserRecord) {
  const session = await accounts.sessions.issue(
    user.id,
    deviceLabel(request.headers['user-agent']),
  );
  request.openedSession = session;
  const accessToken = session.token;
  let record = user;
  try {
    record = await accounts.recordSignIn(user);
  } catch (error) {
    // The sign-in stands even if the date could not be written.
    request.log.warn({ userId: user.id, err: error }, 'sign-in date not recorded');
  }
  request.log.info({ userId: user.id }, 'signed in');
  return { access_token: accessToken, user: record };
}
