import type { FastifyInstance } from 'fastify';
import { databaseUnavailableBody } from '../db/database-errors';
import type { EntityStore } from '../entities/entity-store';

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. */
export function registerHealthRoutes(app: FastifyInstance, store: EntityStore) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await store.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send({ status: 'unavailable', ...databaseUnavailableBody(request.id) });
    }
  });
}
