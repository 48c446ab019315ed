import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const UNKNOWN_API_PATHS = [
  '/api',
  '/api/',
  '/api/nope',
  '/api/apps',
  '/api/apps/vitrine',
  '/api/apps/vitrine/nope',
  '/api/apps/vitrine/entities',
  '/api/apps/vitrine/entities/BlogPost/a/b/c',
  '/api/apps/other-app/nope',
  '/api/apps/public/prod/public-settings',
  '/api/app-logs/vitrine',
  '/%61pi/nope',
  // The realtime server's prefix (decision 0062): only WebSocket upgrades are served there.
  '/ws-user-apps',
  '/ws-user-apps/',
  '/ws-user-apps/socket.io/',
  '/ws-user-apps/nope/deeper',
];

/** With the web app served: its page catch-all must never answer for the API. */
describe.each(testDatabases())('unknown API paths next to the site on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, {}, { web: true });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it.each(UNKNOWN_API_PATHS)('%s answers JSON 404 NOT_FOUND to every method', async (path) => {
    for (const method of METHODS) {
      const response = await t.app.inject({ method, url: `${path}?x=1`, headers: t.admin });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.headers['content-type'], `${method} ${path}`).toMatch(/^application\/json/);
      if (method === 'HEAD') continue;
      expect(response.json(), `${method} ${path}`).toEqual({
        message: expect.stringMatching(/^No route /),
        detail: expect.any(String),
        code: 'NOT_FOUND',
      });
      expect(response.body).not.toContain('?x=1');
    }
  });

  it('answers a wrong app id on a known route with JSON 404 naming the app', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/apps/other-app/entities/BlogPost',
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'App "other-app" does not exist',
      });
    }
  });

  it('still serves pages whose path only starts like the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/apiary' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
  });
});
