import { User } from '@vitrine/contract/entities/user';
import { generate } from 'otplib';
import type { TestApp } from './test-app';

export const PASSWORD = 'a-long-enough-password';

/** A new account of this role with PASSWORD, and its session token. */
export async function createAccount(t: TestApp, email: string, role = 'editor') {
  const user = await t.app.services.store.create(User, { email, role });
  await t.app.services.accounts.setPassword(user.id, PASSWORD);
  return { id: user.id, email, token: await t.login(email, PASSWORD) };
}

/** The API route under the app id, as `who` (a token) or a visitor. */
export function call(t: TestApp, method: string, path: string, who?: string, payload?: object) {
  return t.app.inject({
    method: method as 'POST',
    url: `/api/apps/${t.config.appId}${path}`,
    headers: who ? { authorization: `Bearer ${who}` } : {},
    ...(payload ? { payload } : {}),
  });
}

/**
 * A clock for the TOTP checks that moves one 30 s step per `next()` call, so every code a test
 * computes belongs to a new step (a code is accepted once per step).
 */
export function steppingClock(t: TestApp) {
  let now = Date.UTC(2026, 10, 27, 12, 0, 0);
  t.app.services.twoFactor.totp.now = () => now;
  return {
    next: () => (now += 30_000),
    /** The code of the current step (`offset` steps away). */
    code: (secret: string, offset = 0) =>
      generate({ secret, epoch: Math.floor(now / 1000) + offset * 30 }),
  };
}

/** Sets up and enables TOTP for a signed-in account; answers its secret and recovery codes. */
export async function enableTotp(
  t: TestApp,
  token: string,
  clock: ReturnType<typeof steppingClock>,
) {
  const setup = await call(t, 'POST', '/auth/mfa/totp/setup', token);
  const { secret } = setup.json() as { secret: string };
  clock.next();
  const enable = await call(t, 'POST', '/auth/mfa/totp/enable', token, {
    code: await clock.code(secret),
  });
  const { recovery_codes } = enable.json() as { recovery_codes: string[] };
  return { secret, recoveryCodes: recovery_codes };
}
