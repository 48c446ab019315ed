import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, pickUpAccessToken } from './access-token';
import { createApiClient } from './create-api-client';
import { createFakeFetch, stubBrowser } from '../../test/test-doubles';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function authorizationSent(options: { token?: string } = {}) {
  const fake = createFakeFetch();
  const client = createApiClient({ appId: 'app-1', fetch: fake.fetch, ...options });
  await client.entities.BlogPost.list();
  return fake.calls[0]!.headers.get('Authorization');
}

describe('access token pickup', () => {
  it('takes the URL parameter, saves it and strips it, keeping other params and the hash', async () => {
    const browser = stubBrowser('https://site.example/Home?x=1&access_token=URL%2BTOK&y=a%20b#top');
    await expect(authorizationSent()).resolves.toBe('Bearer URL+TOK');
    expect(browser.storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('URL+TOK');
    expect(browser.replaceState).toHaveBeenCalledTimes(1);
    expect(browser.location.href).toBe('https://site.example/Home?x=1&y=a%20b#top');
  });

  it('leaves no "?" when the token was the only parameter', () => {
    const browser = stubBrowser('https://site.example/blog?access_token=T');
    expect(pickUpAccessToken()).toBe('T');
    expect(browser.location.href).toBe('https://site.example/blog');
  });

  it('prefers the URL parameter over the saved token', async () => {
    const browser = stubBrowser('https://site.example/?access_token=NEW', {
      [ACCESS_TOKEN_STORAGE_KEY]: 'OLD',
    });
    await expect(authorizationSent()).resolves.toBe('Bearer NEW');
    expect(browser.storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('NEW');
  });

  it('falls back to the token saved in localStorage, without touching the URL', async () => {
    const browser = stubBrowser('https://site.example/blog?x=1', {
      [ACCESS_TOKEN_STORAGE_KEY]: 'SAVED',
    });
    await expect(authorizationSent()).resolves.toBe('Bearer SAVED');
    expect(browser.replaceState).not.toHaveBeenCalled();
    expect(browser.location.href).toBe('https://site.example/blog?x=1');
  });

  it('uses the explicit token option before the URL and localStorage', async () => {
    const browser = stubBrowser('https://site.example/?access_token=URLTOK', {
      [ACCESS_TOKEN_STORAGE_KEY]: 'SAVED',
    });
    await expect(authorizationSent({ token: 'EXPLICIT' })).resolves.toBe('Bearer EXPLICIT');
    expect(browser.storage.get(ACCESS_TOKEN_STORAGE_KEY)).toBe('SAVED');
  });

  it('finds nothing in Node and when localStorage is blocked', async () => {
    await expect(authorizationSent()).resolves.toBeNull();
    vi.stubGlobal('window', {
      location: { href: 'https://site.example/' },
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(pickUpAccessToken()).toBeUndefined();
  });
});
