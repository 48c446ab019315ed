import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse } from '../../test/test-doubles';

describe('newsletter client', () => {
  it('posts the token of a confirmation link', async () => {
    const fake = createFakeFetch(() => jsonResponse({ success: true }));
    const client = createApiClient({ appId: 'app 1', fetch: fake.fetch });
    await expect(client.newsletter.confirm('tok-1')).resolves.toEqual({ success: true });
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app%201/newsletter/confirm',
    });
    expect(fake.calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(fake.calls[0]!.body).toBe('{"token":"tok-1"}');
  });

  it('posts the token of an unsubscribe link', async () => {
    const fake = createFakeFetch(() => jsonResponse({ success: true }));
    const client = createApiClient({
      appId: 'app-1',
      fetch: fake.fetch,
      serverUrl: 'https://x.test/',
    });
    await client.newsletter.unsubscribe('tok-2');
    expect(fake.calls[0]!.url).toBe('https://x.test/api/apps/app-1/newsletter/unsubscribe');
    expect(fake.calls[0]!.body).toBe('{"token":"tok-2"}');
  });

  it('rejects with the ApiError of an unknown or expired token', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse({ message: 'Unknown link', code: 'NOT_FOUND' }, 404),
    );
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
    const error = await client.newsletter.confirm('nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
