import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What code deep in a request (an entity hook) may ask about the request it serves. */
export interface RequestScope {
  /** The signed-in caller's e-mail, or null for a visitor. */
  actor(): string | null;
  /** The signed-in caller's id and e-mail, or null for a visitor. */
  caller(): { id: string; email: string } | null;
  /** The client's address. */
  ip: string;
  /** Set by a route whose writes are automatic saves (the editor's autosave). */
  autosave: boolean;
  /**
   * Runs `task` once the route has answered with a success (status below 400), before the
   * answer is sent: what a committed write sets off (its audit record). A refused or failed
   * request runs none. A task's failure is logged and never changes the answer.
   */
  afterSuccess(task: () => Promise<void>): void;
}

const storage = new AsyncLocalStorage<RequestScope>();
const pending = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();

/**
 * Runs the handlers of `scope`'s routes inside a `RequestScope`. A `preHandler` with a callback,
 * so the body is already read (stream events would lose the context) and `done` continues the
 * request inside it.
 */
export function registerRequestScope(scope: FastifyInstance) {
  scope.addHook('preHandler', (request, _reply, done) => {
    const current: RequestScope = {
      actor: () => request.caller?.email ?? null,
      caller: () =>
        request.caller ? { id: request.caller.id, email: request.caller.email } : null,
      ip: request.ip,
      autosave: false,
      afterSuccess: (task) => pending.set(request, [...(pending.get(request) ?? []), task]),
    };
    storage.run(current, done);
  });
  scope.addHook('onSend', async (request, reply) => {
    const tasks = pending.get(request);
    if (!tasks) return;
    pending.delete(request);
    if (reply.statusCode >= 400) return;
    for (const task of tasks) {
      await task().catch((err: unknown) =>
        request.log.warn({ err }, 'an after-success task failed'),
      );
    }
  });
}

/** The scope of the request being served, if any (none in CLIs and jobs). */
export function requestScope(): RequestScope | undefined {
  return storage.getStore();
}
