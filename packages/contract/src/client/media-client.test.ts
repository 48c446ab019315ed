import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse } from '../../test/test-doubles';

describe('media client', () => {
  it('asks for a page of the library with its search and use, and describes an image', async () => {
    const fake = createFakeFetch(() => jsonResponse({ items: [], total: 0 }));
    const client = createApiClient({ appId: 'app 1', fetch: fake.fetch, token: 'ADMIN' });
    expect(await client.media.list()).toEqual({ items: [], total: 0 });
    await client.media.list({ q: 'vitrine & nuit', use: 'unused', page: 2, limit: 24 });
    await client.media.list({ q: '' });
    const details = { title: 'Vitrine', alt_fr: 'Une vitrine', alt_en: 'A window' };
    await client.media.describe('a b.jpg', details);
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/apps/app%201/uploads',
      'GET /api/apps/app%201/uploads?q=vitrine+%26+nuit&use=unused&page=2&limit=24',
      'GET /api/apps/app%201/uploads',
      'PUT /api/apps/app%201/uploads/a%20b.jpg/details',
    ]);
    expect(JSON.parse(String(fake.calls[3]!.body))).toEqual(details);
  });
});
