import type { AppPublicSettings } from '@vitrine/contract/client/create-api-client';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';

/** The site is open to everyone; only the console asks for an account (its own sign-in). */
const ACCESS_POLICY: AppPublicSettings = 'public_without_login';

/**
 * Calls the Base44 SDK and templates make on their own. They are answered so clients work,
 * and nothing they send is stored: no analytics, no page logs, no personal data. Another app
 * id is a 404, as on every API route.
 */
export function registerPlatformRoutes(app: FastifyInstance, appId: string) {
  const checkAppId = (requested: string) => {
    if (requested !== appId) throw notFound(`App "${requested}" does not exist`);
  };

  app.post<{ Params: { appId: string } }>(
    '/api/apps/:appId/analytics/track/batch',
    async (request) => {
      checkAppId(request.params.appId);
      return {};
    },
  );

  app.post<{ Params: { appId: string } }>(
    '/api/app-logs/:appId/log-user-in-app/:pageName',
    async (request) => {
      checkAppId(request.params.appId);
      return {};
    },
  );

  app.get<{ Params: { env: string; appId: string } }>(
    '/api/apps/public/:env/public-settings/by-id/:appId',
    async (request) => {
      checkAppId(request.params.appId);
      return { id: appId, public_settings: ACCESS_POLICY };
    },
  );
}
