import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { foldText, searchTerms } from '@vitrine/contract/search/search-terms';
import { sql, type RawBuilder } from 'kysely';
import type { Database, Dialect } from './database';
import { fieldExpression } from './field-expression';
import { tableFor } from './table-names';

type Sql = RawBuilder<unknown>;

/**
 * PostgreSQL folds accents with `translate()` (immutable, so it can be indexed; `unaccent` is an
 * extension and is not): every Latin letter with a diacritic, upper or lower case, mapped to the
 * letter `foldText` gives, so the index and the search terms fold alike.
 */
function accentTable() {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const char = String.fromCodePoint(code);
    const folded = foldText(char);
    if (folded.length !== 1 || folded === char) continue;
    from += char;
    to += folded;
  }
  return { from, to };
}
const ACCENTS = accentTable();

const searchTable = (entity: EntityDefinition) => `${tableFor(entity.name)}_search`;

/** The searched fields of a row as one text (arrays as their JSON text: its words are the items). */
function postgresDocument(fields: readonly string[]): Sql {
  const parts = fields.map((field) => sql`coalesce(${sql.raw(`data->>'${checked(field)}'`)}, '')`);
  const text = sql.join(parts, sql` || ' ' || `);
  return sql`to_tsvector('simple'::regconfig, translate(${text}, ${sql.lit(ACCENTS.from)}, ${sql.lit(ACCENTS.to)}))`;
}

function sqliteDocument(fields: readonly string[], row: 'new' | 'data'): Sql {
  const source = row === 'new' ? 'new.data' : 'data';
  const parts = fields.map(
    (field) =>
      sql`coalesce(json_extract(${sql.raw(source)}, ${sql.lit(`$.${checked(field)}`)}), '')`,
  );
  return sql.join(parts, sql` || ' ' || `);
}

function checked(field: string) {
  fieldExpression('sqlite', field); // refuses anything but a plain identifier
  return field;
}

/**
 * Creates the full-text index of an entity table over the searched `fields`. SQLite: an FTS5 table
 * (`unicode61`, diacritics removed) kept by triggers on the entity's table, so every write,
 * whatever its path, is indexed in its own transaction; rows written before it existed are
 * added. PostgreSQL: the folded `tsvector` of the fields in a stored generated column
 * (`search_vector`), with a GIN index.
 */
export async function createSearchIndex(
  database: Database,
  tableName: string,
  fields: readonly string[],
) {
  const table = sql.table(tableName);
  const search = `${tableName}_search`;
  if (database.dialect === 'postgres') {
    // Stored, so a row the planner checks outside the index costs a comparison, not a parse.
    await sql`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS search_vector tsvector
      GENERATED ALWAYS AS (${postgresDocument(fields)}) STORED`.execute(database.db);
    const index = sql.id(`${search}_vector`);
    await sql`CREATE INDEX IF NOT EXISTS ${index} ON ${table} USING GIN (search_vector)`.execute(
      database.db,
    );
    return;
  }
  const fts = sql.table(search);
  const body = sqliteDocument(fields, 'new');
  const trigger = (suffix: string) => sql.id(`${search}_${suffix}`);
  const statements = [
    sql`CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(record_id UNINDEXED, body, tokenize = 'unicode61 remove_diacritics 2')`,
    sql`CREATE TRIGGER IF NOT EXISTS ${trigger('insert')} AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts} (record_id, body) VALUES (new.id, ${body}); END`,
    sql`CREATE TRIGGER IF NOT EXISTS ${trigger('update')} AFTER UPDATE OF data ON ${table} BEGIN
      DELETE FROM ${fts} WHERE record_id = old.id;
      INSERT INTO ${fts} (record_id, body) VALUES (new.id, ${body}); END`,
    sql`CREATE TRIGGER IF NOT EXISTS ${trigger('delete')} AFTER DELETE ON ${table} BEGIN
      DELETE FROM ${fts} WHERE record_id = old.id; END`,
    sql`INSERT INTO ${fts} (record_id, body) SELECT id, ${sqliteDocument(fields, 'data')} FROM ${table}
      WHERE id NOT IN (SELECT record_id FROM ${fts})`,
  ];
  for (const statement of statements) await statement.execute(database.db);
}

/**
 * The condition of a `$search`: every word of `text` starts a word of the searched fields
 * (accents and case ignored). No word at all matches everything.
 */
export function searchCondition(dialect: Dialect, entity: EntityDefinition, text: string): Sql {
  const terms = searchTerms(text);
  if (terms.length === 0) return sql`TRUE`;
  if (dialect === 'postgres') {
    const query = terms.map((term) => `${term}:*`).join(' & ');
    return sql`search_vector @@ to_tsquery('simple', ${query})`;
  }
  const fts = sql.table(searchTable(entity));
  const query = terms.map((term) => `"${term}"*`).join(' ');
  return sql`id IN (SELECT record_id FROM ${fts} WHERE ${fts} MATCH ${query})`;
}
