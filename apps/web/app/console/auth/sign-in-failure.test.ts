import { ApiError } from '@vitrine/contract/client/api-error';
import { describe, expect, it } from 'vitest';
import { consoleCopy as en } from '../shared/content/en/console';
import { consoleCopy as fr } from '../shared/content/fr/console';
import { setPasswordFailureMessage, signInFailureMessage } from './sign-in-failure';

const refused = (data: unknown) =>
  new ApiError({ message: 'Too many failed attempts', code: 'RATE_LIMITED', status: 429, data });

describe('sign-in failure messages', () => {
  it('say that this connection is refused, and for how many minutes', () => {
    const answer = refused({ code: 'RATE_LIMITED', retry_after: 14 * 60 + 5 });
    expect(signInFailureMessage(answer, fr)).toBe(
      'Trop de tentatives échouées depuis cette connexion. Réessayez dans 15\u00a0min.',
    );
    expect(signInFailureMessage(answer, en)).toBe(
      'Too many failed attempts from this connection. Try again in 15 min.',
    );
    expect(setPasswordFailureMessage(refused({ retry_after: 30 }), en)).toBe(
      'Too many failed attempts from this connection. Try again in 1 min.',
    );
  });

  it('fall back to a few minutes when the answer gives no wait', () => {
    expect(signInFailureMessage(refused('Too Many Requests'), fr)).toBe(fr.login.rateLimited);
    expect(signInFailureMessage(refused({ retry_after: 'soon' }), en)).toBe(en.login.rateLimited);
  });

  it('never tell a wrong password from an unknown e-mail', () => {
    const wrong = new ApiError({ message: 'x', code: 'INVALID_CREDENTIALS', status: 401 });
    expect(signInFailureMessage(wrong, fr)).toBe(fr.login.invalid);
  });

  it('ask to retry in a few seconds when too many sign-ins are being checked (503 SIGN_IN_BUSY)', () => {
    const busy = new ApiError({
      message: 'Too many sign-ins are being checked right now',
      code: 'SIGN_IN_BUSY',
      status: 503,
      data: { code: 'SIGN_IN_BUSY', retry_after: 2 },
    });
    expect(signInFailureMessage(busy, fr)).toBe(
      'Trop de connexions sont en cours de vérification. Réessayez dans quelques secondes.',
    );
    expect(signInFailureMessage(busy, en)).toBe(
      'Too many sign-ins are being checked right now. Try again in a few seconds.',
    );
    expect(setPasswordFailureMessage(busy, en)).toBe(en.login.busy);
  });
});
