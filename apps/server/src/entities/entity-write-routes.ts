import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { CHALLENGE_FIELD } from '@vitrine/contract/form-challenge';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertEntityAccess, mayWriteEntity, requireEntityAccess, staffMay } from './entity-access';
import { type EntityAudit, filterText, NO_ENTITY_AUDIT } from './entity-audit';
import { badRequest, notFound } from '../http/http-error';
import { newId, type StoredRecord } from './entity-records';
import type { EntityStore } from './entity-store';
import { assertPublishing, checkOwnedWrite, ownedDeleteFilter, ownFilter } from './owned-records';
import type { CreateLifecycle } from './entity-lifecycle';
import { assertGuarded, type RecordGuards } from './record-guards';
import type { RecordCompanionWrite } from './record-companion-write';
import { applyUpdateOperators } from './update-operators';
import {
  arrayBody,
  entityOrNotFound,
  isHoneypotFilled,
  objectBody,
  withoutServerManaged,
  writableFields,
} from './request-body';

type EntityParams = { appId: string; entity: string };
const MAX_BATCH = 1000;
const UPDATE_MANY_BATCH = 5000;

/**
 * What a visitor sees after a create. For sign-up lists the stored record may be an earlier
 * one: the answer is this submission (as validated) at this submission's time, never what was
 * stored, so it never tells whether the e-mail was known.
 */
function visitorView(
  entity: EntityDefinition,
  record: StoredRecord,
  input: Record<string, unknown>,
): StoredRecord {
  if (!entity.upsertKey) return withoutServerManaged(entity, record);
  // The store accepted this input just now: it validates the same way again.
  const submitted = validateRecord(entity.schema, input);
  const data = submitted.ok ? withoutServerManaged(entity, submitted.value) : {};
  const at = record.updated_date;
  return { ...data, id: record.id, created_date: at, updated_date: at, created_by: null };
}

function decoyRecord(input: Record<string, unknown>): StoredRecord {
  const now = new Date().toISOString();
  return { ...input, id: newId(), created_date: now, updated_date: now, created_by: null };
}

/**
 * What a visitor's (or a team member's without the entity's write capability) create sets off, never for a honeypot submission: rows to
 * commit with the record (its e-mails: a transactional outbox), then a call once it is stored.
 * Neither can fail the visitor's request.
 */
export interface VisitorCreateHook {
  visitorCreate(entity: EntityDefinition): Promise<CreateLifecycle>;
}

/**
 * The conversion of a visitor's lead, written with it (its visit's attribution); undefined when
 * the lead counts none. It never fails the request.
 */
export interface ConversionHook {
  alongside(request: FastifyRequest, entity: string): Promise<RecordCompanionWrite | undefined>;
}

/**
 * The proof of work of a visitor's create (decision 0041): throws a 4xx unless `solution` (the
 * body's `altcha` field) solves a fresh challenge, for the entities that need one.
 */
export interface VisitorChallengeHook {
  check(entity: string, solution: unknown): Promise<void>;
}

export interface WriteRouteOptions {
  store: EntityStore;
  visitorRateLimit: { max: number; timeWindow: string };
  /** Absent when FORM_CHALLENGE is off. */
  visitorChallenge?: VisitorChallengeHook;
  visitorCreateHook?: VisitorCreateHook;
  conversions?: ConversionHook;
  /** Who may write which records of an entity (the owner's account). */
  guards?: RecordGuards;
  /** Records deletions in the audit trail (not of User, whose own rules record them). */
  entityAudit?: EntityAudit;
  /**
   * Entities whose staff creates go through a feature (a webhook answers its secret once):
   * one at a time, never in bulk.
   */
  creators?: Readonly<Record<string, EntityCreator>>;
}

/** Creates one record of an entity for the staff; answers what the create route sends back. */
export type EntityCreator = (
  request: FastifyRequest,
  input: Record<string, unknown>,
) => Promise<StoredRecord>;

export function registerEntityWriteRoutes(
  app: FastifyInstance,
  {
    store,
    visitorRateLimit,
    visitorCreateHook,
    conversions,
    visitorChallenge,
    guards,
    entityAudit,
    creators,
  }: WriteRouteOptions,
) {
  const audit = entityAudit ?? NO_ENTITY_AUDIT;
  const guarded = (
    request: FastifyRequest,
    entity: EntityDefinition,
    write: Parameters<typeof assertGuarded>[4],
  ) => assertGuarded(request, store, guards, entity, write);
  const createConfig = {
    rateLimit: { ...visitorRateLimit, allowList: mayWriteEntity },
  };
  const writers = { preHandler: requireEntityAccess('write') };
  const deleters = { preHandler: requireEntityAccess('delete') };

  app.post<{ Params: EntityParams }>(
    '/:entity',
    { config: createConfig },
    async (request, reply) => {
      const entity = entityOrNotFound(request.params.entity);
      const body = objectBody(request.body);
      const createdBy = request.caller?.email ?? null;
      if (staffMay(request, entity, 'write')) {
        const input = writableFields(body);
        assertPublishing(request, entity, undefined, input);
        await guarded(request, entity, { target: null, inputs: [input], kind: 'create' });
        const creator = creators?.[entity.name];
        const record = creator
          ? await creator(request, input)
          : await store.create(entity, input, { createdBy });
        // An account made without an invitation's link is still someone let in.
        if (entity.name === 'User') {
          const summary = `Created the account ${String(record.email)} as ${String(record.role)}`;
          const target = { target_entity: entity.name, target_id: record.id };
          await audit(request, { action: 'user.invited', ...target, summary });
        }
        return reply.status(201).send(record);
      }
      if (!entity.access.visitorCreate) assertEntityAccess(request, entity, 'write');
      await visitorChallenge?.check(entity.name, body[CHALLENGE_FIELD]);
      const input = withoutServerManaged(entity, writableFields(body));
      if (isHoneypotFilled(body)) {
        request.log.info({ entity: entity.name }, 'honeypot filled; submission discarded');
        return reply.status(201).send(decoyRecord(input));
      }
      const lifecycle = await visitorCreateHook?.visitorCreate(entity);
      const alongside = await conversions?.alongside(request, entity.name);
      const record = await store.create(entity, input, { createdBy, lifecycle, alongside });
      return reply.status(201).send(visitorView(entity, record, input));
    },
  );

  app.post<{ Params: EntityParams }>('/:entity/bulk', writers, async (request, reply) => {
    const entity = entityOrNotFound(request.params.entity);
    if (creators?.[entity.name])
      throw badRequest(`${entity.name} records are created one at a time`);
    const inputs = arrayBody(request.body, MAX_BATCH).map((item, index) =>
      writableFields(objectBody(item, `Record ${index}`)),
    );
    for (const input of inputs) assertPublishing(request, entity, undefined, input);
    await guarded(request, entity, { target: null, inputs, kind: 'create' });
    return reply
      .status(201)
      .send(await store.createMany(entity, inputs, { createdBy: request.caller?.email ?? null }));
  });

  app.put<{ Params: EntityParams }>('/:entity/bulk', writers, async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const patches = arrayBody(request.body, MAX_BATCH).map((item, index) => {
      const record = objectBody(item, `Record ${index}`);
      if (typeof record.id !== 'string' || record.id === '')
        throw badRequest(`Record ${index} needs an id`);
      return { id: record.id, patch: writableFields(record) };
    });
    for (const { id, patch } of patches) await checkOwnedWrite(request, store, entity, id, patch);
    await guarded(request, entity, {
      target: { id: { $in: patches.map(({ id }) => id) } },
      inputs: patches.map(({ patch }) => patch),
      kind: 'update',
    });
    return store.updateMany(entity, patches);
  });

  app.patch<{ Params: EntityParams }>('/:entity/update-many', writers, async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const body = objectBody(request.body);
    const query = objectBody(body.query ?? {}, 'query');
    const data = objectBody(body.data, 'data');
    const filter = ownFilter(request, entity, query);
    const matches = await store.list(entity, {
      filter,
      limit: UPDATE_MANY_BATCH + 1,
      sort: [{ field: 'id', descending: false }],
    });
    const batch = matches.slice(0, UPDATE_MANY_BATCH);
    const patches = batch.map((record) => {
      const patch = applyUpdateOperators(record, data, entity);
      assertPublishing(request, entity, record, { ...record, ...patch });
      return { id: record.id, patch };
    });
    const inputs = patches.map(({ patch }) => patch);
    await guarded(request, entity, { target: filter, inputs, kind: 'update' });
    const updated = patches.length > 0 ? await store.updateMany(entity, patches) : [];
    return { success: true, updated: updated.length, has_more: matches.length > UPDATE_MANY_BATCH };
  });

  app.put<{ Params: EntityParams & { id: string } }>('/:entity/:id', writers, async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const patch = writableFields(objectBody(request.body));
    await checkOwnedWrite(request, store, entity, request.params.id, patch);
    const target = { id: request.params.id };
    await guarded(request, entity, { target, inputs: [patch], kind: 'update' });
    const record = await store.update(entity, request.params.id, patch);
    if (!record) throw notFound(`${entity.name} ${request.params.id} not found`);
    return record;
  });

  app.delete<{ Params: EntityParams & { id: string } }>(
    '/:entity/:id',
    deleters,
    async (request) => {
      const entity = entityOrNotFound(request.params.entity);
      const { id } = request.params;
      await checkOwnedWrite(request, store, entity, id);
      await guarded(request, entity, { target: { id }, inputs: [], kind: 'delete' });
      const deleted = await store.delete(entity, id);
      if (!deleted) throw notFound(`${entity.name} ${id} not found`);
      if (entity.name !== 'User') {
        const summary = `Deleted ${entity.name} ${id}`;
        await audit(request, {
          action: 'record.deleted',
          target_entity: entity.name,
          target_id: id,
          summary,
        });
      }
      return { success: true };
    },
  );

  app.delete<{ Params: EntityParams }>('/:entity', deleters, async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const query = objectBody(request.body ?? {}, 'The filter in the request body');
    const filter = await ownedDeleteFilter(request, store, entity, query);
    await guarded(request, entity, { target: filter, inputs: [], kind: 'delete' });
    const deleted = await store.deleteWhere(entity, filter);
    if (deleted > 0 && entity.name !== 'User') {
      const summary = `Deleted ${deleted} ${entity.name} records, ${filterText(query)}`;
      await audit(request, { action: 'record.deleted', target_entity: entity.name, summary });
    }
    return { success: true, deleted };
  });
}
