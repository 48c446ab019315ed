import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin, requireAdmin } from '../auth/request-caller';
import { notFound } from '../http/http-error';
import type { EntityStore, StoredRecord } from './entity-store';
import { parseFilterParam, parseListOptions } from './query-options';
import { entityOrNotFound } from './request-body';

type EntityParams = { appId: string; entity: string };
type Query = Record<string, string | undefined>;

/** The filter a caller may read with: everything for admins, the entity's public slice for visitors. */
export function readableFilter(
  request: FastifyRequest,
  entity: EntityDefinition,
  filter: Record<string, unknown>,
) {
  if (isAdmin(request)) return filter;
  if (!entity.access.visitorRead) requireAdmin(request);
  return { $and: [entity.access.visitorRead, filter] };
}

function project(record: StoredRecord, fields?: string[]) {
  if (!fields) return record;
  const picked: Record<string, unknown> = { id: record.id };
  for (const field of fields) if (Object.hasOwn(record, field)) picked[field] = record[field];
  return picked;
}

export function registerEntityReadRoutes(app: FastifyInstance, store: EntityStore) {
  app.get<{ Params: EntityParams; Querystring: Query }>('/:entity', async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const options = parseListOptions(entity, request.query);
    const filter = readableFilter(request, entity, options.filter);
    const records = await store.list(entity, { ...options, filter });
    return records.map((record) => project(record, options.fields));
  });

  app.get<{ Params: EntityParams; Querystring: Query }>('/:entity/count', async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const filter = readableFilter(request, entity, parseFilterParam(request.query.q));
    return { count: await store.count(entity, filter) };
  });

  app.get<{ Params: EntityParams & { id: string } }>('/:entity/:id', async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const filter = readableFilter(request, entity, {});
    const record = await store.get(entity, request.params.id, filter);
    if (!record) throw notFound(`${entity.name} ${request.params.id} not found`);
    return record;
  });
}
