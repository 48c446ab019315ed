import { saveAccessToken } from './access-token';
import type { LoginResult } from './auth-client';
import type { HttpTransport, RequestOptions } from './http-transport';

export interface TotpSetup {
  /** Base32, to type into an authenticator app that cannot scan the QR code. */
  secret: string;
  otpauth_url: string;
  /** The QR code of `otpauth_url`, as an SVG document. */
  qr_svg: string;
}

export interface MfaStatus {
  totp: boolean;
  recovery_codes_left: number;
}

export interface SecuritySettings {
  require_two_factor: boolean;
}

/** The calls of two-factor sign-in (`auth/mfa/…`) and of the site's security settings. */
export interface MfaClient {
  /** The second step of a sign-in (after 401 `MFA_REQUIRED`): keeps the token like a login. */
  verify(mfaToken: string, code: string, options?: RequestOptions): Promise<LoginResult>;
  status(options?: RequestOptions): Promise<MfaStatus>;
  setupTotp(options?: RequestOptions): Promise<TotpSetup>;
  enableTotp(code: string, options?: RequestOptions): Promise<{ recovery_codes: string[] }>;
  disableTotp(
    proof: { code: string } | { password: string },
    options?: RequestOptions,
  ): Promise<{ success: true }>;
  renewRecoveryCodes(code: string, options?: RequestOptions): Promise<{ recovery_codes: string[] }>;
  /** Removes another account's second factors (`users` capability; the owner's by the owner). */
  removeFactorsOf(userId: string, options?: RequestOptions): Promise<{ removed: boolean }>;
  securitySettings(options?: RequestOptions): Promise<SecuritySettings>;
  /** The owner only. */
  setSecuritySettings(
    settings: SecuritySettings,
    options?: RequestOptions,
  ): Promise<SecuritySettings>;
}

export function createMfaClient(transport: HttpTransport, appId: string): MfaClient {
  const appPath = `/apps/${encodeURIComponent(appId)}`;
  const mfa = `${appPath}/auth/mfa`;
  const { request } = transport;
  const post = <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>({ method: 'POST', path, body, options });
  return {
    verify: async (mfaToken, code, options) => {
      const result = await request<LoginResult>({
        method: 'POST',
        path: `${mfa}/verify`,
        body: { mfa_token: mfaToken, code },
        options,
        skipAuthRedirect: true,
      });
      transport.setToken(result.access_token);
      saveAccessToken(result.access_token);
      return result;
    },
    status: (options) => request({ method: 'GET', path: mfa, options }),
    setupTotp: (options) => post(`${mfa}/totp/setup`, {}, options),
    enableTotp: (code, options) => post(`${mfa}/totp/enable`, { code }, options),
    disableTotp: (proof, options) => post(`${mfa}/totp/disable`, proof, options),
    renewRecoveryCodes: (code, options) => post(`${mfa}/recovery-codes`, { code }, options),
    removeFactorsOf: (userId, options) =>
      request({
        method: 'DELETE',
        path: `${appPath}/users/${encodeURIComponent(userId)}/second-factors`,
        options,
      }),
    securitySettings: (options) =>
      request({ method: 'GET', path: `${appPath}/settings/security`, options }),
    setSecuritySettings: (settings, options) =>
      request({ method: 'PUT', path: `${appPath}/settings/security`, body: settings, options }),
  };
}
