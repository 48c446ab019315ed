import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_BUILT, killAllServers, startServer, type ServerProcess } from './server-process';
import { testDatabases } from './test-app';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const ADMIN = { email: 'admin@vitrine.test', password: 'correct-horse-battery-staple' };

afterAll(killAllServers);

// Two processes on one PostgreSQL schema: each keeps the redirects in its own memory (decision 0070).
describe.skipIf(!postgres || !WEB_BUILT)('redirects on two instances (built server)', () => {
  const created = postgres?.create();
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: created!.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    a = await startServer(env);
    b = await startServer(env);
    const login = await fetch(`${a.url}/api/apps/vitrine/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await created?.drop();
  });

  const location = async (server: ServerProcess, path: string) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.status === 301 ? response.headers.get('location') : response.status;
  };

  it('applies a redirect written on one instance on the other, and its deletion', async () => {
    expect(await location(b, '/from-the-other')).toBe(404);
    const made = await fetch(`${a.url}/api/apps/vitrine/entities/Redirect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/from-the-other', to: '/tarifs', status: 301 }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await expect.poll(() => location(b, '/from-the-other'), { timeout: 2000 }).toBe('/tarifs');
    await fetch(`${a.url}/api/apps/vitrine/entities/Redirect/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    await expect.poll(() => location(b, '/from-the-other'), { timeout: 2000 }).toBe(404);
  });
});
