import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client closes its connection before the answer is sent, so
 * work queued for it can be dropped. The response's `close` also comes after a normal answer,
 * when nothing waits any more.
 */
export function clientSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableEnded) controller.abort();
  });
  return controller.signal;
}
