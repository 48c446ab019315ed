import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { apiFailure } from '../shared/api-failure';
import type { ConsoleCopy } from '../shared/content/fr/console';
import { fillCopy } from '../shared/console-locale';

/**
 * A 429 of the sign-in routes: this connection failed too often. Names the wait when the answer
 * gives it (`retry_after`, in seconds), in whole minutes.
 */
function rateLimitedMessage(data: unknown, copy: ConsoleCopy) {
  const seconds = (data as { retry_after?: unknown } | undefined)?.retry_after;
  if (typeof seconds !== 'number' || !(seconds > 0)) return copy.login.rateLimited;
  return fillCopy(copy.login.rateLimitedFor, { minutes: Math.ceil(seconds / 60) });
}

/**
 * The sentence for a failed sign-in: never says whether the e-mail exists. A 503 `SIGN_IN_BUSY`
 * (too many sign-ins waiting for their password check) asks to retry in a few seconds.
 */
export function signInFailureMessage(error: unknown, copy: ConsoleCopy): string {
  const { status, code, message, data } = apiFailure(error);
  if (status === 401 || status === 400) return copy.login.invalid;
  if (status === 429) return rateLimitedMessage(data, copy);
  if (code === API_ERROR_CODES.signInBusy) return copy.login.busy;
  return fillCopy(copy.login.failed, { message });
}

/** The sentence for a set-password link that failed: used up or expired, throttled, or other. */
export function setPasswordFailureMessage(error: unknown, copy: ConsoleCopy): string {
  const { status, code, message, data } = apiFailure(error);
  if (status === 400) return copy.login.invalidToken;
  if (status === 429) return rateLimitedMessage(data, copy);
  if (code === API_ERROR_CODES.signInBusy) return copy.login.busy;
  return fillCopy(copy.login.failed, { message });
}
