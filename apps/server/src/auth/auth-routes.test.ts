import { User } from '@vitrine/contract/entities/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, testDatabases, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('sign-in and sessions on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabase);
  });
  afterAll(() => t.close());

  const login = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: payload as never,
    });
  const me = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${t.base}/User/me`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers login with a token and the user, never the password hash', async () => {
    const response = await login({ email: ' ADMIN@vitrine.test ', password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/);
  });

  it('refuses wrong passwords and unknown e-mails with the same answer', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@vitrine.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect((await login({ email: ADMIN.email })).statusCode).toBe(400);
  });

  it('answers User/me with 401 for visitors and the account for signed-in users', async () => {
    const visitor = await me();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHORIZED');
    expect((await me('not-a-real-token-at-all')).statusCode).toBe(401);
    expect((await me(t.adminToken)).json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it('lets a user change their name but not their role through User/me', async () => {
    const headers = { authorization: `Bearer ${t.adminToken}` };
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/User/me`,
      headers,
      payload: { full_name: 'Alex Martin' },
    });
    expect(renamed.json().full_name).toBe('Alex Martin');
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/User/me`,
      headers,
      payload: { role: 'user' },
    });
    expect(promoted.statusCode).toBe(422);
    expect((await me(t.adminToken)).json().role).toBe('admin');
  });

  it('revokes the token on logout', async () => {
    const token = await t.login();
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/logout`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ success: true });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/expired/);
  });

  it('refuses expired tokens and disabled accounts', async () => {
    const token = await t.login();
    await t.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await me(token)).statusCode).toBe(401);
    const user = await t.app.services.store.create(
      User,
      { email: 'off@vitrine.test', role: 'admin', disabled: true },
      null,
    );
    await t.app.services.accounts.setPassword(user.id, 'a-long-enough-password');
    expect(
      (await login({ email: 'off@vitrine.test', password: 'a-long-enough-password' })).statusCode,
    ).toBe(401);
  });

  it('redirects the SDK logout navigation only to this site', async () => {
    const inside = await t.app.inject({
      method: 'GET',
      url: '/api/apps/auth/logout?from_url=%2Fen%2Ftarifs%3Fa%3D1',
    });
    expect(inside.statusCode).toBe(302);
    expect(inside.headers.location).toBe('/en/tarifs?a=1');
    const outside = await t.app.inject({
      method: 'GET',
      url: '/api/apps/auth/logout?from_url=https%3A%2F%2Fevil.example%2F',
    });
    expect(outside.headers.location).toBe('/');
    const protocolRelative = await t.app.inject({
      method: 'GET',
      url: '/api/apps/auth/logout?from_url=%2F%2Fevil.example',
    });
    expect(protocolRelative.headers.location).toBe('/');
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 after too many attempts from one address', async () => {
    const t = await startTestApp(testDatabases()[0]!, { LOGIN_RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/apps/${t.config.appId}/auth/login`,
        payload: { email: 'x@y.zz', password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().code).toBe('RATE_LIMITED');
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.at(-1)).toBe(429);
    await t.close();
  });
});
