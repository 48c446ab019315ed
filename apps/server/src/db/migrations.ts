import { sql } from 'kysely';
import type { Database } from './database';
import { syncEntityTables } from './entity-tables';
import { applyMigrations } from './schema-migrator';

/** Serialises the server's own schema steps across PostgreSQL instances (not Kysely's lock). */
const SYNC_LOCK = 714230;

/** SQLite: one write transaction, so the run is all or nothing and other processes wait. */
async function inSqliteTransaction<T>(database: Database, work: () => Promise<T>) {
  await sql`BEGIN IMMEDIATE`.execute(database.db);
  try {
    const result = await work();
    await sql`COMMIT`.execute(database.db);
    return result;
  } catch (error) {
    await sql`ROLLBACK`.execute(database.db);
    throw error;
  }
}

/** PostgreSQL: a transaction holding the advisory lock of the sync step. */
async function inPostgresLock(database: Database, work: (scoped: Database) => Promise<void>) {
  await database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`.execute(trx);
    await work({ ...database, db: trx });
  });
}

/**
 * Brings the database to the shape this release expects: the pending versioned migrations
 * (src/db/schema-migrations), then the sync step, which adds any entity table or declared index
 * of the registry still missing. Runs at every start; several instances starting together on
 * PostgreSQL apply each migration once (the Migrator's lock). Answers the migrations applied.
 */
export async function migrate(database: Database, schema?: string) {
  if (database.dialect === 'sqlite') {
    return inSqliteTransaction(database, async () => {
      const applied = await applyMigrations(database);
      await syncEntityTables(database);
      return applied;
    });
  }
  if (schema) {
    await inPostgresLock(database, async (scoped) => {
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(scoped.db);
    });
  }
  const applied = await applyMigrations(database, schema);
  await inPostgresLock(database, syncEntityTables);
  return applied;
}
