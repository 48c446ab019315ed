import { ApiError } from '@vitrine/contract/client/api-error';
import { describe, expect, it } from 'vitest';
import { twoFactorLoginCopy as en } from './content/en/two-factor-login';
import { twoFactorLoginCopy as fr } from './content/fr/two-factor-login';
import { mfaTokenOf, twoFactorFailure } from './two-factor-failure';

const answer = (status: number, code: string, data: unknown = {}) =>
  new ApiError({ message: 'refused', code, status, data });

/** Every string of a copy object, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    strings(inner, `${path}.${key}`),
  );
}

describe('the second step of a sign-in', () => {
  it('finds the mfa_token of a 401 MFA_REQUIRED only', () => {
    const token = 'a'.repeat(43);
    expect(mfaTokenOf(answer(401, 'MFA_REQUIRED', { mfa_token: token }))).toBe(token);
    expect(mfaTokenOf(answer(401, 'INVALID_CREDENTIALS', { mfa_token: token }))).toBeUndefined();
    expect(mfaTokenOf(answer(401, 'MFA_REQUIRED', { mfa_token: 7 }))).toBeUndefined();
  });

  it('tells a wrong code, an ended challenge and a wait apart', () => {
    expect(twoFactorFailure(answer(401, 'INVALID_CODE'), en)).toEqual({
      text: en.invalid,
      ended: false,
    });
    expect(twoFactorFailure(answer(401, 'INVALID_TOKEN'), fr)).toEqual({
      text: fr.ended,
      ended: true,
    });
    expect(twoFactorFailure(answer(429, 'RATE_LIMITED', { retry_after: 61 }), fr).text).toBe(
      'Trop de codes erronés. Réessayez dans 2\u00a0min.',
    );
  });

  it('has its copy in both languages, French with its typography', () => {
    for (const [frCopy, enCopy] of [[fr, en]] as const) {
      const frStrings = strings(frCopy);
      expect(strings(enCopy).map(([path]) => path)).toEqual(frStrings.map(([path]) => path));
      for (const [path, text] of [...frStrings, ...strings(enCopy)]) {
        expect(text.trim(), path).not.toBe('');
      }
      for (const [path, text] of frStrings) {
        expect(text, path).not.toMatch(/ [:;!?]|[^\u00a0][:;!?](\s|$)|'|"/);
      }
    }
  });
});
