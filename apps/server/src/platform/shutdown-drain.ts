import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The drain before a graceful stop (`SHUTDOWN_DRAIN_MS`, decision 0053): `/readyz` answers 503
 * so a balancer's health check takes the instance out, while every request is still served, each
 * answer with `Connection: close` so no kept-alive connection outlives the drain.
 */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/** Adds `app.drain`; its header goes on every answer, those of hooks and errors included. */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  // Answers being written: at most one per open connection.
  const unanswered = new Set<ServerResponse>();
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };
  // Before Fastify's own listener, so the header is there however soon the answer is written.
  app.server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      closeAfter(response);
      return;
    }
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });
  const drain: Drain = {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
      // Requests that arrived before: their answers too, unless already on their way.
      for (const response of unanswered) closeAfter(response);
      unanswered.clear();
    },
  };
  app.decorate('drain', drain);
  return drain;
}
