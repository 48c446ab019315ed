import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse } from '../../test/test-doubles';

describe('privacy client', () => {
  it('erase posts the address and resolves with the counts', async () => {
    const answer = {
      email: 'ines@example.fr',
      deleted: {
        WaitlistSubscriber: 1,
        ContactMessage: 2,
        DemoRequest: 0,
        NewsletterSubscriber: 0,
        OutboxEmail: 4,
      },
    };
    const fake = createFakeFetch(() => jsonResponse(answer));
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch, token: 'ADMIN' });
    await expect(client.privacy.erase(' Ines@Example.fr ')).resolves.toEqual(answer);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app-1/privacy/erase',
      body: '{"email":" Ines@Example.fr "}',
    });
    expect(fake.calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('rejects a 422 with the failing field', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse(
        {
          message: 'Please check these fields: email',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'email', rule: 'format', message: 'email must be a valid email' }],
        },
        422,
      ),
    );
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
    await expect(client.privacy.erase('nope')).rejects.toMatchObject({
      status: 422,
      issues: [{ field: 'email' }],
    });
  });
});
