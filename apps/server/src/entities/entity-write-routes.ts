import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { CHALLENGE_FIELD } from '@vitrine/contract/form-challenge';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAdmin, isAdmin } from '../http/request-caller';
import { assertWritable, requireEntityDelete, requireEntityWrite } from './entity-access';
import { type EntityAudit, filterText, NO_ENTITY_AUDIT } from './entity-audit';
import { badRequest, notFound } from '../http/http-error';
import { newId, type StoredRecord } from './entity-records';
import type { EntityStore } from './entity-store';
import type { CreateLifecycle } from './entity-lifecycle';
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
 * What a visitor's (non-admin's) create sets off, never for a honeypot submission: rows to
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
  /** Records deletions in the audit trail (not of User, whose own rules record them). */
  entityAudit?: EntityAudit;
}

export function registerEntityWriteRoutes(app: FastifyInstance, options: WriteRouteOptions) {
  const { store, visitorRateLimit, visitorCreateHook, conversions, visitorChallenge } = options;
  const audit = options.entityAudit ?? NO_ENTITY_AUDIT;
  const createConfig = {
    rateLimit: { ...visitorRateLimit, allowList: (request: FastifyRequest) => isAdmin(request) },
  };
  const adminsOnly = { preHandler: requireEntityWrite };
  const deleters = { preHandler: requireEntityDelete };

  app.post<{ Params: EntityParams }>(
    '/:entity',
    { config: createConfig },
    async (request, reply) => {
      const entity = entityOrNotFound(request.params.entity);
      if (!entity.access.visitorCreate) assertAdmin(request);
      assertWritable(entity, 'write');
      const body = objectBody(request.body);
      const createdBy = request.caller?.email ?? null;
      if (isAdmin(request)) {
        const record = await store.create(entity, writableFields(body), { createdBy });
        // An account made without an invitation's link is still someone let in.
        if (entity.name === 'User') {
          const summary = `Created the account ${String(record.email)} as ${String(record.role)}`;
          const target = { target_entity: entity.name, target_id: record.id };
          await audit(request, { action: 'user.invited', ...target, summary });
        }
        return reply.status(201).send(record);
      }
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

  app.post<{ Params: EntityParams }>('/:entity/bulk', adminsOnly, async (request, reply) => {
    const entity = entityOrNotFound(request.params.entity);
    const inputs = arrayBody(request.body, MAX_BATCH).map((item, index) =>
      writableFields(objectBody(item, `Record ${index}`)),
    );
    return reply
      .status(201)
      .send(await store.createMany(entity, inputs, { createdBy: request.caller?.email ?? null }));
  });

  app.put<{ Params: EntityParams }>('/:entity/bulk', adminsOnly, async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const patches = arrayBody(request.body, MAX_BATCH).map((item, index) => {
      const record = objectBody(item, `Record ${index}`);
      if (typeof record.id !== 'string' || record.id === '')
        throw badRequest(`Record ${index} needs an id`);
      return { id: record.id, patch: writableFields(record) };
    });
    return store.updateMany(entity, patches);
  });

  app.patch<{ Params: EntityParams }>('/:entity/update-many', adminsOnly, async (request) => {
    const entity = entityOrNotFound(request.params.entity);
    const body = objectBody(request.body);
    const query = objectBody(body.query ?? {}, 'query');
    const data = objectBody(body.data, 'data');
    const matches = await store.list(entity, {
      filter: query,
      limit: UPDATE_MANY_BATCH + 1,
      sort: [{ field: 'id', descending: false }],
    });
    const batch = matches.slice(0, UPDATE_MANY_BATCH);
    const patches = batch.map((record) => ({
      id: record.id,
      patch: applyUpdateOperators(record, data, entity),
    }));
    const updated = patches.length > 0 ? await store.updateMany(entity, patches) : [];
    return { success: true, updated: updated.length, has_more: matches.length > UPDATE_MANY_BATCH };
  });

  app.put<{ Params: EntityParams & { id: string } }>(
    '/:entity/:id',
    adminsOnly,
    async (request) => {
      const entity = entityOrNotFound(request.params.entity);
      const record = await store.update(
        entity,
        request.params.id,
        writableFields(objectBody(request.body)),
      );
      if (!record) throw notFound(`${entity.name} ${request.params.id} not found`);
      return record;
    },
  );

  app.delete<{ Params: EntityParams & { id: string } }>(
    '/:entity/:id',
    deleters,
    async (request) => {
      const entity = entityOrNotFound(request.params.entity);
      const { id } = request.params;
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
    const deleted = await store.deleteWhere(entity, query);
    if (deleted > 0 && entity.name !== 'User') {
      const summary = `Deleted ${deleted} ${entity.name} records, ${filterText(query)}`;
      await audit(request, { action: 'record.deleted', target_entity: entity.name, summary });
    }
    return { success: true, deleted };
  });
}
