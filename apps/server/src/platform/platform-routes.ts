import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';

/**
 * Calls the Base44 SDK and templates make on their own. They are answered so clients work,
 * and nothing they send is stored: no analytics, no page logs, no personal data.
 */
export function registerPlatformRoutes(app: FastifyInstance, appId: string) {
  app.post('/api/apps/:appId/analytics/track/batch', async () => ({}));

  app.post<{ Params: { appId: string } }>(
    '/api/app-logs/:appId/log-user-in-app/:pageName',
    async (request) => {
      if (request.params.appId !== appId)
        throw notFound(`App "${request.params.appId}" does not exist`);
      return {};
    },
  );

  app.get<{ Params: { env: string; appId: string } }>(
    '/api/apps/public/:env/public-settings/by-id/:appId',
    async (request) => {
      if (request.params.appId !== appId)
        throw notFound(`App "${request.params.appId}" does not exist`);
      return { id: appId, public_settings: {} };
    },
  );
}
