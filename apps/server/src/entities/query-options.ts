import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '@vitrine/contract/errors';
import { COLUMN_FIELDS } from '../db/field-expression';
import { QueryError } from './query-error';

export interface SortKey {
  field: string;
  descending: boolean;
}

export interface ListOptions {
  filter: Record<string, unknown>;
  sort: SortKey[];
  limit: number;
  skip: number;
  fields?: string[];
}

const RESERVED_PARAMS = new Set(['q', 'sort', 'limit', 'skip', 'fields', 'sort_by']);
const MAX_SKIP = 10_000_000;
/** Names `sort` and `fields` may list: more than any entity has fields, far below SQL's limits. */
export const MAX_LISTED_FIELDS = 20;

/** The comma-separated items of `sort` or `fields`, at most MAX_LISTED_FIELDS of them. */
function listItems(name: string, raw: string) {
  const items = raw.split(',').map((item) => item.trim());
  if (items.length > MAX_LISTED_FIELDS) {
    throw new QueryError(`${name} may list at most ${MAX_LISTED_FIELDS} fields`);
  }
  return items;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new QueryError(`${name} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw new QueryError(`${name} must be between ${min} and ${max}`);
  return value;
}

export function parseFilterParam(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new QueryError('q must be a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new QueryError('q must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function parseSort(raw: string | undefined): SortKey[] {
  if (raw === undefined || raw.trim() === '') return [{ field: 'created_date', descending: true }];
  return listItems('sort', raw).map((item) => {
    const descending = item.startsWith('-');
    const field = item.replace(/^[-+]/, '');
    if (field === '') throw new QueryError('sort has an empty field name');
    return { field, descending };
  });
}

function parseFields(entity: EntityDefinition, raw: string | undefined) {
  if (raw === undefined || raw.trim() === '') return undefined;
  const properties = entity.schema.properties as Record<string, unknown>;
  const fields = listItems('fields', raw).filter(Boolean);
  const unknown = fields.find(
    (field) => !COLUMN_FIELDS.has(field) && !Object.hasOwn(properties, field),
  );
  if (unknown !== undefined) throw new QueryError(`Unknown field "${unknown}" in fields`);
  return fields;
}

/** Declared fields given as plain query parameters (`?language=en`) act as equality filters. */
function parameterFilters(entity: EntityDefinition, query: Record<string, string | undefined>) {
  const properties = entity.schema.properties as Record<string, { type?: string }>;
  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (RESERVED_PARAMS.has(name) || value === undefined) continue;
    if (!Object.hasOwn(properties, name) && !COLUMN_FIELDS.has(name)) continue;
    const type = properties[name]?.type;
    if (type === 'boolean' && (value === 'true' || value === 'false'))
      filters[name] = value === 'true';
    else if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
      filters[name] = Number(value);
    else filters[name] = value;
  }
  return filters;
}

/**
 * A parameter that may be given once (`?limit=1&limit=2` arrives as an array): 400 otherwise.
 * Declared fields may repeat (`?language=fr&language=en` means either).
 */
export function singleParam(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new QueryError(`${name} may only be given once`);
}

/** Reads `q`, `sort`, `limit`, `skip` and `fields` as the Base44 SDK sends them. */
export function parseListOptions(
  entity: EntityDefinition,
  query: Record<string, string | undefined>,
): ListOptions {
  const one = (name: string) => singleParam(query, name);
  const filter = parseFilterParam(one('q'));
  const extra = parameterFilters(entity, query);
  return {
    filter: Object.keys(extra).length > 0 ? { $and: [filter, extra] } : filter,
    sort: parseSort(one('sort') ?? one('sort_by')),
    limit: parseInteger('limit', one('limit'), DEFAULT_LIST_LIMIT, 1, MAX_LIST_LIMIT),
    skip: parseInteger('skip', one('skip'), 0, 0, MAX_SKIP),
    fields: parseFields(entity, one('fields')),
  };
}
