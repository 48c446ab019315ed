import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { EVENT_LINE_MAX_CHARS, readEventStreamResult } from './event-stream';

/** A body that hands over `parts` one read at a time. */
function body(parts: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('readEventStreamResult', () => {
  it('joins events split across reads, skips comments, and resolves with the result', async () => {
    const deltas: string[] = [];
    const text =
      ': stream\n\nevent: delta\ndata: {"text":"Bon"}\n\nevent: delta\r\ndata: {"text":"jour"}\r\n\r\n: still working\n\nevent: result\ndata: {"post":{"title":"Écrans"}}\n\n';
    const parts = Array.from({ length: Math.ceil(text.length / 7) }, (_, index) =>
      text.slice(index * 7, index * 7 + 7),
    );
    await expect(
      readEventStreamResult(body(parts), (delta) => deltas.push(delta)),
    ).resolves.toEqual({
      post: { title: 'Écrans' },
    });
    expect(deltas).toEqual(['Bon', 'jour']);
  });

  it('rejects with the error event as an ApiError, and when the stream ends without a result', async () => {
    const error = await readEventStreamResult(
      body(['event: error\ndata: {"status":429,"code":"AI_BUDGET_SPENT","message":"Spent"}\n\n']),
      () => undefined,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'AI_BUDGET_SPENT', message: 'Spent' });
    await expect(
      readEventStreamResult(body(['event: delta\ndata: {"text":"a"}\n\n']), () => undefined),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('refuses an event longer than its bound rather than keeping it all', async () => {
    const long = `event: result\ndata: "${'x'.repeat(EVENT_LINE_MAX_CHARS)}`;
    await expect(readEventStreamResult(body([long]), () => undefined)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'An event of the stream is too long',
    });
  });
});
