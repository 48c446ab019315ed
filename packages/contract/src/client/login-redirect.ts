import { isBrowser } from './browser-env';

/** Delay before the automatic redirect after a 401/403, as in the original SDK. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** `${loginUrl}?from_url=…&app_id=…`, both values URL-encoded. */
export function buildLoginUrl(loginUrl: string, returnUrl: string, appId: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  const fromUrl = encodeURIComponent(returnUrl);
  return `${loginUrl}${separator}from_url=${fromUrl}&app_id=${encodeURIComponent(appId)}`;
}

/**
 * Sends the browser to the login page, returning to `returnUrl` (default: the current page;
 * relative addresses are made absolute). Does nothing outside a browser.
 */
export function redirectToLogin(loginUrl: string, appId: string, returnUrl?: string): void {
  if (!isBrowser()) return;
  const here = window.location.href;
  const target = returnUrl === undefined ? here : new URL(returnUrl, here).href;
  window.location.href = buildLoginUrl(loginUrl, target, appId);
}

/** Redirects to the login page after `LOGIN_REDIRECT_DELAY_MS` (browser only). */
export function scheduleLoginRedirect(loginUrl: string, appId: string): void {
  if (!isBrowser()) return;
  setTimeout(() => redirectToLogin(loginUrl, appId), LOGIN_REDIRECT_DELAY_MS);
}
