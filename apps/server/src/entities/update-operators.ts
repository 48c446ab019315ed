import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { QueryError } from './query-error';
import type { StoredRecord } from './entity-records';
import { isPlainObject, writableFields } from './request-body';

const SUPPORTED = new Set(['$set', '$unset', '$inc', '$push', '$pull']);

/**
 * Turns Mongo-style update operators (`$set`, `$unset`, `$inc`, `$push`, `$pull`; plain fields
 * mean `$set`) into the patch to merge into one record.
 */
export function applyUpdateOperators(
  record: StoredRecord,
  data: Record<string, unknown>,
  entity: EntityDefinition,
) {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!key.startsWith('$')) {
      patch[key] = value;
      continue;
    }
    if (!SUPPORTED.has(key)) throw new QueryError(`Unknown update operator "${key}"`);
    if (!isPlainObject(value)) throw new QueryError(`${key} must be an object of fields`);
    for (const [field, operand] of Object.entries(writableFields(value))) {
      patch[field] = applyOne(key, record[field], operand, `${entity.name}.${field}`);
    }
  }
  return writableFields(patch);
}

function applyOne(operator: string, current: unknown, operand: unknown, where: string) {
  switch (operator) {
    case '$set':
      return operand;
    case '$unset':
      return null;
    case '$inc':
      if (typeof operand !== 'number') throw new QueryError(`$inc on ${where} needs a number`);
      return (typeof current === 'number' ? current : 0) + operand;
    case '$push':
      return [...(Array.isArray(current) ? current : []), operand];
    default:
      return (Array.isArray(current) ? current : []).filter((item) => item !== operand);
  }
}
