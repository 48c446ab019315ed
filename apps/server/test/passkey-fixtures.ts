import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { SoftwareAuthenticator } from './software-authenticator';
import type { TestApp } from './test-app';

export const PASSKEY_ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'a-long-enough-password';

/** A call to `/api/apps/{app}/auth/…` with a JSON body and, when given, a bearer token. */
export function authCall(t: TestApp) {
  return (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, token?: string) =>
    t.app.inject({
      method,
      url: `/api/apps/${t.config.appId}/auth/${path}`,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** A new account with a password, signed in: its record, token and authenticator. */
export async function newMember(t: TestApp, email: string, role = 'editor') {
  const { store, accounts } = t.app.services;
  const user = (await store.create(User, { email, role })) as unknown as UserRecord;
  await accounts.setPassword(user.id, PASSWORD);
  const token = await t.login(email, PASSWORD);
  return { user, token, authenticator: new SoftwareAuthenticator(PASSKEY_ORIGIN) };
}

/** Runs the registration ceremony: options, the authenticator's answer, `POST auth/passkeys`. */
export async function addPasskey(
  t: TestApp,
  member: { token: string; authenticator: SoftwareAuthenticator },
  name = 'Laptop',
) {
  const call = authCall(t);
  const options = await call('POST', 'passkeys/registration-options', undefined, member.token);
  if (options.statusCode !== 200) return options;
  const response = member.authenticator.register(options.json());
  return call('POST', 'passkeys', { response, name }, member.token);
}
