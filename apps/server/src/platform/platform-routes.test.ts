import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('platform calls of the Base44 SDK on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('answers the public settings with the access policy as a string, as the SDK types it', async () => {
    for (const env of ['prod', 'dev']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/apps/public/${env}/public-settings/by-id/${t.config.appId}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: t.config.appId,
        public_settings: 'public_without_login',
      });
    }
  });

  it('answers a wrong app id with JSON 404 on every platform call', async () => {
    const calls = [
      { method: 'GET', url: '/api/apps/public/prod/public-settings/by-id/other-app' },
      { method: 'POST', url: '/api/app-logs/other-app/log-user-in-app/Home' },
      { method: 'POST', url: '/api/apps/other-app/analytics/track/batch', payload: {} },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json(), call.url).toMatchObject({
        code: 'NOT_FOUND',
        message: 'App "other-app" does not exist',
      });
    }
  });
});
