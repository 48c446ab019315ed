import { createApiClient, type ApiClient } from '@vitrine/contract/client/create-api-client';
import { readAppId } from '../../shared/api/app-id';

/** Where the client sends a visitor whose token is missing, expired or refused. */
export const LOGIN_PATH = '/login';
export const CONSOLE_HOME = '/admin';

let client: ApiClient | undefined;

/**
 * The console's typed client (browser only): the page's app id and the stored token. Its calls
 * never leave the page by themselves: the route loaders send a refused session to the login page
 * (`session.ts`).
 */
export function consoleClient(): ApiClient {
  client ??= createApiClient({ appId: readAppId(), loginUrl: LOGIN_PATH });
  return client;
}

/** Forgets the client (after sign-out) so the next one starts without a token. */
export function resetConsoleClient() {
  client = undefined;
}

/**
 * Where to go after signing in: the `from_url` the client put in the login address when it is a
 * console page of this site, else the console's home. Anything else (another site, a script URL,
 * the login page itself) is ignored.
 */
export function returnPath(fromUrl: string | null, origin: string): string {
  if (!fromUrl) return CONSOLE_HOME;
  try {
    const url = new URL(fromUrl, origin);
    if (url.origin !== origin) return CONSOLE_HOME;
    if (url.pathname !== CONSOLE_HOME && !url.pathname.startsWith(`${CONSOLE_HOME}/`))
      return CONSOLE_HOME;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return CONSOLE_HOME;
  }
}
