import { saveAccessToken } from './access-token';
import type { LoginResult } from './auth-client';
import type { HttpTransport, RequestOptions } from './http-transport';

/** A passkey as the API lists it (its key stays on the server). */
export interface PasskeySummary {
  id: string;
  name: string;
  created_date: string;
  last_used_date: string | null;
}

/** WebAuthn options and answers pass through as JSON (@simplewebauthn/browser's shapes). */
type Json = Record<string, unknown>;

/** `client.passkeys`: the signed-in account's passkeys and signing in with one (decision 0059). */
export interface PasskeysClient {
  registrationOptions(options?: RequestOptions): Promise<Json>;
  add(response: unknown, name: string, options?: RequestOptions): Promise<PasskeySummary>;
  list(options?: RequestOptions): Promise<PasskeySummary[]>;
  remove(id: string, options?: RequestOptions): Promise<{ success: true }>;
  /** Options of a passwordless sign-in, with the `challenge_id` to send back. */
  loginOptions(options?: RequestOptions): Promise<Json & { challenge_id: string }>;
  /** Signs in with a passkey and keeps the session token, as `auth.loginViaEmailPassword`. */
  login(challengeId: string, response: unknown, options?: RequestOptions): Promise<LoginResult>;
  /** Options of the second step of a password sign-in that answered `MFA_REQUIRED`. */
  secondFactorOptions(mfaToken: string, options?: RequestOptions): Promise<Json>;
  secondFactor(mfaToken: string, response: unknown, options?: RequestOptions): Promise<LoginResult>;
}

export function createPasskeysClient(transport: HttpTransport, appId: string): PasskeysClient {
  const auth = `/apps/${encodeURIComponent(appId)}/auth`;
  const { request } = transport;
  const signIn = async (path: string, body: object, options?: RequestOptions) => {
    const result = await request<LoginResult>({
      method: 'POST',
      path: `${auth}/${path}`,
      body,
      options,
      skipAuthRedirect: true,
    });
    transport.setToken(result.access_token);
    saveAccessToken(result.access_token);
    return result;
  };
  return {
    registrationOptions: (options) =>
      request({ method: 'POST', path: `${auth}/passkeys/registration-options`, options }),
    add: (response, name, options) =>
      request({ method: 'POST', path: `${auth}/passkeys`, body: { response, name }, options }),
    list: (options) => request({ method: 'GET', path: `${auth}/passkeys`, options }),
    remove: (id, options) =>
      request({ method: 'DELETE', path: `${auth}/passkeys/${encodeURIComponent(id)}`, options }),
    loginOptions: (options) =>
      request({
        method: 'POST',
        path: `${auth}/passkey/login-options`,
        options,
        skipAuthRedirect: true,
      }),
    login: (challengeId, response, options) =>
      signIn('passkey/login', { challenge_id: challengeId, response }, options),
    secondFactorOptions: (mfaToken, options) =>
      request({
        method: 'POST',
        path: `${auth}/mfa/passkey-options`,
        body: { mfa_token: mfaToken },
        options,
        skipAuthRedirect: true,
      }),
    secondFactor: (mfaToken, response, options) =>
      signIn('mfa/passkey', { mfa_token: mfaToken, response }, options),
  };
}
