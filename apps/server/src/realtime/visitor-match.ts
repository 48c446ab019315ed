import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';

type Fields = Record<string, unknown>;

/**
 * Whether visitors read `record` at `now`, in memory: the same test as `visitorReadFilter`
 * (every `visitorRead` field equal, and `visibleFrom` come). Realtime needs it for records as
 * they were (an update's before, a delete), which the database no longer holds. `visitorRead`
 * filters are plain equalities (realtime-audience.test.ts checks every entity's).
 */
export function visitorMatches(entity: EntityDefinition, record: Fields, now = Date.now()) {
  const { visitorRead, visibleFrom } = entity.access;
  if (!visitorRead) return false;
  for (const [field, value] of Object.entries(visitorRead)) {
    if (record[field] !== value) return false;
  }
  if (!visibleFrom) return true;
  const date = record[visibleFrom];
  return typeof date === 'string' && date <= new Date(now).toISOString();
}

/** Whether an entity's `visitorRead` is made of plain equalities only (what `visitorMatches` reads). */
export function isPlainVisitorRead(entity: EntityDefinition) {
  const { visitorRead } = entity.access;
  if (!visitorRead) return true;
  return Object.entries(visitorRead).every(
    ([field, value]) => !field.startsWith('$') && (value === null || typeof value !== 'object'),
  );
}
