import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertEntityAccess, staffMay } from './entity-access';
import { notFound } from '../http/http-error';
import type { StoredRecord } from './entity-records';
import { withLeadOrigins, type LeadOrigins } from './lead-origin';
import { ownFilter } from './owned-records';
import type { EntityStore } from './entity-store';
import { parseFilterParam, parseListOptions, singleParam, type ListOptions } from './query-options';
import { refuseRegexForVisitors } from './regex-filters';
import { entityOrNotFound } from './request-body';
import { canonicalJson, type VisitorReadCache } from './visitor-read-cache';
import { visitorReadFilter } from './visitor-filter';
import { checkVisitorFilter, checkVisitorSort, visitorView } from './visitor-view';

const JSON_TYPE = 'application/json; charset=utf-8';

type EntityParams = { appId: string; entity: string };
type Query = Record<string, string | undefined>;

/**
 * The filter a caller may read with: everything (or their own records, `access.staff.own`) for
 * the team members whose role may read the entity, the entity's public slice for everyone else.
 */
export function readableFilter(
  request: FastifyRequest,
  entity: EntityDefinition,
  filter: Record<string, unknown>,
) {
  if (staffMay(request, entity, 'read')) return ownFilter(request, entity, filter);
  if (!entity.access.visitorRead) assertEntityAccess(request, entity, 'read');
  return visitorFilter(entity, filter);
}

/** The filter a visitor reads a public entity with: theirs, checked, and the entity's slice. */
function visitorFilter(entity: EntityDefinition, filter: Record<string, unknown>) {
  refuseRegexForVisitors(filter);
  checkVisitorFilter(entity, filter);
  // The server's own condition (e.g. a date on a field visitors may not compare) comes after
  // the check of theirs.
  return { $and: [visitorReadFilter(entity), filter] };
}

function project(record: StoredRecord, fields?: string[]) {
  if (!fields) return record;
  const picked: Record<string, unknown> = { id: record.id };
  for (const field of fields) if (Object.hasOwn(record, field)) picked[field] = record[field];
  return picked;
}

/**
 * A visitor's read, as the JSON the API answers: from the cache when it holds it, else `read` and
 * kept, unless the entity changed meanwhile. The key is the route and the parsed parameters, so
 * parameters a route ignores, or their order, never make another entry.
 */
export async function visitorCachedJson(
  cache: VisitorReadCache,
  entity: EntityDefinition,
  route: string,
  params: unknown,
  read: () => Promise<unknown>,
) {
  const key = `${route} ${canonicalJson(params)}`;
  const cached = cache.get(entity.name, key);
  if (cached !== undefined) return cached;
  const version = cache.version(entity.name);
  const body = JSON.stringify(await read());
  cache.set(entity.name, key, version, body);
  return body;
}

/** A page of a public entity as a visitor sees it (`GET /{Entity}` without a session). */
export async function visitorList(
  store: EntityStore,
  entity: EntityDefinition,
  options: ListOptions,
) {
  const filter = visitorFilter(entity, options.filter);
  const records = await store.list(entity, { ...options, filter });
  return visitorView(
    store,
    entity,
    records.map((record) => project(record, options.fields)),
  );
}

/** How many records of a public entity a visitor's filter finds (`GET /{Entity}/count`). */
export async function visitorCount(
  store: EntityStore,
  entity: EntityDefinition,
  filter: Record<string, unknown>,
) {
  return { count: await store.count(entity, visitorFilter(entity, filter)) };
}

/**
 * Visitors' reads of public entities are answered from the cache when possible
 * (`visitorCachedJson`); the team members who may read the entity always read the database.
 * Errors are never cached.
 */
function cachedForVisitors<P>(
  cache: VisitorReadCache,
  route: string,
  parse: (request: FastifyRequest, entity: EntityDefinition) => P,
  read: (request: FastifyRequest, entity: EntityDefinition, params: P) => Promise<unknown>,
) {
  return async (request: FastifyRequest<{ Params: EntityParams }>, reply: FastifyReply) => {
    const entity = entityOrNotFound(request.params.entity);
    const params = parse(request, entity);
    if (staffMay(request, entity, 'read') || !entity.access.visitorRead) {
      return read(request, entity, params);
    }
    const body = await visitorCachedJson(cache, entity, route, params, () =>
      read(request, entity, params),
    );
    return reply.type(JSON_TYPE).send(body);
  };
}

/** A read of a public entity by someone the team's rights do not cover. */
function isVisitorRead(request: FastifyRequest, entity: EntityDefinition) {
  return entity.access.visitorRead !== undefined && !staffMay(request, entity, 'read');
}

/** Records as the caller may see them: whole for the team, through `visitorView` for visitors. */
function shownTo(
  request: FastifyRequest,
  store: EntityStore,
  entity: EntityDefinition,
  records: Record<string, unknown>[],
) {
  return staffMay(request, entity, 'read') ? records : visitorView(store, entity, records);
}

/**
 * The list (`GET /{Entity}`) and one record (`GET /{Entity}/:id`). Leads read whole (no
 * `fields`) come with their `source` and `campaign` when a measured visit sent them (`leadOrigins`, one
 * query per 1,000 records).
 */
export function registerEntityReadRoutes(
  app: FastifyInstance,
  store: EntityStore,
  cache: VisitorReadCache,
  leadOrigins?: LeadOrigins,
) {
  app.get<{ Params: EntityParams }>(
    '/:entity',
    cachedForVisitors(
      cache,
      'list',
      (request, entity) => {
        const options = parseListOptions(entity, request.query as Query);
        if (!staffMay(request, entity, 'read')) checkVisitorSort(entity, options.sort);
        return options;
      },
      async (request, entity, options) => {
        if (isVisitorRead(request, entity)) return visitorList(store, entity, options);
        const filter = readableFilter(request, entity, options.filter);
        const records = await store.list(entity, { ...options, filter });
        if (!options.fields) return withLeadOrigins(leadOrigins, entity, records, request.log);
        return records.map((record) => project(record, options.fields));
      },
    ),
  );

  app.get<{ Params: EntityParams }>(
    '/:entity/count',
    cachedForVisitors(
      cache,
      'count',
      (request) => parseFilterParam(singleParam(request.query as Query, 'q')),
      async (request, entity, q) => {
        if (isVisitorRead(request, entity)) return visitorCount(store, entity, q);
        return { count: await store.count(entity, readableFilter(request, entity, q)) };
      },
    ),
  );

  app.get<{ Params: EntityParams & { id: string } }>(
    '/:entity/:id',
    cachedForVisitors(
      cache,
      'get',
      (request) => (request.params as { id: string }).id,
      async (request, entity, id) => {
        const record = await store.get(entity, id, readableFilter(request, entity, {}));
        if (!record) throw notFound(`${entity.name} ${id} not found`);
        if (staffMay(request, entity, 'read')) {
          const [withOrigin] = await withLeadOrigins(leadOrigins, entity, [record], request.log);
          return withOrigin;
        }
        const [shown] = await shownTo(request, store, entity, [record]);
        return shown;
      },
    ),
  );
}
