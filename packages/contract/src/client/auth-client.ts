import type { USER_SELF_EDITABLE_FIELDS, UserInput, UserRecord } from '../entities/user';
import { clearAccessToken, saveAccessToken } from './access-token';
import type { HttpTransport, RequestOptions } from './http-transport';
import { redirectToLogin } from './login-redirect';

/** Fields a signed-in user may change on their own record. */
export type UserSelfUpdate = Partial<Pick<UserInput, (typeof USER_SELF_EDITABLE_FIELDS)[number]>>;

export interface LoginResult {
  access_token: string;
  user: UserRecord;
}

export interface SetTokenOptions {
  /** Also save the token to localStorage (browser only). Default true. */
  save?: boolean;
}

/** One signed-in session of an account (`auth/sessions`); never its token. */
export interface SessionSummary {
  id: string;
  /** « Chrome on macOS », read from the browser at sign-in; null when it sent nothing. */
  device: string | null;
  created_date: string;
  last_used_date: string;
  /** The session of the token that asked. */
  current: boolean;
}

export interface PasswordChange {
  userId: string;
  currentPassword: string;
  newPassword: string;
}

/** The calls available on `client.auth`. */
export interface AuthClient {
  me(options?: RequestOptions): Promise<UserRecord>;
  updateMe(data: UserSelfUpdate, options?: RequestOptions): Promise<UserRecord>;
  /** Signs in and keeps the returned token (memory and localStorage). */
  loginViaEmailPassword(
    email: string,
    password: string,
    options?: RequestOptions,
  ): Promise<LoginResult>;
  /**
   * Chooses a password with the token of a set-password link (invitation or reset), then keeps
   * the returned session token like `loginViaEmailPassword`. 400 `INVALID_TOKEN` when the link is
   * unknown, used or expired.
   */
  setPasswordWithToken(
    token: string,
    password: string,
    options?: RequestOptions,
  ): Promise<LoginResult>;
  /** Asks for a reset link by e-mail; answers `{success: true}` whether the account exists or not. */
  resetPasswordRequest(email: string, options?: RequestOptions): Promise<{ success: true }>;
  /** 422 `INVALID_CREDENTIALS` when the current password is wrong; other sessions end. */
  changePassword(change: PasswordChange, options?: RequestOptions): Promise<{ success: true }>;
  /** The signed-in account's sessions, newest first. */
  sessions(options?: RequestOptions): Promise<SessionSummary[]>;
  /** Ends one of the signed-in account's sessions. */
  endSession(id: string, options?: RequestOptions): Promise<{ success: true }>;
  /** Revokes the token on the server (failures ignored), then forgets it everywhere. */
  logout(options?: RequestOptions): Promise<void>;
  setToken(token: string, options?: SetTokenOptions): void;
  /** True when `me()` succeeds. */
  isAuthenticated(options?: RequestOptions): Promise<boolean>;
  /** Sends the browser to the login page (no-op outside a browser). */
  redirectToLogin(returnUrl?: string): void;
}

export interface AuthClientConfig {
  appId: string;
  loginUrl: string;
}

/** Builds `client.auth` on top of the transport, which holds the current token. */
export function createAuthClient(transport: HttpTransport, config: AuthClientConfig): AuthClient {
  const appPath = `/apps/${encodeURIComponent(config.appId)}`;
  const mePath = `${appPath}/entities/User/me`;
  const { request } = transport;

  function setToken(token: string, options: SetTokenOptions = {}): void {
    transport.setToken(token);
    if (options.save !== false && token) saveAccessToken(token);
  }

  async function logout(options?: RequestOptions): Promise<void> {
    if (transport.getToken()) {
      try {
        const path = `${appPath}/auth/logout`;
        await request({ method: 'POST', path, options, skipAuthRedirect: true });
      } catch {
        // The token is dropped locally whatever the server says.
      }
    }
    transport.setToken(undefined);
    clearAccessToken();
  }

  return {
    me: (options) => request({ method: 'GET', path: mePath, options }),
    updateMe: (data, options) => request({ method: 'PUT', path: mePath, body: data, options }),
    loginViaEmailPassword: async (email, password, options) => {
      const result = await request<LoginResult>({
        method: 'POST',
        path: `${appPath}/auth/login`,
        body: { email, password },
        options,
        skipAuthRedirect: true,
      });
      setToken(result.access_token);
      return result;
    },
    setPasswordWithToken: async (token, password, options) => {
      const result = await request<LoginResult>({
        method: 'POST',
        path: `${appPath}/auth/set-password`,
        body: { token, password },
        options,
        skipAuthRedirect: true,
      });
      setToken(result.access_token);
      return result;
    },
    resetPasswordRequest: (email, options) =>
      request({
        method: 'POST',
        path: `${appPath}/auth/reset-password-request`,
        body: { email },
        options,
        skipAuthRedirect: true,
      }),
    changePassword: ({ userId, currentPassword, newPassword }, options) =>
      request({
        method: 'POST',
        path: `${appPath}/auth/change-password`,
        body: { user_id: userId, current_password: currentPassword, new_password: newPassword },
        options,
      }),
    sessions: (options) => request({ method: 'GET', path: `${appPath}/auth/sessions`, options }),
    endSession: (id, options) =>
      request({
        method: 'DELETE',
        path: `${appPath}/auth/sessions/${encodeURIComponent(id)}`,
        options,
      }),
    logout,
    setToken,
    isAuthenticated: async (options) => {
      try {
        await request({ method: 'GET', path: mePath, options });
        return true;
      } catch {
        return false;
      }
    },
    redirectToLogin: (returnUrl) => redirectToLogin(config.loginUrl, config.appId, returnUrl),
  };
}
