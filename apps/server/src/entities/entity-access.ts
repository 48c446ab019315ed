import type { FastifyRequest } from 'fastify';
import { assertAdmin } from '../http/request-caller';
import { entityOrNotFound } from './request-body';

/**
 * The `preHandler` of the routes on an entity that only admins may use: an unknown entity is a
 * 404 for everyone, then visitors get a 401 and signed-in users who are not admins a 403.
 */
export async function requireEntityAdmin(request: FastifyRequest) {
  entityOrNotFound((request.params as { entity: string }).entity);
  assertAdmin(request);
}
