import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Token figures of a fake answer; `null` sends none (a provider without usage figures). */
export type FakeUsage = { prompt: number; completion: number } | null;

/** What the fake provider answers one request with. */
export type FakeReply = (
  | { text: string; usage?: FakeUsage }
  | { chunks: string[]; usage?: FakeUsage; chunkDelayMs?: number }
  | { status: number; error: string | Record<string, unknown>; headers?: Record<string, string> }
) & {
  /** Waits this long before answering (a slow provider); stops if the client leaves. */
  delayMs?: number;
};

/** The body of a chat completion request, as the client sent it. */
export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string };
  max_tokens?: number;
  [field: string]: unknown;
}

/** One request the fake provider received: its parsed body, with its headers. */
export type RecordedRequest = ChatRequestBody & { headers: http.IncomingHttpHeaders };

export type FakeHandler = (body: ChatRequestBody) => FakeReply | Promise<FakeReply>;

const DEFAULT_USAGE = { prompt: 10, completion: 5 };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function usageOf(usage: FakeUsage | undefined) {
  const figures = usage === undefined ? DEFAULT_USAGE : usage;
  if (figures === null) return undefined;
  return {
    prompt_tokens: figures.prompt,
    completion_tokens: figures.completion,
    total_tokens: figures.prompt + figures.completion,
  };
}

/**
 * A local server speaking the OpenAI chat completions protocol (`POST /v1/chat/completions`,
 * plain JSON or streamed as Server-Sent Events), for tests: the only thing faked is the cloud
 * provider. `reply(handler)` decides each answer; `requests` keeps every body received;
 * `closedEarly` counts requests whose client closed the connection before the answer ended.
 */
export async function startOpenAiServer() {
  let handler: FakeHandler = () => ({ text: 'OK' });
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const state = { closedEarly: 0 };

  const server = http.createServer((request, response) => {
    const left = new AbortController();
    response.once('close', () => {
      if (!response.writableEnded) {
        state.closedEarly += 1;
        left.abort();
      }
    });
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      void answer(request, response, Buffer.concat(parts).toString('utf8'), left.signal);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  async function answer(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    raw: string,
    signal: AbortSignal,
  ) {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      json(404, { error: { message: `No route ${request.method} ${request.url}` } });
      return;
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw) as ChatRequestBody;
    } catch {
      json(400, { error: { message: 'The body is not JSON' } });
      return;
    }
    requests.push({ ...body, headers: request.headers });
    const reply = await handler(body);
    if (reply.delayMs) await sleep(reply.delayMs, signal);
    if (signal.aborted) return;
    if ('status' in reply) {
      const error =
        typeof reply.error === 'string'
          ? { message: reply.error, type: 'fake_error', code: null }
          : reply.error;
      json(reply.status, { error }, reply.headers);
      return;
    }
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = usageOf(reply.usage);
    if (!body.stream) {
      const text = 'text' in reply ? reply.text : reply.chunks.join('');
      json(200, {
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text },
            finish_reason: 'stop',
          },
        ],
        ...(usage ? { usage } : {}),
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (chunk: object) =>
      response.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, ...chunk })}\n\n`,
      );
    const chunks = 'text' in reply ? [reply.text] : reply.chunks;
    const pause = 'chunkDelayMs' in reply ? (reply.chunkDelayMs ?? 0) : 0;
    send({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] });
    for (const content of chunks) {
      if (signal.aborted) return;
      send({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
      if (pause) await sleep(pause, signal);
    }
    if (signal.aborted) return;
    send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if (usage && body.stream_options?.include_usage) send({ choices: [], usage });
    response.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL to give as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Requests whose client closed the connection before their answer ended. */
    get closedEarly() {
      return state.closedEarly;
    },
    /** How the following requests are answered (until the next call). */
    reply(next: FakeHandler) {
      handler = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OpenAiServer = Awaited<ReturnType<typeof startOpenAiServer>>;
