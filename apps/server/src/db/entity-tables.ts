import { createHash } from 'node:crypto';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { sql } from 'kysely';
import type { Database } from './database';
import { COLUMN_FIELDS, fieldExpression } from './field-expression';
import { tableFor } from './table-names';
import { createSearchIndex } from './text-search';

/**
 * What the database needs of an entity: its table, declared indexes, upsert key and searched
 * fields. Migrations spell theirs out as it was at their release, so they never change meaning
 * when the contract changes; the sync step derives it from the current registry.
 */
export interface EntityTableShape {
  table: string;
  indexes: readonly { fields: readonly string[]; unique?: boolean }[];
  upsertKey?: string;
  searchFields?: readonly string[];
}

export function shapeOf(entity: EntityDefinition): EntityTableShape {
  return {
    table: tableFor(entity.name),
    indexes: entity.indexes,
    upsertKey: entity.upsertKey,
    searchFields: entity.search?.fields,
  };
}

/** Creates an entity table, its indexes and its full-text index, unless they exist. */
export async function createEntityTable(database: Database, shape: EntityTableShape) {
  const { table } = shape;
  const jsonType = database.dialect === 'postgres' ? 'jsonb' : 'text';
  await database.db.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('data', sql.raw(jsonType), (column) => column.notNull())
    .addColumn('created_date', 'text', (column) => column.notNull())
    .addColumn('updated_date', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text')
    // Normalised value of the entity's upsert key (e.g. the e-mail of a sign-up list).
    .addColumn('unique_key', 'text', (column) => column.unique())
    .execute();
  await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_created`)} ON ${sql.table(table)} (created_date DESC, id DESC)`.execute(
    database.db,
  );
  for (const index of shape.indexes) {
    if (index.unique && shape.upsertKey && index.fields.join() === shape.upsertKey) continue;
    await createIndex(database, table, index.fields, Boolean(index.unique));
  }
  if (shape.searchFields) await createSearchIndex(database, table, shape.searchFields);
}

/** Named after the table and a digest of the fields, so a declared index is found again. */
async function createIndex(
  database: Database,
  table: string,
  fields: readonly string[],
  unique: boolean,
) {
  const digest = createHash('sha1').update(fields.join(',')).digest('hex').slice(0, 8);
  const name = `${table}_${unique ? 'uq' : 'ix'}_${digest}`;
  const expressions = fields.map((field) =>
    COLUMN_FIELDS.has(field) ? sql.raw(field) : fieldExpression(database.dialect, field),
  );
  const kind = sql.raw(unique ? 'UNIQUE INDEX' : 'INDEX');
  await sql`CREATE ${kind} IF NOT EXISTS ${sql.id(name)} ON ${sql.table(table)} (${sql.join(expressions)})`.execute(
    database.db,
  );
}

/**
 * The sync step, after the migrations: every entity of the registry gets its table, declared
 * indexes and full-text index if missing. Additive and idempotent: it never drops, renames or
 * rewrites anything (that takes a migration). See docs/decisions/0033.
 */
export async function syncEntityTables(database: Database) {
  for (const entity of Object.values(ENTITIES)) await createEntityTable(database, shapeOf(entity));
}
