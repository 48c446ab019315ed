import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/http-error';
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

/**
 * 403 when no one writes (`write`) or deletes (`delete`) the entity's records through the API
 * (`access.staff` says `null`: the audit trail), whatever the caller's role.
 */
export function assertWritable(entity: EntityDefinition, kind: 'write' | 'delete') {
  const staff = entity.access.staff;
  if (!staff) return;
  const allowed =
    kind === 'write' ? staff.write : staff.delete === undefined ? staff.write : staff.delete;
  if (allowed === null) throw forbidden(`${entity.name} records are read-only`);
}

/** `requireEntityAdmin`, then 403 for an entity whose records no one writes through the API. */
export async function requireEntityWrite(request: FastifyRequest) {
  await requireEntityAdmin(request);
  assertWritable(entityOrNotFound((request.params as { entity: string }).entity), 'write');
}

/** `requireEntityAdmin`, then 403 for an entity whose records no one deletes through the API. */
export async function requireEntityDelete(request: FastifyRequest) {
  await requireEntityAdmin(request);
  assertWritable(entityOrNotFound((request.params as { entity: string }).entity), 'delete');
}
