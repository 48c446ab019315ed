import { readFileSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { isPostgresUrl, postgresSchema, type Database } from '../src/db/database';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/previous-release');

/**
 * Loads the previous release's schema and rows (fixtures/previous-release, made by its
 * make-fixtures.sh from commit ac9ae03) into a fresh SQLite file or PostgreSQL schema.
 */
export async function loadPreviousRelease(url: string) {
  if (!isPostgresUrl(url)) {
    const connection = new BetterSqlite3(url);
    connection.exec(readFileSync(path.join(fixtures, 'sqlite.sql'), 'utf8'));
    connection.close();
    return;
  }
  const { connectionString, schema = 'public' } = postgresSchema(url);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path = ${schema}`);
    await client.query(readFileSync(path.join(fixtures, 'postgres.sql'), 'utf8'));
  } finally {
    await client.end();
  }
}

/** Every table's columns and every index (and trigger) by name: the shape of a schema. */
export async function schemaShape(database: Database) {
  if (database.dialect === 'postgres') {
    const columns = await sql<Record<string, string>>`
      SELECT table_name, column_name, data_type, is_nullable, is_generated
      FROM information_schema.columns WHERE table_schema = current_schema()
      ORDER BY table_name, column_name`.execute(database.db);
    const indexes = await sql<Record<string, string>>`
      SELECT tablename, indexname, replace(indexdef, current_schema() || '.', '') AS indexdef
      FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`.execute(database.db);
    return { columns: columns.rows, indexes: indexes.rows };
  }
  const columns = await sql<Record<string, string>>`
    SELECT m.name AS table_name, c.name AS column_name, c.type, c."notnull", c.pk
    FROM sqlite_master m, pragma_table_info(m.name) c
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, c.name`.execute(
    database.db,
  );
  const indexes = await sql<Record<string, string>>`
    SELECT type, name, tbl_name FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(
    database.db,
  );
  return { columns: columns.rows, indexes: indexes.rows };
}
