import { ApiError } from '@vitrine/contract/client/api-error';

/**
 * @simplewebauthn/browser, loaded when a passkey is used (9 kB, 2.9 kB gzipped): the console's sign-in
 * and account pages only, never the site's.
 */
export const webAuthnBrowser = () => import('@simplewebauthn/browser');

/** Which message a failed passkey ceremony shows. */
export function passkeyFailure(
  error: unknown,
  copy: { failed: string; cancelled: string; expired?: string },
) {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_TOKEN' && copy.expired) return copy.expired;
    return error.status === 401 || error.status === 400 ? copy.failed : error.message;
  }
  // The browser's own refusal: the person closed the prompt, or it timed out.
  if (
    error instanceof Error &&
    /NotAllowed|AbortError|cancel/i.test(`${error.name} ${error.message}`)
  )
    return copy.cancelled;
  return copy.failed;
}
