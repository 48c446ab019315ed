import { existsSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase, schemaOf, type Database } from './database';
import { migrate } from './migrations';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE } from './schema-migrator';

export interface CopyOptions {
  /** The SQLite file (path or `file:` URL). It is only read. */
  from: string;
  /** `postgres://…`, optionally `?schema=name`. Tables are created if needed. */
  to: string;
  /** Empty the target's tables first instead of refusing a non-empty target. */
  force?: boolean;
  /** Rows per INSERT. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface TableCopy {
  table: string;
  source: number;
  target: number;
}

export class CopyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyError';
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function sourcePath(url: string) {
  const file = url.startsWith('file:') ? url.slice('file:'.length).replace(/^\/\/(?=\/)/, '') : url;
  if (!existsSync(file)) throw new CopyError(`No SQLite database at ${file}`);
  return file;
}

/**
 * The tables holding data. Full-text indexes (FTS5 virtual tables and their shadow tables) are
 * left out: the target builds its own from the rows; so are the migration records.
 */
function sourceTables(source: BetterSqlite3.Database) {
  const rows = source
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string; sql: string | null }[];
  const virtual = rows
    .filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql ?? ''))
    .map((row) => row.name);
  const isIndex = (name: string) =>
    virtual.some((table) => name === table || name.startsWith(`${table}_`));
  // The target records its own (it is migrated first).
  const migrations = new Set([MIGRATION_TABLE, MIGRATION_LOCK_TABLE]);
  return rows.map((row) => row.name).filter((name) => !isIndex(name) && !migrations.has(name));
}

function sourceColumns(source: BetterSqlite3.Database, table: string) {
  const rows = source.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[];
  return rows.map((row) => row.name);
}

async function targetColumns(target: Database) {
  const result = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema()`.execute(target.db);
  const columns = new Map<string, Set<string>>();
  for (const { table_name: table, column_name: column } of result.rows) {
    columns.set(table, (columns.get(table) ?? new Set()).add(column));
  }
  return columns;
}

async function countOf(db: Database['db'], table: string) {
  const result = await sql<{
    total: string;
  }>`SELECT COUNT(*) AS total FROM ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** Every source table must exist in the target with every one of its columns. */
function checkShapes(
  source: BetterSqlite3.Database,
  tables: string[],
  columns: Map<string, Set<string>>,
) {
  for (const table of tables) {
    const known = columns.get(table);
    if (!known) throw new CopyError(`Table ${table} does not exist in the target`);
    const missing = sourceColumns(source, table).filter((column) => !known.has(column));
    if (missing.length > 0)
      throw new CopyError(`Table ${table} lacks ${missing.join(', ')} in the target`);
  }
}

/**
 * Copies every table of a Vitrine SQLite database into PostgreSQL in one transaction: ids,
 * dates, password hashes and token hashes as they are. The target is migrated first (tables
 * and indexes), must be empty unless `force` (then it is emptied), and is counted again after
 * the commit: any difference is an error.
 */
export async function copySqliteToPostgres(options: CopyOptions): Promise<TableCopy[]> {
  const { from, to, force = false, batchSize = 500, log = () => {} } = options;
  if (!isPostgresUrl(to)) throw new CopyError('--to must be a postgres:// URL');
  const source = new BetterSqlite3(sourcePath(from), { readonly: true, fileMustExist: true });
  const target = openDatabase(to, { poolSize: 2 });
  try {
    await migrate(target, schemaOf(to));
    const tables = sourceTables(source);
    checkShapes(source, tables, await targetColumns(target));
    const filled: string[] = [];
    for (const table of tables) if ((await countOf(target.db, table)) > 0) filled.push(table);
    if (filled.length > 0 && !force) {
      throw new CopyError(
        `The target is not empty (${filled.join(', ')}); use --force to replace its content`,
      );
    }
    // One read transaction: a consistent snapshot even while a server writes to the file.
    source.exec('BEGIN');
    const copied: TableCopy[] = [];
    await target.db.transaction().execute(async (trx) => {
      for (const table of filled) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      for (const table of tables) {
        let rows: Record<string, unknown>[] = [];
        let count = 0;
        const flush = async () => {
          if (rows.length > 0) await trx.insertInto(table).values(rows).execute();
          count += rows.length;
          rows = [];
        };
        for (const row of source.prepare(`SELECT * FROM ${quote(table)}`).iterate()) {
          rows.push(row as Record<string, unknown>);
          if (rows.length >= batchSize) await flush();
        }
        await flush();
        copied.push({ table, source: count, target: 0 });
        log(`${table}: ${count} rows copied`);
      }
    });
    source.exec('COMMIT');
    for (const entry of copied) entry.target = await countOf(target.db, entry.table);
    const wrong = copied.filter((entry) => entry.source !== entry.target);
    if (wrong.length > 0) {
      throw new CopyError(
        `Counts differ after the copy: ${wrong.map((e) => `${e.table} ${e.source} → ${e.target}`).join(', ')}`,
      );
    }
    return copied;
  } finally {
    source.close();
    await target.close();
  }
}
