import type { FastifyRequest } from 'fastify';
import type { CreateLifecycle } from './entity-lifecycle';
import type { StoredRecord } from './entity-records';

/** What one create of such an entity does: the input to store, its rows, and the answer. */
export interface IssuedSecret {
  input: Record<string, unknown>;
  lifecycle: CreateLifecycle;
  /** The answer to the create: the record plus its secret, which is never readable again. */
  answer(record: StoredRecord): Promise<Record<string, unknown>>;
}

/**
 * An entity whose create answers a secret once (an API key's token, decision 0061). Its records
 * are created one at a time, on `POST …/entities/{name}` only (bulk creates and imports refuse).
 */
export interface SecretIssuer {
  issue(request: FastifyRequest, input: Record<string, unknown>): IssuedSecret;
}
