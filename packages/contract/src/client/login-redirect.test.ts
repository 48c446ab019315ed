import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { buildLoginUrl } from './login-redirect';
import { createFakeFetch, jsonResponse, stubBrowser } from '../../test/test-doubles';

const PAGE = 'https://site.example/fr/blog?x=1#top';
const EXPECTED = `/connexion?from_url=${encodeURIComponent(PAGE)}&app_id=app%201`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function answering(status: number, requiresAuth: boolean) {
  const fake = createFakeFetch(() =>
    jsonResponse({ message: 'Denied', code: 'FORBIDDEN' }, status),
  );
  return createApiClient({
    appId: 'app 1',
    fetch: fake.fetch,
    requiresAuth,
    loginUrl: '/connexion',
  });
}

describe('requiresAuth login redirect', () => {
  it('redirects 100 ms after a 403, and the call still rejects', async () => {
    const browser = stubBrowser(PAGE);
    const error = await answering(403, true)
      .entities.BlogPost.list()
      .catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    vi.advanceTimersByTime(99);
    expect(browser.location.href).toBe(PAGE);
    vi.advanceTimersByTime(1);
    expect(browser.location.href).toBe(EXPECTED);
  });

  it('redirects after a 401 too', async () => {
    const browser = stubBrowser(PAGE);
    await answering(401, true)
      .auth.me()
      .catch(() => undefined);
    vi.advanceTimersByTime(100);
    expect(browser.location.href).toBe(EXPECTED);
  });

  it('does not redirect without requiresAuth', async () => {
    const browser = stubBrowser(PAGE);
    await answering(403, false)
      .entities.BlogPost.list()
      .catch(() => undefined);
    vi.advanceTimersByTime(1000);
    expect(browser.location.href).toBe(PAGE);
  });

  it('does not redirect on other statuses, nor on a failed login', async () => {
    const browser = stubBrowser(PAGE);
    await answering(404, true)
      .entities.BlogPost.list()
      .catch(() => undefined);
    await answering(401, true)
      .auth.loginViaEmailPassword('a@b.co', 'bad')
      .catch(() => undefined);
    vi.advanceTimersByTime(1000);
    expect(browser.location.href).toBe(PAGE);
  });

  it('schedules nothing in Node', async () => {
    await answering(403, true)
      .entities.BlogPost.list()
      .catch(() => undefined);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('buildLoginUrl appends to a login URL that already has a query', () => {
    expect(buildLoginUrl('https://auth.example/login?lang=fr', 'https://a.b/?c=d', 'x')).toBe(
      'https://auth.example/login?lang=fr&from_url=https%3A%2F%2Fa.b%2F%3Fc%3Dd&app_id=x',
    );
  });
});
