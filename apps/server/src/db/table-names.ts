import { ENTITIES, type EntityName } from '@vitrine/contract/entities/entity-registry';

/** `WaitlistSubscriber` → `ent_waitlist_subscriber`. Names come from the contract, never a request. */
export function tableFor(entity: string) {
  if (!Object.hasOwn(ENTITIES, entity)) throw new Error(`Unknown entity ${entity}`);
  return `ent_${entity.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`;
}

export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];
