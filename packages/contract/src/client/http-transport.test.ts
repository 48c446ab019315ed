import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_CODES } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { createFakeFetch, jsonResponse, stubBrowser } from '../../test/test-doubles';
import { apiFailure } from '../../test/api-failure';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function clientWith(respond: () => Response, options: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(respond);
  const client = createApiClient({ appId: 'app-1', fetch: fake.fetch, ...options });
  return { client, calls: fake.calls };
}

describe('http transport: URLs and headers', () => {
  it('sends the app headers, no Authorization without a token, no browser header in Node', async () => {
    const { client, calls } = clientWith(() => jsonResponse([]));
    await client.entities.BlogPost.list();
    const headers = calls[0]!.headers;
    expect(calls[0]!.url).toBe('/api/apps/app-1/entities/BlogPost');
    expect(headers.get('X-App-Id')).toBe('app-1');
    expect(headers.get('X-Environment')).toBe('prod');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Origin-URL')).toBe(false);
  });

  it('sends the bearer token, the env and the serverUrl prefix', async () => {
    const { client, calls } = clientWith(() => jsonResponse({}), {
      serverUrl: 'https://api.example.com/',
      env: 'dev',
      token: 'tok-1',
    });
    await client.entities.BlogPost.get('p1');
    expect(calls[0]!.url).toBe('https://api.example.com/api/apps/app-1/entities/BlogPost/p1');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]!.headers.get('X-Environment')).toBe('dev');
  });

  it('sends X-Origin-URL in a browser', async () => {
    stubBrowser('https://site.example/fr/blog?x=1');
    const { client, calls } = clientWith(() => jsonResponse([]));
    await client.entities.BlogPost.list();
    expect(calls[0]!.headers.get('X-Origin-URL')).toBe('https://site.example/fr/blog?x=1');
  });

  it('resolves a 204 with undefined', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.entities.BlogPost.delete('p1')).resolves.toBeUndefined();
  });
});

describe('http transport: error mapping', () => {
  it('maps a JSON error body: message, status, code, data', async () => {
    const body = { message: 'BlogPost not found', detail: 'no row', code: 'NOT_FOUND' };
    const { client } = clientWith(() => jsonResponse(body, 404));
    const error = await apiFailure(client.entities.BlogPost.get('nope'));
    expect(error).toMatchObject({ message: 'BlogPost not found', status: 404, code: 'NOT_FOUND' });
    expect(error.data).toEqual(body);
    expect(error.issues).toBeUndefined();
  });

  it('uses detail when there is no message, and exposes 422 issues', async () => {
    const contact = { name: 'Ada', email: 'not-an-email', message: 'Hi', language: 'en' as const };
    const issues = [{ field: 'email', rule: 'format', message: 'Invalid email' }];
    const body = { detail: 'Validation failed', code: 'VALIDATION_FAILED', errors: issues };
    const { client } = clientWith(() => jsonResponse(body, 422));
    const error = await apiFailure(client.entities.ContactMessage.create(contact));
    expect(error).toMatchObject({ message: 'Validation failed', status: 422 });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues).toEqual(issues);
  });

  it('falls back to the transport message and BAD_REQUEST for a 4xx without code', async () => {
    const { client } = clientWith(() => jsonResponse({}, 400));
    const error = await apiFailure(client.entities.BlogPost.list());
    expect(error.message).toBe('Request failed with status code 400');
    expect(error.code).toBe(CLIENT_ERROR_CODES.badRequest);
  });

  it('survives a text/plain 500: raw text as data, BAD_RESPONSE', async () => {
    const { client } = clientWith(() => new Response('boom', { status: 500 }));
    const error = await apiFailure(client.entities.BlogPost.list());
    expect(error).toMatchObject({ status: 500, code: 'BAD_RESPONSE', data: 'boom' });
    expect(error.message).toBe('Request failed with status code 500');
  });

  it('rejects a 200 whose body is not JSON with BAD_RESPONSE', async () => {
    const { client } = clientWith(() => new Response('<html>', { status: 200 }));
    const error = await apiFailure(client.entities.BlogPost.list());
    expect(error).toMatchObject({ status: 200, code: 'BAD_RESPONSE', data: '<html>' });
  });

  it('maps a fetch rejection to NETWORK_ERROR with the transport message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ appId: 'app-1', fetch });
    const error = await apiFailure(client.entities.BlogPost.list());
    expect(error).toMatchObject({ message: 'fetch failed', code: 'NETWORK_ERROR' });
    expect(error.status).toBeUndefined();
  });

  it('calls onError with the ApiError before rejecting', async () => {
    const onError = vi.fn();
    const { client } = clientWith(() => jsonResponse({ message: 'no', code: 'FORBIDDEN' }, 403), {
      onError,
    });
    const error = await apiFailure(client.entities.BlogPost.list());
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });
});

describe('http transport: onError robustness', () => {
  it('still rejects with the ApiError when onError throws', async () => {
    const { client } = clientWith(() => jsonResponse({ message: 'Nope', code: 'NOT_FOUND' }, 404), {
      onError: () => {
        throw new Error('logger broke');
      },
    });
    const error = await apiFailure(client.entities.BlogPost.get('x'));
    expect(error).toMatchObject({ message: 'Nope', code: 'NOT_FOUND' });
  });
});
