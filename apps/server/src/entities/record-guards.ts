import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/http-error';
import type { EntityStore } from './entity-store';

type Fields = Record<string, unknown>;

/**
 * A feature's rule on who may write some records of an entity through the entity routes (the
 * site owner's account: users/owner-guard.ts), checked before the write on every path.
 */
export interface RecordGuard {
  /** The records this caller may not change or delete, and why; null when none. */
  untouchable(request: FastifyRequest): { filter: Fields; message: string } | null;
  /**
   * Throws (403, or 422 for a value refused such as a webhook's URL) when the caller may not
   * write these fields: a create's, or an update's. May be async.
   */
  checkInput(
    request: FastifyRequest,
    input: Fields,
    kind: 'create' | 'update',
  ): void | Promise<void>;
}

/** The guards, by entity name. */
export type RecordGuards = Readonly<Record<string, RecordGuard>>;

/**
 * 403 when the write breaks the entity's guard: one of `inputs` is refused, or `target` (the
 * filter of the records it changes or deletes; null for a create) matches an untouchable record.
 */
export async function assertGuarded(
  request: FastifyRequest,
  store: EntityStore,
  guards: RecordGuards | undefined,
  entity: EntityDefinition,
  write: { target: Fields | null; inputs: Fields[]; kind: 'create' | 'update' | 'delete' },
) {
  const guard = guards?.[entity.name];
  if (!guard) return;
  if (write.kind !== 'delete') {
    for (const input of write.inputs) await guard.checkInput(request, input, write.kind);
  }
  if (!write.target) return;
  const untouchable = guard.untouchable(request);
  if (!untouchable) return;
  const hits = await store.count(entity, { $and: [write.target, untouchable.filter] });
  if (hits > 0) throw forbidden(untouchable.message);
}
