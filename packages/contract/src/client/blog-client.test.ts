import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse } from '../../test/test-doubles';

function setup() {
  const fake = createFakeFetch(() => jsonResponse({}));
  const client = createApiClient({ appId: 'app 1', fetch: fake.fetch, token: 'ADMIN' });
  return { client, calls: fake.calls };
}

describe('blog client', () => {
  it('calls the publishing routes of a post, its id encoded', async () => {
    const { client, calls } = setup();
    await client.blog.createPreviewLink('p/1');
    await client.blog.listVersions('p1');
    await client.blog.restoreVersion('p1', 'v 2');
    await client.blog.autosave('p1', { title: 'Typed' });
    await client.blog.previewPost('p1.123.sig');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/apps/app%201/blog/posts/p%2F1/preview-link',
      'GET /api/apps/app%201/blog/posts/p1/versions',
      'POST /api/apps/app%201/blog/posts/p1/versions/v%202/restore',
      'PUT /api/apps/app%201/blog/posts/p1/autosave',
      'GET /api/apps/app%201/blog/preview/p1.123.sig',
    ]);
    expect(JSON.parse(String(calls[3]!.body))).toEqual({ title: 'Typed' });
  });
});
