import type { AppPublicSettings } from '@vitrine/contract/client/create-api-client';
import type { FastifyInstance } from 'fastify';
import { appIdCheck } from '../http/app-id';

/** The site is open to everyone; only the console asks for an account (its own sign-in). */
const ACCESS_POLICY: AppPublicSettings = 'public_without_login';

/**
 * Calls the Base44 SDK and templates make on their own. They are answered so clients work,
 * and nothing they send is stored: no page logs, no personal data (the SDK's analytics batches
 * go to `analytics/collect/track-route.ts`). Another app id is a 404, as on every API route.
 */
export function registerPlatformRoutes(app: FastifyInstance, appId: string) {
  const knownApp = { preHandler: appIdCheck(appId) };

  app.post('/api/app-logs/:appId/log-user-in-app/:pageName', knownApp, async () => ({}));
  app.get('/api/apps/public/:env/public-settings/by-id/:appId', knownApp, async () => ({
    id: appId,
    public_settings: ACCESS_POLICY,
  }));
}
