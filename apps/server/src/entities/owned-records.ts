import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../http/http-error';
import { callerCan } from '../http/request-caller';
import type { EntityStore } from './entity-store';

type Fields = Record<string, unknown>;

/**
 * The e-mail whose records alone the caller reaches (`access.staff.own`, e.g. a contributor's
 * posts), or null when the caller reaches them all (`own.all`, or an entity without owners).
 */
export function ownerScope(request: FastifyRequest, entity: EntityDefinition) {
  const own = entity.access.staff.own;
  if (!own || callerCan(request, own.all)) return null;
  return request.caller?.email ?? '';
}

/** `filter`, narrowed to the caller's own records when the caller may not reach the others. */
export function ownFilter(request: FastifyRequest, entity: EntityDefinition, filter: Fields) {
  const email = ownerScope(request, entity);
  return email === null ? filter : { $and: [{ created_by: email }, filter] };
}

/** Whether the caller may publish (set `own.publish.field`) and touch published records. */
export function mayPublish(request: FastifyRequest, entity: EntityDefinition) {
  const publish = entity.access.staff.own?.publish;
  return !publish || ownerScope(request, entity) === null || callerCan(request, publish.capability);
}

/**
 * 403 when a caller who may not publish writes `next` (the record as it would be) over `stored`
 * (absent for a create), and either is published: a contributor neither publishes a post nor
 * changes (or deletes) one already published.
 */
export function assertPublishing(
  request: FastifyRequest,
  entity: EntityDefinition,
  stored: Fields | undefined,
  next: Fields | undefined,
) {
  const publish = entity.access.staff.own?.publish;
  if (!publish || mayPublish(request, entity)) return;
  if (next?.[publish.field] === true) {
    throw forbidden(
      `Your role may not publish: save this ${entity.name} with ${publish.field} false`,
    );
  }
  if (stored?.[publish.field] === true) {
    throw forbidden(`Your role may not change or delete a published ${entity.name}`);
  }
}

/**
 * For a caller limited to their own records: 404 unless record `id` is theirs, 403 when the
 * write (`patch` merged into it; none for a delete) breaks the publishing rule. Nothing to check
 * for the others.
 */
export async function checkOwnedWrite(
  request: FastifyRequest,
  store: EntityStore,
  entity: EntityDefinition,
  id: string,
  patch?: Fields,
) {
  if (ownerScope(request, entity) === null) return;
  const stored = await store.get(entity, id, ownFilter(request, entity, {}));
  if (!stored) throw notFound(`${entity.name} ${id} not found`);
  assertPublishing(request, entity, stored, patch ? { ...stored, ...patch } : undefined);
}

/**
 * The filter of a delete-many, narrowed to the caller's own records; 403 when it matches a
 * published record the caller may not touch.
 */
export async function ownedDeleteFilter(
  request: FastifyRequest,
  store: EntityStore,
  entity: EntityDefinition,
  filter: Fields,
) {
  const narrowed = ownFilter(request, entity, filter);
  const publish = entity.access.staff.own?.publish;
  if (!publish || mayPublish(request, entity)) return narrowed;
  const published = await store.count(entity, { $and: [narrowed, { [publish.field]: true }] });
  if (published > 0) assertPublishing(request, entity, { [publish.field]: true }, undefined);
  return narrowed;
}
