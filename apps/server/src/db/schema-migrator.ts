import { Migrator, sql } from 'kysely';
import type { Database } from './database';
import { MIGRATION_NAMES, migrationProvider } from './schema-migrations/migration-list';

/** Which migrations ran, and when (Kysely's table); its lock row lives in the second table. */
export const MIGRATION_TABLE = 'vitrine_migrations';
export const MIGRATION_LOCK_TABLE = 'vitrine_migrations_lock';

export interface MigrationState {
  name: string;
  /** ISO time it was applied; undefined while pending. */
  appliedAt?: string;
  /** False: applied by a newer release, unknown to this one. */
  known: boolean;
}

/** The database holds migrations this code does not know: it was migrated by a newer release. */
export class NewerDatabaseError extends Error {}

/** PostgreSQL: the schema holding the migration tables (the URL's, or the current one). */
export async function migrationSchema(database: Database, schema?: string) {
  if (database.dialect !== 'postgres') return undefined;
  if (schema) return schema;
  const result = await sql<{ name: string | null }>`SELECT current_schema() AS name`.execute(
    database.db,
  );
  return result.rows[0]?.name ?? 'public';
}

async function migrationTableExists(database: Database, tableSchema?: string) {
  const result =
    database.dialect === 'postgres'
      ? await sql`SELECT 1 FROM information_schema.tables
          WHERE table_schema = ${tableSchema} AND table_name = ${MIGRATION_TABLE}`.execute(
          database.db,
        )
      : await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${MIGRATION_TABLE}`.execute(
          database.db,
        );
  return result.rows.length > 0;
}

/** Every known migration with when it was applied, then any applied one this code lacks. */
export async function migrationStates(database: Database, tableSchema?: string) {
  const applied = new Map<string, string>();
  if (await migrationTableExists(database, tableSchema)) {
    const db = tableSchema ? database.db.withSchema(tableSchema) : database.db;
    const rows = await db.selectFrom(MIGRATION_TABLE).select(['name', 'timestamp']).execute();
    for (const row of rows) applied.set(String(row.name), String(row.timestamp));
  }
  const states: MigrationState[] = MIGRATION_NAMES.map((name) => ({
    name,
    appliedAt: applied.get(name),
    known: true,
  }));
  for (const [name, appliedAt] of [...applied].sort(([a], [b]) => a.localeCompare(b))) {
    if (!MIGRATION_NAMES.includes(name)) states.push({ name, appliedAt, known: false });
  }
  return states;
}

export function refuseNewerDatabase(states: readonly MigrationState[]) {
  const unknown = states.filter((state) => !state.known).map((state) => state.name);
  if (unknown.length === 0) return;
  throw new NewerDatabaseError(
    `The database was migrated by a newer release of Vitrine: migration ${unknown.join(', ')} ` +
      `is unknown to this one (latest known: ${MIGRATION_NAMES.at(-1)}). Run the newer release, ` +
      'or restore the backup taken before the upgrade (docs/deployment.md, "Upgrading").',
  );
}

/**
 * Applies the pending migrations with Kysely's Migrator, which records them in
 * `vitrine_migrations` and holds a lock meanwhile (PostgreSQL: an advisory lock, and one
 * transaction for the whole run). Answers the names applied. Throws, with nothing of the run
 * applied on PostgreSQL, when one fails or the database is newer than the code.
 */
export async function applyMigrations(database: Database, schema?: string) {
  const tableSchema = await migrationSchema(database, schema);
  refuseNewerDatabase(await migrationStates(database, tableSchema));
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database),
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
    migrationTableSchema: tableSchema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed ? `Migration ${failed} failed: ${cause}` : `Migrations could not run: ${cause}`,
      { cause: error },
    );
  }
  return results.map((result) => result.migrationName);
}
