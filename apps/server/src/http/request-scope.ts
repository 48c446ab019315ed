import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What code deep in a request (an entity hook) may ask about the request it serves. */
export interface RequestScope {
  /** The signed-in caller's e-mail, or null for a visitor. */
  actor(): string | null;
  /** Set by a route whose writes are automatic saves (the editor's autosave). */
  autosave: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs the handlers of `scope`'s routes inside a `RequestScope`. A `preHandler` with a callback,
 * so the body is already read (stream events would lose the context) and `done` continues the
 * request inside it.
 */
export function registerRequestScope(scope: FastifyInstance) {
  scope.addHook('preHandler', (request, _reply, done) => {
    const current: RequestScope = { actor: () => request.caller?.email ?? null, autosave: false };
    storage.run(current, done);
  });
}

/** The scope of the request being served, if any (none in CLIs and jobs). */
export function requestScope(): RequestScope | undefined {
  return storage.getStore();
}
