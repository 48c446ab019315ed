import { readSavedAccessToken } from '@vitrine/contract/client/access-token';
import {
  createAnalyticsStatsClient,
  type AnalyticsStatsClient,
} from '@vitrine/contract/client/analytics-stats-client';
import { createHttpTransport } from '@vitrine/contract/client/http-transport';
import { readAppId } from '../../shared/api/app-id';
import { LOGIN_PATH } from '../console-client';

/**
 * The Stats API client of the console (browser only), with the token saved by the sign-in. It
 * is kept out of the shared API client so that the site's pages, which use that client, carry
 * none of it.
 */
export function analyticsClient(): AnalyticsStatsClient {
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
  return createAnalyticsStatsClient(transport, appId);
}
