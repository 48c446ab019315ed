import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { apiFailure } from '../shared/api-failure';
import { fillCopy } from '../shared/console-locale';
import type { TwoFactorLoginCopy } from './content/fr/two-factor-login';

/** What a failed second step says, and whether the sign-in must start again (challenge ended). */
export function twoFactorFailure(error: unknown, copy: TwoFactorLoginCopy) {
  const { status, code, message, data } = apiFailure(error);
  if (code === API_ERROR_CODES.invalidToken) return { text: copy.ended, ended: true };
  if (status === 401 || status === 400) return { text: copy.invalid, ended: false };
  if (status === 429) {
    const seconds = (data as { retry_after?: unknown } | undefined)?.retry_after;
    const minutes = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 15;
    return { text: fillCopy(copy.rateLimitedFor, { minutes }), ended: false };
  }
  return { text: fillCopy(copy.failed, { message }), ended: false };
}

/** The `mfa_token` of a sign-in answered 401 `MFA_REQUIRED`, else undefined. */
export function mfaTokenOf(error: unknown) {
  const { code, data } = apiFailure(error);
  if (code !== API_ERROR_CODES.mfaRequired) return undefined;
  const token = (data as { mfa_token?: unknown } | undefined)?.mfa_token;
  return typeof token === 'string' ? token : undefined;
}

/** The second factors a sign-in answered 401 `MFA_REQUIRED` offers (`totp`, `recovery_code`, `passkey`). */
export function mfaMethodsOf(error: unknown): string[] {
  const methods = (apiFailure(error).data as { methods?: unknown } | undefined)?.methods;
  return Array.isArray(methods) ? methods.filter((method) => typeof method === 'string') : [];
}
