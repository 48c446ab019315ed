import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { readResponse } from './read-response';

/** One server-sent event: its name (`message` when the stream names none) and its data lines. */
export interface StreamEvent {
  event: string;
  data: string;
}

const LINE_TOO_LONG = 'event stream line too long';

/**
 * Reads a `text/event-stream` as it arrives: `push` takes any slice of the text (events may be
 * cut anywhere), `onEvent` gets each complete event. Comments (`: …`) and `id:`/`retry:` fields
 * are ignored. A line longer than `maxEventChars` without an end makes `push` throw.
 */
export function createEventStreamParser(
  onEvent: (event: StreamEvent) => void,
  maxEventChars = 1_000_000,
) {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    if (field === 'data') data.push(value);
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      // A `\r` at the end may be the first half of a `\r\n`: kept until the next slice.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/);
      // The last piece is a line still arriving.
      buffer = (lines.pop() ?? '') + held;
      for (const text of lines) line(text);
      if (buffer.length > maxEventChars) throw new Error(LINE_TOO_LONG);
    },
    /** The stream ended: a last event not followed by a blank line is still delivered. */
    end() {
      const last = buffer.replace(/\r$/, '');
      if (last !== '') line(last);
      buffer = '';
      dispatch();
    },
  };
}

export interface StreamCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  onDelta: (text: string) => void;
}

function parsed(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new ApiError({
      message: 'Invalid JSON in event stream',
      code: CLIENT_ERROR_CODES.badResponse,
      data,
    });
  }
}

/** The ApiError of an `event: error` (its data is `{status, code, message}`). */
function streamError(data: unknown): ApiError {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return new ApiError({
    status: typeof body.status === 'number' ? body.status : undefined,
    code: typeof body.code === 'string' ? body.code : CLIENT_ERROR_CODES.badResponse,
    message: typeof body.message === 'string' ? body.message : 'The stream reported an error',
    data,
  });
}

/** Longest line kept while waiting for its end: a result event holds one post at most. */
export const EVENT_LINE_MAX_CHARS = 4 * 1024 * 1024;

/**
 * Reads the answer of an AI route asked with `Accept: text/event-stream` (the server's
 * `ai/ai-answer.ts`): each `delta` event's text goes to `onDelta`, the `result` event's JSON
 * resolves, an `error` event rejects with its status and code as a JSON answer would, and a
 * stream that ends without either, or a line past `maxLineChars`, rejects with `BAD_RESPONSE`.
 */
export async function readEventStreamResult<T>(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
  maxLineChars = EVENT_LINE_MAX_CHARS,
): Promise<T> {
  let outcome: { value: T } | { error: ApiError } | undefined;
  const parser = createEventStreamParser(({ event, data }) => {
    if (outcome) return;
    if (event === 'delta') {
      const text = (parsed(data) as { text?: unknown }).text;
      if (typeof text === 'string') onDelta(text);
    }
    if (event === 'result') outcome = { value: parsed(data) as T };
    if (event === 'error') outcome = { error: streamError(parsed(data)) };
  }, maxLineChars);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      parser.push(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      if (done) break;
    }
    if (!outcome) parser.end();
  } catch (error) {
    if (error instanceof Error && error.message === LINE_TOO_LONG)
      throw new ApiError({
        message: 'An event of the stream is too long',
        code: CLIENT_ERROR_CODES.badResponse,
      });
    throw error;
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  if (!outcome) {
    const message = 'The stream ended without a result';
    throw new ApiError({ message, code: CLIENT_ERROR_CODES.badResponse });
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * POSTs JSON asking for `text/event-stream` and reads the answer with `readEventStreamResult`. An
 * answer that is not a stream is read like any call (JSON, or an ApiError). Aborting `signal`
 * rejects with `CANCELED` and closes the connection (the server then stops the provider's call).
 */
export async function postEventStream<T>(call: StreamCall): Promise<T> {
  const fetchImpl = call.fetch ?? globalThis.fetch;
  const canceled = (cause?: unknown) =>
    new ApiError({ message: 'canceled', code: CLIENT_ERROR_CODES.canceled, cause });
  const failed = (error: unknown) => {
    if (call.signal?.aborted) return canceled(error);
    if (error instanceof ApiError) return error;
    const message = error instanceof Error && error.message ? error.message : 'Network Error';
    return new ApiError({ message, code: CLIENT_ERROR_CODES.networkError, cause: error });
  };
  let response: Response;
  try {
    response = await fetchImpl(call.url, {
      method: 'POST',
      headers: { ...call.headers, Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(call.body),
      signal: call.signal,
    });
  } catch (error) {
    throw failed(error);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body)
    return readResponse(response.status, response.ok, await response.text()) as T;
  try {
    return await readEventStreamResult<T>(response.body, call.onDelta);
  } catch (error) {
    throw failed(error);
  }
}
