import { readSavedAccessToken } from '@vitrine/contract/client/access-token';
import { createHttpTransport } from '@vitrine/contract/client/http-transport';
import { readAppId } from '../../shared/api/app-id';
import { LOGIN_PATH } from './console-client';

/**
 * The page's app id and a transport with the token saved by the sign-in, for the console's own
 * clients (Stats API, campaigns). They are kept out of the shared API client so that the site's
 * pages, which use that client, carry none of them. Browser only.
 */
export function consoleTransport() {
  const appId = readAppId();
  const transport = createHttpTransport({
    appId,
    serverUrl: '',
    env: 'prod',
    timeoutMs: 15_000,
    requiresAuth: false,
    loginUrl: LOGIN_PATH,
    token: readSavedAccessToken(),
  });
  return { appId, transport };
}
