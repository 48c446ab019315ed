/** True when running in a browser main thread (a `window` with a `location`). */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof window.location !== 'undefined';
}

/** The current page address, or undefined outside a browser. */
export function currentHref(): string | undefined {
  return isBrowser() ? window.location.href : undefined;
}

/**
 * The browser's localStorage, or undefined when there is none or it is blocked
 * (reading it throws in some sandboxed frames and privacy modes).
 */
export function browserStorage(): Storage | undefined {
  if (!isBrowser()) return undefined;
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
