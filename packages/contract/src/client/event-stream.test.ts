import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { createEventStreamParser, postEventStream, type StreamEvent } from './event-stream';

function parse(slices: string[]) {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const slice of slices) parser.push(slice);
  parser.end();
  return events;
}

describe('createEventStreamParser', () => {
  it('reads named events and data lines, whatever the slicing, with \\n and \\r\\n', () => {
    const text =
      'event: delta\r\ndata: {"text":"Bon"}\r\n\r\n: a comment\n\nevent: result\ndata: {"a":1}\ndata: {"b":2}\n\n';
    const expected = [
      { event: 'delta', data: '{"text":"Bon"}' },
      { event: 'result', data: '{"a":1}\n{"b":2}' },
    ];
    expect(parse([text])).toEqual(expected);
    // One character at a time: every cut, including between \r and \n.
    expect(parse([...text])).toEqual(expected);
  });

  it('names an unnamed event `message` and delivers a last event left without a blank line', () => {
    expect(parse(['data: x\n\ndata: y'])).toEqual([
      { event: 'message', data: 'x' },
      { event: 'message', data: 'y' },
    ]);
  });

  it('refuses a line longer than its bound', () => {
    const parser = createEventStreamParser(() => undefined, 10);
    expect(() => parser.push('data: 0123456789abc')).toThrow(/too long/);
  });
});

/** A local server answering each POST with `handle`; records the bodies and closed connections. */
async function startServer(handle: (response: ServerResponse, request: IncomingMessage) => void) {
  const seen = { bodies: [] as unknown[], headers: [] as IncomingMessage['headers'][], closed: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.bodies.push(JSON.parse(body));
      seen.headers.push(request.headers);
      response.on('close', () => (seen.closed += 1));
      handle(response, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SSE = { 'content-type': 'text/event-stream' };
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('postEventStream', () => {
  it('passes each delta as it comes, then resolves with the result', async () => {
    const server = await startServer((response) => {
      response.writeHead(200, SSE);
      response.write('event: delta\ndata: {"text":"Hel');
      setTimeout(() => response.write('lo"}\n\nevent: delta\ndata: {"text":" world"}\n\n'), 20);
      setTimeout(() => response.end('event: result\ndata: {"ok":true}\n\n'), 40);
    });
    stop = server.close;
    const deltas: string[] = [];
    const result = await postEventStream<{ ok: boolean }>({
      url: server.url,
      headers: { Authorization: 'Bearer t1' },
      body: { language: 'en' },
      onDelta: (text) => deltas.push(text),
    });
    expect(result).toEqual({ ok: true });
    expect(deltas).toEqual(['Hello', ' world']);
    expect(server.seen.bodies).toEqual([{ language: 'en' }]);
    expect(server.seen.headers[0]!.accept).toBe('text/event-stream');
    expect(server.seen.headers[0]!.authorization).toBe('Bearer t1');
  });

  it('rejects with the status and code of an error event', async () => {
    const server = await startServer((response) => {
      response.writeHead(200, SSE);
      response.end(
        'event: error\ndata: {"status":429,"code":"AI_BUDGET_SPENT","message":"Budget spent"}\n\n',
      );
    });
    stop = server.close;
    const error = await postEventStream({
      url: server.url,
      headers: {},
      body: {},
      onDelta: () => undefined,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'AI_BUDGET_SPENT', message: 'Budget spent' });
  });

  it('reads a JSON refusal like any call (a 409 with its body)', async () => {
    const server = await startServer((response) => {
      response.writeHead(409, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ code: 'AI_TRANSLATION_EXISTS', message: 'exists', draft_id: 'd1' }),
      );
    });
    stop = server.close;
    const error = await postEventStream({
      url: server.url,
      headers: {},
      body: {},
      onDelta: () => undefined,
    }).catch((caught: unknown) => caught as ApiError);
    expect(error).toMatchObject({ status: 409, code: 'AI_TRANSLATION_EXISTS' });
    expect((error as ApiError).data).toMatchObject({ draft_id: 'd1' });
  });

  it('says so when the stream ends without a result', async () => {
    const server = await startServer((response) => {
      response.writeHead(200, SSE);
      response.end('event: delta\ndata: {"text":"x"}\n\n');
    });
    stop = server.close;
    const error = await postEventStream({
      url: server.url,
      headers: {},
      body: {},
      onDelta: () => undefined,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.badResponse });
  });

  it('cancels: rejects with CANCELED and the server sees the connection close', async () => {
    const server = await startServer((response) => {
      response.writeHead(200, SSE);
      response.write('event: delta\ndata: {"text":"first"}\n\n');
      // Never ends by itself.
    });
    stop = server.close;
    const controller = new AbortController();
    const deltas: string[] = [];
    const pending = postEventStream({
      url: server.url,
      headers: {},
      body: {},
      signal: controller.signal,
      onDelta: (text) => {
        deltas.push(text);
        controller.abort();
      },
    }).catch((caught: unknown) => caught);
    expect(await pending).toMatchObject({ code: CLIENT_ERROR_CODES.canceled });
    expect(deltas).toEqual(['first']);
    await expect.poll(() => server.seen.closed).toBe(1);
  });
});
