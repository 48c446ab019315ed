import type { Capability } from '@vitrine/contract/access/roles';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { findEntity } from '@vitrine/contract/entities/entity-registry';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/http-error';
import { assertCapability, callerCan, requireSignedIn } from '../http/request-caller';
import { entityOrNotFound } from './request-body';

/**
 * What a route does with an entity's records: `read` (list, count, get, export), `write` (create,
 * update, bulk, update-many), `delete` (delete, delete-many), `import`.
 */
export type EntityAction = 'read' | 'write' | 'delete' | 'import';

/** The capability the entity's `access.staff` asks for this action; null: nobody, by the API. */
export function staffCapability(entity: EntityDefinition, action: EntityAction): Capability | null {
  const staff = entity.access.staff;
  if (action === 'read') return staff.read;
  if (action === 'write') return staff.write;
  if (action === 'delete') return staff.delete === undefined ? staff.write : staff.delete;
  return staff.import === undefined ? staff.write : staff.import;
}

/** Whether the caller's role may do this action on the entity as staff (not as a visitor). */
export function staffMay(request: FastifyRequest, entity: EntityDefinition, action: EntityAction) {
  const capability = staffCapability(entity, action);
  return capability !== null && callerCan(request, capability);
}

/** 401 for visitors (or an expired session), 403 for callers whose role may not do it. */
export function assertEntityAccess(
  request: FastifyRequest,
  entity: EntityDefinition,
  action: EntityAction,
) {
  const capability = staffCapability(entity, action);
  if (capability !== null) return assertCapability(request, capability);
  requireSignedIn(request);
  throw forbidden(`${entity.name} records are read-only`);
}

/**
 * The `preHandler` of an entity route used by the team only: an unknown entity is a 404 for
 * everyone, then visitors get a 401 and callers whose role lacks the action's capability a 403.
 */
export function requireEntityAccess(action: EntityAction) {
  return async (request: FastifyRequest) => {
    const entity = entityOrNotFound((request.params as { entity: string }).entity);
    assertEntityAccess(request, entity, action);
  };
}

/**
 * Whether the caller's role may write the entity of the route's `:entity` parameter: such team
 * members are not rate limited on create and may send the larger bodies.
 */
export function mayWriteEntity(request: FastifyRequest) {
  const entity = findEntity((request.params as { entity?: string }).entity ?? '');
  return entity !== undefined && staffMay(request, entity, 'write');
}
