import { SSO_ERROR_PARAM, type SsoError } from '@vitrine/contract/access/sso';

/** Where a company sign-in lands when it was not asked to go anywhere else. */
export const SSO_HOME = '/admin';
export const SSO_COOKIE = 'vitrine_sso_state';

/**
 * The path of `from_url` when it is a page of this site (relative, or absolute with the public
 * address's origin); anything else (another site, `//host`, a script URL) becomes `/admin`.
 */
export function sameOriginPath(fromUrl: string | undefined, publicUrl: string): string {
  if (!fromUrl) return SSO_HOME;
  try {
    const origin = new URL(publicUrl).origin;
    const url = new URL(fromUrl, origin);
    if (url.origin !== origin || fromUrl.startsWith('//') || fromUrl.startsWith('/\\'))
      return SSO_HOME;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return SSO_HOME;
  }
}

/** The return path with the new session token in `access_token` (the SDK and console take it). */
export function withAccessToken(path: string, token: string) {
  const url = new URL(path, 'http://same-origin.invalid');
  url.searchParams.set('access_token', token);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const refusedPath = (error: SsoError) => `/login?${SSO_ERROR_PARAM}=${error}`;

/** The cookie that ties a sign-in's state to the browser that began it (10 minutes). */
export function stateCookie(value: string, cookiePath: string, secure: boolean, maxAge: number) {
  const flags = [`Path=${cookiePath}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (secure) flags.push('Secure');
  return `${SSO_COOKIE}=${value}; ${flags.join('; ')}`;
}

/** The state cookie's value in a Cookie header, if any. */
export function readStateCookie(header: string | undefined) {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SSO_COOKIE) return value.join('=');
  }
  return undefined;
}
