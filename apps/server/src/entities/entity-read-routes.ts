import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin, requireAdmin } from '../auth/request-caller';
import { notFound } from '../http/http-error';
import type { EntityStore, StoredRecord } from './entity-store';
import { parseFilterParam, parseListOptions, singleParam } from './query-options';
import { entityOrNotFound } from './request-body';
import type { VisitorReadCache } from './visitor-read-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

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

/**
 * Visitors' reads of public entities are answered from the cache when possible; admins always
 * read the database. Errors are never cached.
 */
function cachedForVisitors(
  cache: VisitorReadCache,
  read: (request: FastifyRequest, entity: EntityDefinition) => Promise<unknown>,
) {
  return async (request: FastifyRequest<{ Params: EntityParams }>, reply: FastifyReply) => {
    const entity = entityOrNotFound(request.params.entity);
    if (isAdmin(request) || !entity.access.visitorRead) return read(request, entity);
    const cached = cache.get(entity.name, request.url);
    if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
    const version = cache.version(entity.name);
    const body = JSON.stringify(await read(request, entity));
    cache.set(entity.name, request.url, version, body);
    return reply.type(JSON_TYPE).send(body);
  };
}

export function registerEntityReadRoutes(
  app: FastifyInstance,
  store: EntityStore,
  cache: VisitorReadCache,
) {
  app.get<{ Params: EntityParams }>(
    '/:entity',
    cachedForVisitors(cache, async (request, entity) => {
      const options = parseListOptions(entity, request.query as Query);
      const filter = readableFilter(request, entity, options.filter);
      const records = await store.list(entity, { ...options, filter });
      return records.map((record) => project(record, options.fields));
    }),
  );

  app.get<{ Params: EntityParams }>(
    '/:entity/count',
    cachedForVisitors(cache, async (request, entity) => {
      const filter = readableFilter(
        request,
        entity,
        parseFilterParam(singleParam(request.query as Query, 'q')),
      );
      return { count: await store.count(entity, filter) };
    }),
  );

  app.get<{ Params: EntityParams & { id: string } }>(
    '/:entity/:id',
    cachedForVisitors(cache, async (request, entity) => {
      const { id } = request.params as { id: string };
      const record = await store.get(entity, id, readableFilter(request, entity, {}));
      if (!record) throw notFound(`${entity.name} ${id} not found`);
      return record;
    }),
  );
}
