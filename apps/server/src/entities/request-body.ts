import { SERVER_FIELDS, type EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { findEntity } from '@vitrine/contract/entities/entity-registry';
import { CHALLENGE_FIELD } from '@vitrine/contract/form-challenge';
import { HONEYPOT_FIELD } from '@vitrine/contract/honeypot';
import { badRequest, notFound } from '../http/http-error';

export function entityOrNotFound(name: string) {
  const entity = findEntity(name);
  if (!entity) throw notFound(`Entity "${name}" does not exist`);
  return entity;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectBody(body: unknown, what = 'The request body'): Record<string, unknown> {
  if (!isPlainObject(body)) throw badRequest(`${what} must be a JSON object`);
  return body;
}

export function arrayBody(body: unknown, maxItems: number): unknown[] {
  if (!Array.isArray(body)) throw badRequest('The request body must be a JSON array');
  if (body.length === 0) throw badRequest('The request body must not be an empty array');
  if (body.length > maxItems) throw badRequest(`At most ${maxItems} records can be sent at once`);
  return body;
}

/**
 * Drops the fields the server owns (id, dates, author), the honeypot and the proof of work from
 * what a client sent.
 */
export function writableFields(input: Record<string, unknown>) {
  const skipped = new Set<string>([...SERVER_FIELDS, HONEYPOT_FIELD, CHALLENGE_FIELD]);
  return Object.fromEntries(Object.entries(input).filter(([key]) => !skipped.has(key)));
}

/** Drops the fields only the server or an admin may set (`serverManaged`), e.g. `confirmed`. */
export function withoutServerManaged<T extends Record<string, unknown>>(
  entity: EntityDefinition,
  input: T,
): T {
  const managed = entity.serverManaged;
  if (!managed?.length) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => !managed.includes(key))) as T;
}

/** A filled honeypot means a bot: its submission is answered as usual and never stored. */
export function isHoneypotFilled(input: Record<string, unknown>) {
  const value = input[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
