import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';

/**
 * What visitors may read of `entity` at `now`: its `visitorRead` slice and, for an entity with
 * `visibleFrom`, only records whose date has come (a published post scheduled for later is not
 * shown yet). Undefined when visitors read none of it. Dates are ISO 8601 text in UTC, written
 * by `toISOString`, so comparing them as text compares the times.
 */
export function visitorReadFilter(
  entity: EntityDefinition,
  now = Date.now(),
): Record<string, unknown> | undefined {
  const { visitorRead, visibleFrom } = entity.access;
  if (!visitorRead) return undefined;
  if (!visibleFrom) return visitorRead;
  return { $and: [visitorRead, { [visibleFrom]: { $lte: new Date(now).toISOString() } }] };
}
