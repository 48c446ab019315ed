import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from './access-token';
import { createApiClient } from './create-api-client';
import {
  createFakeFetch,
  jsonResponse,
  stubBrowser,
  type Responder,
} from '../../test/test-doubles';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = { id: 'u1', email: 'ada@example.com', role: 'admin', full_name: 'Ada' };

function setup(respond: Responder = () => jsonResponse(user), token?: string) {
  const fake = createFakeFetch(respond);
  const client = createApiClient({ appId: 'app-1', fetch: fake.fetch, token });
  return { client, calls: fake.calls };
}

describe('auth client', () => {
  it('me and updateMe use User/me', async () => {
    const { client, calls } = setup();
    await expect(client.auth.me()).resolves.toEqual(user);
    await client.auth.updateMe({ full_name: 'Ada L.' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/apps/app-1/entities/User/me' });
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/apps/app-1/entities/User/me',
      body: '{"full_name":"Ada L."}',
    });
  });

  it('loginViaEmailPassword posts the credentials, then sends and saves the token', async () => {
    const browser = stubBrowser('https://site.example/admin');
    const { client, calls } = setup(() => jsonResponse({ access_token: 'T1', user }));
    const result = await client.auth.loginViaEmailPassword('ada@example.com', 'secret');
    await client.auth.me();

    expect(result).toEqual({ access_token: 'T1', user });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app-1/auth/login',
      body: '{"email":"ada@example.com","password":"secret"}',
    });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer T1');
    expect(browser.storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('T1');
  });

  it('setPasswordWithToken posts the link token and password, then sends and saves the token', async () => {
    const browser = stubBrowser('https://site.example/login?set_password=abc');
    const { client, calls } = setup(() => jsonResponse({ access_token: 'T2', user }));
    const result = await client.auth.setPasswordWithToken('abc', 'a-long-enough-password');
    await client.auth.me();

    expect(result).toEqual({ access_token: 'T2', user });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app-1/auth/set-password',
      body: '{"token":"abc","password":"a-long-enough-password"}',
    });
    expect(calls[1]!.headers.get('Authorization')).toBe('Bearer T2');
    expect(browser.storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('T2');
  });

  it('setPasswordWithToken keeps no token when the link is refused', async () => {
    const browser = stubBrowser('https://site.example/login?set_password=old');
    const { client, calls } = setup(() =>
      jsonResponse({ message: 'This link is not valid any more', code: 'INVALID_TOKEN' }, 400),
    );
    await expect(
      client.auth.setPasswordWithToken('old', 'a-long-enough-password'),
    ).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_TOKEN',
    });
    await client.auth.me().catch(() => undefined);
    expect(calls[1]!.headers.has('Authorization')).toBe(false);
    expect(browser.storage.has(ACCESS_TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('logout revokes on the server, then forgets the token even if the server fails', async () => {
    const browser = stubBrowser('https://site.example/admin', { [ACCESS_TOKEN_STORAGE_KEY]: 'T1' });
    const { client, calls } = setup(() => new Response('down', { status: 503 }));
    await expect(client.auth.logout()).resolves.toBeUndefined();
    await client.entities.BlogPost.list().catch(() => undefined);

    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/apps/app-1/auth/logout' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer T1');
    expect(calls[1]!.headers.has('Authorization')).toBe(false);
    expect(browser.storage.has(ACCESS_TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('setToken saves by default and not with save: false', async () => {
    const browser = stubBrowser('https://site.example/');
    const { client, calls } = setup();
    client.auth.setToken('MEMORY', { save: false });
    expect(browser.storage.has(ACCESS_TOKEN_STORAGE_KEY)).toBe(false);
    await client.auth.me();
    client.auth.setToken('SAVED');
    expect(browser.storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('SAVED');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer MEMORY');
  });

  it('isAuthenticated is true when me() succeeds and false on 401', async () => {
    await expect(setup().client.auth.isAuthenticated()).resolves.toBe(true);
    const anonymous = setup(() => jsonResponse({ message: 'Unauthorized' }, 401));
    await expect(anonymous.client.auth.isAuthenticated()).resolves.toBe(false);
  });

  it('redirectToLogin goes to the login page with an absolute return URL and the app id', () => {
    const browser = stubBrowser('https://site.example/fr/blog?x=1');
    const { client } = setup();
    client.auth.redirectToLogin('/admin?tab=2');
    expect(browser.location.href).toBe(
      '/login?from_url=https%3A%2F%2Fsite.example%2Fadmin%3Ftab%3D2&app_id=app-1',
    );
  });

  it('redirectToLogin does nothing in Node', () => {
    expect(() => setup().client.auth.redirectToLogin()).not.toThrow();
  });
});
