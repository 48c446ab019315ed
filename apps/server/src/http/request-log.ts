import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Probes and scrapes every few seconds: at `debug`, so they don't drown the requests. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const errorCodes = new WeakMap<FastifyRequest, string>();

/** The `code` of the error answer a request got, shown on its line. */
export function noteErrorCode(request: FastifyRequest, code: string) {
  errorCodes.set(request, code);
}

/**
 * One line per request at `info`, when its answer is sent (Fastify's own two lines, on arrival
 * and on completion, are off): method, path without the query, route pattern, status, time,
 * and the error code of a refusal.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const level = PROBES.has(path) ? 'debug' : 'info';
    request.log[level](
      {
        req: request,
        res: reply,
        route: request.routeOptions.url,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        code: errorCodes.get(request),
      },
      'request',
    );
  });
}
