import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { EntityStore } from './entity-store';
import { visitorReadFilter } from './visitor-filter';
import type { SortKey } from './query-options';
import { QueryError } from './query-error';
import { isPlainObject } from './request-body';

/** Server fields naming a staff account (the admin who wrote a record): never shown to visitors. */
const STAFF_FIELDS = new Set(['created_by']);
/** Operators that tell more than "equal or not": they would spell a hidden id out. */
const SPELLING_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$regex']);
/** The filter compiler refuses deeper filters; this walk stops there too. */
const MAX_DEPTH = 8;
/** Ids checked per query (the filter compiler's `$in` limit). */
const LINK_BATCH = 500;

type Fields = Record<string, unknown>;

function spells(spec: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) throw new QueryError('The filter is nested too deeply');
  if (!isPlainObject(spec)) return false;
  return Object.entries(spec).some(
    ([op, value]) => SPELLING_OPERATORS.has(op) || (op === '$not' && spells(value, depth + 1)),
  );
}

/** Fields visitors never get: staff fields and the entity's `visitorHidden` (a path's root). */
function hidden(entity: EntityDefinition, path: string) {
  const dot = path.indexOf('.');
  const field = dot === -1 ? path : path.slice(0, dot);
  return STAFF_FIELDS.has(field) || (entity.access.visitorHidden?.includes(field) ?? false);
}

function checkField(entity: EntityDefinition, field: string, spec: unknown) {
  if (hidden(entity, field)) throw new QueryError(`Visitors cannot filter or sort by ${field}`);
  if (entity.access.visitorLinks?.includes(field) && spells(spec)) {
    throw new QueryError(`Visitors can only compare ${field} with $eq, $ne, $in, $nin or $exists`);
  }
}

function checkNode(entity: EntityDefinition, node: unknown, depth: number) {
  if (depth > MAX_DEPTH) throw new QueryError('The filter is nested too deeply');
  if (!isPlainObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (['$and', '$or', '$nor'].includes(key) && Array.isArray(value)) {
      for (const item of value) checkNode(entity, item, depth + 1);
    } else if (!key.startsWith('$')) checkField(entity, key, value);
  }
}

/**
 * A visitor's filter may not use the fields their answers hide: no condition at all on staff
 * and hidden fields, and only equality on links (a guess must be exact, so nothing is learnt from it).
 */
export function checkVisitorFilter(entity: EntityDefinition, filter: Fields) {
  checkNode(entity, filter, 0);
}

/** A visitor may not sort by a hidden field either (the order would tell it). */
export function checkVisitorSort(entity: EntityDefinition, sort: SortKey[]) {
  for (const key of sort) {
    if (hidden(entity, key.field) || entity.access.visitorLinks?.includes(key.field)) {
      throw new QueryError(`Visitors cannot sort by ${key.field}`);
    }
  }
}

/** The linked ids among `ids` that visitors may read. */
async function readableIds(store: EntityStore, entity: EntityDefinition, ids: string[]) {
  const readable = new Set<string>();
  const visible = visitorReadFilter(entity);
  if (!visible) return readable;
  for (let start = 0; start < ids.length; start += LINK_BATCH) {
    const batch = ids.slice(start, start + LINK_BATCH);
    const rows = await store.list(entity, {
      filter: { $and: [visible, { id: { $in: batch } }] },
      fields: [],
      limit: batch.length,
    });
    for (const row of rows) readable.add(row.id);
  }
  return readable;
}

/**
 * Records as visitors see them: without staff and hidden fields, and with a link only when it names a
 * record they may read themselves. The one place answers to visitors are shaped.
 */
export async function visitorView(store: EntityStore, entity: EntityDefinition, records: Fields[]) {
  const shown = records.map((record) =>
    Object.fromEntries(Object.entries(record).filter(([field]) => !hidden(entity, field))),
  );
  const links = entity.access.visitorLinks ?? [];
  const linked = new Set<string>();
  for (const record of shown) {
    for (const field of links) {
      const value = record[field];
      if (typeof value === 'string') linked.add(value);
    }
  }
  if (linked.size === 0) return shown;
  const readable = await readableIds(store, entity, [...linked]);
  for (const record of shown) {
    for (const field of links) {
      if (Object.hasOwn(record, field) && !readable.has(String(record[field]))) {
        delete record[field];
      }
    }
  }
  return shown;
}
