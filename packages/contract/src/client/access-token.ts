import { browserStorage, isBrowser } from './browser-env';

export const ACCESS_TOKEN_STORAGE_KEY = 'base44_access_token';
export const ACCESS_TOKEN_URL_PARAM = 'access_token';

/** Saves the token to localStorage (browser only; storage failures are ignored). */
export function saveAccessToken(token: string): void {
  try {
    browserStorage()?.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // Quota exceeded or storage blocked: the token still lives in memory.
  }
}

/** Removes the saved token from localStorage (browser only). */
export function clearAccessToken(): void {
  try {
    browserStorage()?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was saved either.
  }
}

/** The token saved in localStorage, if any. */
export function readSavedAccessToken(): string | undefined {
  try {
    return browserStorage()?.getItem(ACCESS_TOKEN_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Drops the `access_token` parameter from a query string, leaving the others byte for byte. */
function searchWithoutToken(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=', 1)[0] !== ACCESS_TOKEN_URL_PARAM);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * Reads the `access_token` URL parameter. When present it is saved to localStorage and
 * removed from the address bar (other parameters and the hash are kept).
 */
export function takeAccessTokenFromUrl(): string | undefined {
  if (!isBrowser()) return undefined;
  let url: URL;
  try {
    url = new URL(window.location.href);
  } catch {
    return undefined;
  }
  if (!url.searchParams.has(ACCESS_TOKEN_URL_PARAM)) return undefined;

  const token = url.searchParams.get(ACCESS_TOKEN_URL_PARAM) || undefined;
  if (token) saveAccessToken(token);
  const history = window.history;
  if (history && typeof history.replaceState === 'function') {
    const cleaned = `${url.pathname}${searchWithoutToken(url.search)}${url.hash}`;
    history.replaceState(history.state, '', cleaned);
  }
  return token;
}

/** The token to start with: the URL parameter (saved, then stripped), else the saved one. */
export function pickUpAccessToken(): string | undefined {
  return takeAccessTokenFromUrl() ?? readSavedAccessToken();
}
