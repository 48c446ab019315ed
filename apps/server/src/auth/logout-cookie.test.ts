import { describe, expect, it } from 'vitest';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(testDatabases())("the SDK's logout on $name", (testDatabase) => {
  const t = useTestApp(testDatabase, { PUBLIC_URL: 'https://vitrine.example' });
  const api = (path: string) => `/api/apps/${t.config.appId}${path}`;

  const signIn = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { 'user-agent': CHROME_LINUX },
      payload: ADMIN,
    });
    const cookie = String(response.headers['set-cookie']);
    return { token: response.json().access_token as string, cookie };
  };
  const me = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${t.base}/User/me`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  /** What the SDK's `logout()` does: the browser goes here, with its cookies and no token. */
  const sdkLogout = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/apps/auth/logout?from_url=%2Fadmin%2Flogin',
      headers: cookie ? { cookie } : {},
    });

  it('sets an HttpOnly, Strict, Secure cookie for the logout path at sign-in', async () => {
    const { token, cookie } = await signIn();
    expect(cookie).toMatch(
      /^vitrine_session=[A-Za-z0-9_-]{43}; Path=\/api\/apps\/auth; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
    );
    // The handle is not a bearer token.
    const handle = /=([^;]+)/.exec(cookie)![1]!;
    expect(handle).not.toBe(token);
    expect(await me(handle)).toBe(401);
  });

  it('ends the session the cookie names, clears it and redirects', async () => {
    const { token, cookie } = await signIn();
    const other = await signIn();
    expect(await me(token)).toBe(200);
    const response = await sdkLogout(`theme=dark; ${cookie.split(';')[0]}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin/login');
    expect(String(response.headers['set-cookie'])).toMatch(/^vitrine_session=; .*Max-Age=0/);
    expect(await me(token)).toBe(401);
    // Another session of the same account goes on.
    expect(await me(other.token)).toBe(200);
  });

  it('redirects as before without a cookie, or with an unknown one', async () => {
    const { token } = await signIn();
    expect((await sdkLogout()).statusCode).toBe(302);
    expect((await sdkLogout(`vitrine_session=${'a'.repeat(43)}`)).statusCode).toBe(302);
    expect((await sdkLogout('vitrine_session=not a handle')).statusCode).toBe(302);
    expect(await me(token)).toBe(200);
  });

  it('ends the bearer token and clears the cookie on POST auth/logout', async () => {
    const { token } = await signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/logout'),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(await me(token)).toBe(401);
  });

  it('sets no cookie on a failed sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: ADMIN.email, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
