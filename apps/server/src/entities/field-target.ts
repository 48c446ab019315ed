import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database';
import { COLUMN_FIELDS, fieldExpression } from '../db/field-expression';
import { QueryError } from './query-error';

/** Where a filter or sort reads a value from: a column, or a path inside `data`. */
export interface FieldTarget {
  kind: 'column' | 'json';
  /** Column name, or the JSON expression (jsonb in PostgreSQL, SQL value in SQLite). */
  expr: RawBuilder<unknown>;
  /** Declared as an array in the entity's schema: conditions then apply to any element. */
  isArray: boolean;
  /** SQLite JSON path, as SQL (a literal for declared fields, a parameter for dotted paths). */
  sqlitePath: RawBuilder<unknown>;
  /** Declared to hold text only (a string, or a list of strings): no need to check the type. */
  textOnly: boolean;
  /** PostgreSQL: the value as text (`data->>'field'`), for a declared top-level scalar field. */
  pgText?: RawBuilder<unknown>;
}

interface DeclaredField {
  type?: string;
  enum?: unknown[];
  items?: DeclaredField;
}

const isText = (schema?: DeclaredField) =>
  schema?.type === 'string' ||
  (Array.isArray(schema?.enum) && schema.enum.every((value) => typeof value === 'string'));

const SEGMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|\d{1,6})$/;
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

function declaredProperties(entity: EntityDefinition) {
  return entity.schema.properties as Record<string, DeclaredField>;
}

function dottedTarget(dialect: Dialect, segments: string[]): FieldTarget {
  const jsonPath = `$${segments.map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`)).join('')}`;
  const expr =
    dialect === 'postgres'
      ? sql`(data #> ${segments}::text[])`
      : sql`json_extract(data, ${jsonPath})`;
  return { kind: 'json', expr, isArray: false, sqlitePath: sql`${jsonPath}`, textOnly: false };
}

/**
 * Resolves a field name from a request against the entity's declaration. Declared fields and
 * server columns are allowed; dotted paths must start at a declared field. Anything else is a 400.
 */
export function resolveField(
  dialect: Dialect,
  entity: EntityDefinition,
  field: string,
): FieldTarget {
  if (COLUMN_FIELDS.has(field)) {
    return {
      kind: 'column',
      expr: sql.ref(field),
      isArray: false,
      sqlitePath: sql`NULL`,
      textOnly: true,
    };
  }
  const segments = field.split('.');
  const [head] = segments;
  if (segments.some((part) => !SEGMENT.test(part) || FORBIDDEN_SEGMENTS.has(part))) {
    throw new QueryError(`Invalid field name "${field}"`);
  }
  const properties = declaredProperties(entity);
  if (head === undefined || !Object.hasOwn(properties, head)) {
    throw new QueryError(`Unknown field "${field}" for ${entity.name}`);
  }
  if (segments.length > 1) return dottedTarget(dialect, segments);
  const declared = properties[head];
  const isArray = declared?.type === 'array';
  return {
    kind: 'json',
    expr: fieldExpression(dialect, head),
    isArray,
    sqlitePath: sql.raw(`'$.${head}'`),
    textOnly: isText(isArray ? declared?.items : declared),
    // The name is an identifier declared by the contract (checked by fieldExpression).
    pgText: dialect === 'postgres' && !isArray ? sql.raw(`(data->>'${head}')`) : undefined,
  };
}

/** Sort fields: server columns and declared top-level fields only. */
export function resolveSortField(dialect: Dialect, entity: EntityDefinition, field: string) {
  if (COLUMN_FIELDS.has(field)) return sql.ref(field);
  if (Object.hasOwn(declaredProperties(entity), field)) return fieldExpression(dialect, field);
  throw new QueryError(`Unknown sort field "${field}" for ${entity.name}`);
}
