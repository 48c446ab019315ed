import { apiErrorFromResponse, ApiError, CLIENT_ERROR_CODES } from './api-error';

/** Longest event the reader keeps while waiting for its end (a result is one post at most). */
export const AI_EVENT_MAX_CHARS = 4 * 1024 * 1024;

function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

const badStream = (message: string) =>
  new ApiError({ message, code: CLIENT_ERROR_CODES.badResponse });

/**
 * Reads the answer of an AI route asked with `Accept: text/event-stream` (the server's
 * `ai/ai-answer.ts`): calls `onDelta` with each `delta` event's text, resolves with the `result`
 * event's JSON, rejects with the ApiError of an `error` event (its status, code and message,
 * as a JSON answer would), or with `BAD_RESPONSE` when the stream ends without either.
 */
export async function readAiEventStream<T>(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replaceAll('\r\n', '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const name = /^event: ?(.*)$/m.exec(block)?.[1];
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (name === undefined || data === undefined) continue;
        const parsed = parseData(data);
        if (name === 'delta') {
          const text = (parsed as { text?: unknown } | undefined)?.text;
          if (typeof text === 'string') onDelta(text);
        } else if (name === 'result') return parsed as T;
        else if (name === 'error') {
          const status = (parsed as { status?: unknown } | undefined)?.status;
          throw apiErrorFromResponse(typeof status === 'number' ? status : 502, parsed);
        }
      }
      if (buffer.length > AI_EVENT_MAX_CHARS) throw badStream('An AI event is too long');
      if (done) throw badStream('The AI answer ended before its result');
    }
  } finally {
    reader.releaseLock();
  }
}
