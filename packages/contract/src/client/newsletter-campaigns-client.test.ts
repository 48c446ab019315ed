import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createHttpTransport } from './http-transport';
import { createNewsletterCampaignsClient } from './newsletter-campaigns-client';
import { createFakeFetch, jsonResponse, type Responder } from '../../test/test-doubles';

function setup(respond: Responder = () => jsonResponse({})) {
  const fake = createFakeFetch(respond);
  const transport = createHttpTransport({
    appId: 'app 1',
    serverUrl: 'https://x.test/',
    env: 'prod',
    timeoutMs: 0,
    requiresAuth: false,
    loginUrl: '/login',
    fetch: fake.fetch,
    token: 'ADMIN',
  });
  return { client: createNewsletterCampaignsClient(transport, 'app 1'), calls: fake.calls };
}

const BASE = 'https://x.test/api/apps/app%201/newsletter';

describe('newsletter campaigns client', () => {
  it('asks the audience of a language, with the admin token', async () => {
    const audience = { language: 'en', confirmed: 1234, pending: 5, bouncing: 2 };
    const { client, calls } = setup(() => jsonResponse(audience));
    await expect(client.audience('en')).resolves.toEqual(audience);
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}/audience?language=en` });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer ADMIN');
  });

  it('posts the editor’s fields for a preview', async () => {
    const preview = { subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
    const { client, calls } = setup(() => jsonResponse(preview));
    const request = { subject: 'Hello', content: '# Hi', language: 'fr' as const, post_id: 'p1' };
    await expect(client.preview(request)).resolves.toEqual(preview);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}/campaigns/preview` });
    expect(JSON.parse(String(calls[0]!.body))).toEqual(request);
  });

  it('sends a test to the caller by default, or to the addresses given', async () => {
    const { client, calls } = setup(() => jsonResponse({ queued: 1 }, 202));
    await expect(client.test('c/1')).resolves.toEqual({ queued: 1 });
    await client.test('c1', { to: ['a@example.com', 'b@example.com'] });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}/campaigns/c%2F1/test` });
    expect(calls[0]!.body).toBe('{}');
    expect(JSON.parse(String(calls[1]!.body))).toEqual({ to: ['a@example.com', 'b@example.com'] });
  });

  it.each(['send', 'pause', 'resume', 'cancel'] as const)(
    'posts %s to the campaign’s own route',
    async (action) => {
      const record = { id: 'c1', status: 'sending' };
      const { client, calls } = setup(() => jsonResponse(record, action === 'send' ? 202 : 200));
      await expect(client.act('c1', action)).resolves.toEqual(record);
      expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}/campaigns/c1/${action}` });
    },
  );

  it('reads the progress and the report', async () => {
    const { client, calls } = setup((call) =>
      jsonResponse(call.url.endsWith('/report') ? { sent: 3, failures: [] } : { sent: 3 }),
    );
    await expect(client.progress('c1')).resolves.toEqual({ sent: 3 });
    await expect(client.report('c1')).resolves.toEqual({ sent: 3, failures: [] });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${BASE}/campaigns/c1/progress`,
      `GET ${BASE}/campaigns/c1/report`,
    ]);
  });

  it('rejects with the ApiError of a refusal from a wrong state', async () => {
    const { client } = setup(() =>
      jsonResponse({ message: 'The campaign is not sending', code: 'CONFLICT' }, 409),
    );
    const error = await client.act('c1', 'pause').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
