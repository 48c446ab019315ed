import http from 'node:http';
import { ApiError } from '@vitrine/contract/client/api-error';
import { readEventStreamResult } from '@vitrine/contract/client/event-stream';
import { createHttpTransport } from '@vitrine/contract/client/http-transport';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useAiTestApp } from '../../test/ai-test-app';
import { auditEvents } from '../../test/audit-events';
import { testDatabases } from '../../test/test-app';

const INVOKE = '/integration-endpoints/Core/InvokeLLM';

interface SseEvent {
  event: string;
  data: unknown;
}

/** The events of a Server-Sent Events text (comments skipped). */
function parseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)![1]!;
      const data = /^data: (.*)$/m.exec(block)![1]!;
      return { event, data: JSON.parse(data) as unknown };
    });
}

describe.each(testDatabases())('AI answers over HTTP on $name', (testDatabase) => {
  const { t, provider } = useAiTestApp(testDatabase);
  let url: string;
  beforeAll(async () => {
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/apps/${t.config.appId}${INVOKE}`;
  });

  const post = (body: object, accept = 'text/event-stream', signal?: AbortSignal) =>
    fetch(url, {
      method: 'POST',
      headers: { ...t.admin, 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
      signal,
    });

  it('streams the deltas before the one result event', async () => {
    provider.reply(() => ({ chunks: ['Bon', 'jour', ' !'], usage: { prompt: 5, completion: 3 } }));
    const response = await post({ prompt: 'Dis bonjour' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = parseEvents(await response.text());
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Bon' } },
      { event: 'delta', data: { text: 'jour' } },
      { event: 'delta', data: { text: ' !' } },
      { event: 'result', data: 'Bonjour !' },
    ]);
    const seen = provider.requests.at(-1)!;
    expect(seen.stream).toBe(true);
    expect(seen.stream_options).toEqual({ include_usage: true });
    // The usage of the stream's last chunk is what counts.
    const status = await t.app.inject({
      url: `/api/apps/${t.config.appId}/ai/status`,
      headers: t.admin,
    });
    expect(status.json().used_tokens).toBe(8);
  });

  it('gives the first delta while the model is still writing', async () => {
    provider.reply(() => ({ chunks: ['Un', 'Deux'], chunkDelayMs: 1_000 }));
    const response = await post({ prompt: 'Compte' });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const started = Date.now();
    while (!text.includes('event: delta')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(Date.now() - started).toBeLessThan(900);
    expect(parseEvents(text)[0]).toEqual({ event: 'delta', data: { text: 'Un' } });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(parseEvents(text).at(-1)).toEqual({ event: 'result', data: 'UnDeux' });
  });

  it('ends with one error event carrying the status, code and message', async () => {
    provider.reply(() => ({ status: 400, error: 'Context length exceeded' }));
    const response = await post({ prompt: 'Trop long' });
    expect(response.status).toBe(200);
    const events = parseEvents(await response.text());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'error',
      data: {
        status: 502,
        code: 'AI_PROVIDER_ERROR',
        message: 'The AI provider refused the call with status 400: Context length exceeded',
      },
    });
  });

  it('is read by the console’s readEventStreamResult: deltas, then the result or the error', async () => {
    provider.reply(() => ({ chunks: ['Un ', 'deux'] }));
    const deltas: string[] = [];
    const response = await post({ prompt: 'Compte' });
    expect(await readEventStreamResult(response.body!, (text) => deltas.push(text))).toBe(
      'Un deux',
    );
    expect(deltas).toEqual(['Un ', 'deux']);
    provider.reply(() => ({ status: 403, error: 'Model not allowed' }));
    const failed = await post({ prompt: 'Compte' });
    const error = await readEventStreamResult(failed.body!, () => undefined).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'AI_PROVIDER_ERROR',
      message: 'The AI provider refused the call with status 403: Model not allowed',
    });
  });

  it('streams through the console’s transport (onDelta), which cancels with its signal', async () => {
    const transport = createHttpTransport({
      appId: t.config.appId,
      serverUrl: new URL(url).origin,
      env: 'test',
      timeoutMs: 10_000,
      requiresAuth: false,
      loginUrl: '/login',
      token: t.adminToken,
    });
    const path = `/apps/${t.config.appId}${INVOKE}`;
    provider.reply(() => ({ chunks: ['A', 'B'] }));
    const deltas: string[] = [];
    const result = await transport.request<string>({
      method: 'POST',
      path,
      body: { prompt: 'AB' },
      onDelta: (text) => deltas.push(text),
    });
    expect([result, deltas]).toEqual(['AB', ['A', 'B']]);
    const closedBefore = provider.closedEarly;
    provider.reply(() => ({ chunks: ['Début', 'fin'], chunkDelayMs: 2_000 }));
    const cancel = new AbortController();
    const canceled = await transport
      .request<string>({
        method: 'POST',
        path,
        body: { prompt: 'Long' },
        onDelta: () => cancel.abort(),
        options: { signal: cancel.signal },
      })
      .catch((error: unknown) => error);
    expect(canceled).toMatchObject({ code: 'CANCELED' });
    await vi.waitFor(() => expect(provider.closedEarly).toBe(closedBefore + 1), {
      timeout: 1_500,
    });
  });

  it('answers JSON without Accept: text/event-stream (and refusals as usual)', async () => {
    provider.reply(() => ({ text: 'Simple' }));
    const response = await post({ prompt: 'Simple' }, 'application/json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toBe('Simple');
    const refused = await post({ prompt: '' });
    expect(refused.status).toBe(422);
  });

  it('aborts the provider call when the client closes mid-stream: nothing counts as a success', async () => {
    const closedBefore = provider.closedEarly;
    const okBefore = (await auditEvents(t, { action: 'ai.invoke-llm' })).filter((event) =>
      String(event.summary).startsWith('fake-model'),
    );
    provider.reply(() => ({ chunks: ['Début', ' suite', ' fin'], chunkDelayMs: 2_000 }));
    // A plain HTTP request, so the socket itself is closed after the first delta.
    const body = JSON.stringify({ prompt: 'Long' });
    const target = new URL(url);
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            ...t.admin,
            'content-type': 'application/json',
            accept: 'text/event-stream',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.on('data', (part: Buffer) => {
            if (!part.toString().includes('event: delta')) return;
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end(body);
    });
    await vi.waitFor(() => expect(provider.closedEarly).toBe(closedBefore + 1), {
      timeout: 1_500,
    });
    const events = await vi.waitFor(async () => {
      const found = await auditEvents(t, {
        action: 'ai.invoke-llm',
        summary: 'CLIENT_CLOSED_REQUEST',
      });
      expect(found).toHaveLength(1);
      return found;
    });
    expect(events[0]).toMatchObject({ actor_email: 'admin@vitrine.test' });
    const okAfter = (await auditEvents(t, { action: 'ai.invoke-llm' })).filter((event) =>
      String(event.summary).startsWith('fake-model'),
    );
    expect(okAfter.map((event) => event.count)).toEqual(okBefore.map((event) => event.count));
  });
});
