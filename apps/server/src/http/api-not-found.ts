import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './http-error';

/** The 404 of a request no route serves, naming its method and path (never its query). */
export function noRoute(request: FastifyRequest) {
  return notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
}

/**
 * `GET` (and `HEAD`) of an unknown path under `/api` or `/ws-user-apps` (the realtime server's,
 * decision 0062; its WebSocket upgrades never come here) answer JSON 404 like the other methods
 * do (the not-found handler), not the site's page: the site's catch-all serves `GET /*`.
 */
export function registerApiNotFound(app: FastifyInstance) {
  for (const url of ['/api', '/api/*', '/ws-user-apps', '/ws-user-apps/*']) {
    app.get(url, async (request) => {
      throw noRoute(request);
    });
  }
}
