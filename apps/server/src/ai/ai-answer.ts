import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { clientSignal } from '../http/client-signal';
import { toAnswer } from '../http/error-handler';
import { noteErrorCode } from '../http/request-log';
import { AiCanceled } from './ai-errors';

/** What an AI route's work gets: where to send text as it comes, and the client's signal. */
export interface AiRunContext {
  /** Set when the client asked for a stream: each piece of the model's text goes to it. */
  onDelta?: (text: string) => void;
  /** Aborts when the client closes its connection: stop, save nothing. */
  signal: AbortSignal;
}

/** A comment line every so often, so that no proxy closes a stream waiting on a slow model. */
const HEARTBEAT_MS = 15_000;

/** Whether the request asks for Server-Sent Events (`Accept: text/event-stream`). */
export function wantsStream(request: FastifyRequest) {
  return /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * How every AI route answers. Without `Accept: text/event-stream`: the JSON of `run`'s result,
 * with the status the route set (200 unless it set another). With it: 200
 * `text/event-stream`, one `delta` event (`{"text"}`) per piece of the model's text, then one
 * `result` event (the result's JSON) or one `error` event (`{status, code, message, …}`). Either
 * way a client that closes its connection aborts `signal`: the provider call stops and nothing
 * is saved; that is logged at info, not as an error.
 */
export async function answerAi(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (context: AiRunContext) => Promise<unknown>,
) {
  const signal = clientSignal(reply);
  if (!wantsStream(request)) {
    try {
      const result = await run({ signal });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result ?? null));
    } catch (error) {
      if (error instanceof AiCanceled) request.log.info('AI request cancelled: the client left');
      throw error;
    }
  }
  const body = new PassThrough();
  reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no');
  // Sent at once, so the client has the headers before the model's first word.
  body.write(': stream\n\n');
  const heartbeat = setInterval(() => body.write(': still working\n\n'), HEARTBEAT_MS);
  reply.send(body);
  try {
    const result = await run({ signal, onDelta: (text) => body.write(event('delta', { text })) });
    body.end(event('result', result ?? null));
  } catch (error) {
    if (error instanceof AiCanceled || signal.aborted) {
      request.log.info('AI request cancelled: the client left');
      body.end();
      return reply;
    }
    const { status, body: answer } = toAnswer(error, request.id);
    if (error instanceof AppError || status < 500) noteErrorCode(request, answer.code);
    else request.log.error({ err: error }, 'AI request failed');
    // The error body as JSON answers give it (`message`, `code`, any field of its own), and its status.
    body.end(event('error', { status, ...answer }));
  } finally {
    clearInterval(heartbeat);
  }
  return reply;
}
