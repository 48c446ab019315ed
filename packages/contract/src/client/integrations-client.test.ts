import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse } from '../../test/test-doubles';

function setup(answer: unknown = {}) {
  const fake = createFakeFetch(() => jsonResponse(answer));
  return { client: createApiClient({ appId: 'app-1', fetch: fake.fetch }), calls: fake.calls };
}

describe('integrations client', () => {
  it('UploadFile posts multipart without a JSON content type and resolves with file_url', async () => {
    const { client, calls } = setup({ file_url: 'https://cdn.example/f.png' });
    const file = new File(['png-bytes'], 'photo.png', { type: 'image/png' });
    const result = await client.integrations.Core.UploadFile({ file });

    expect(result).toEqual({ file_url: 'https://cdn.example/f.png' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app-1/integration-endpoints/Core/UploadFile',
    });
    expect(calls[0]!.headers.has('Content-Type')).toBe(false);
    const part = (calls[0]!.body as FormData).get('file') as File;
    expect(part.name).toBe('photo.png');
    expect(await part.text()).toBe('png-bytes');
  });

  it('SendEmail posts its parameters as JSON and resolves with the queued e-mail', async () => {
    const answer = { success: true, id: 'e1', status: 'pending' };
    const { client, calls } = setup(answer);
    const params = {
      to: 'ana@example.fr',
      subject: 'Bonjour',
      body: 'Texte',
      from_name: 'Vitrine',
    };
    await expect(client.integrations.Core.SendEmail(params)).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app-1/integration-endpoints/Core/SendEmail',
    });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(calls[0]!.body as string)).toEqual(params);
  });

  it('invoke sends JSON when no value is a file', async () => {
    const { client, calls } = setup('answer');
    await expect(client.integrations.Core.invoke('InvokeLLM', { prompt: 'hi' })).resolves.toBe(
      'answer',
    );
    expect(calls[0]!.url).toBe('/api/apps/app-1/integration-endpoints/Core/InvokeLLM');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.body).toBe('{"prompt":"hi"}');
  });

  it('invoke sends multipart with objects stringified when a value is a Blob', async () => {
    const { client, calls } = setup();
    const blob = new Blob(['abc'], { type: 'text/plain' });
    await client.integrations.Core.invoke('UploadPrivateFile', {
      file: blob,
      meta: { a: 1 },
      count: 2,
      skipped: undefined,
    });
    const form = calls[0]!.body as FormData;
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.get('count')).toBe('2');
    expect(form.has('skipped')).toBe(false);
    expect(await (form.get('file') as File).text()).toBe('abc');
    expect(calls[0]!.headers.has('Content-Type')).toBe(false);
  });

  it('invoke passes a FormData through', async () => {
    const { client, calls } = setup();
    const form = new FormData();
    form.append('note', 'x');
    await client.integrations.Core.invoke('Custom', form);
    expect(calls[0]!.body).toBe(form);
  });
});
