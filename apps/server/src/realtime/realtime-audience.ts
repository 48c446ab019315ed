import { callerMay } from '@vitrine/contract/access/roles';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { findEntity } from '@vitrine/contract/entities/entity-registry';
import type { UserRecord } from '@vitrine/contract/entities/user';
import { staffCapability } from '../entities/entity-access';

/**
 * How a connection reads an entity, the same rules as the API's reads (`readableFilter`):
 * `all` for team members whose role reads it, `own` for those limited to their own records
 * (`access.staff.own`: a contributor's posts), `visitor` for everyone else on an entity with
 * `access.visitorRead`. Undefined: the entity is not readable by this caller.
 */
export type ReadView = { kind: 'all' } | { kind: 'own'; email: string } | { kind: 'visitor' };

export function readViewOf(
  caller: UserRecord | null,
  entity: EntityDefinition,
): ReadView | undefined {
  const capability = staffCapability(entity, 'read');
  if (caller && capability !== null && callerMay(caller, capability)) {
    const own = entity.access.staff.own;
    if (own && !callerMay(caller, own.all)) return { kind: 'own', email: caller.email };
    return { kind: 'all' };
  }
  return entity.access.visitorRead ? { kind: 'visitor' } : undefined;
}

/** The key under which one event's payloads are shaped once for every connection alike. */
export function viewKey(view: ReadView) {
  return view.kind === 'own' ? `own:${view.email}` : view.kind;
}

/** `entities:{appId}:{Entity}` → the entity, when the room is of this app and names one. */
export function roomEntity(appId: string, room: unknown) {
  if (typeof room !== 'string' || room.length > 200) return undefined;
  const prefix = `entities:${appId}:`;
  if (!room.startsWith(prefix)) return undefined;
  return findEntity(room.slice(prefix.length));
}

export function roomOf(appId: string, entity: string) {
  return `entities:${appId}:${entity}`;
}
