import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { postgresSchema, type Database } from '../db/database';
import { LocalChangeBus, type ChangeBus } from './change-bus';
import { PostgresChangeBus } from './postgres-change-bus';

/** PostgreSQL: LISTEN/NOTIFY between the instances on one schema. SQLite: single instance. */
export function createChangeBus(
  database: Database,
  databaseUrl: string,
  log: FastifyBaseLogger,
  /** A direct connection for `LISTEN`, when `databaseUrl` goes through PgBouncer. */
  listenUrl?: string,
): ChangeBus {
  if (database.dialect !== 'postgres') return new LocalChangeBus();
  const { connectionString, schema } = postgresSchema(databaseUrl);
  return new PostgresChangeBus({
    connectionString: listenUrl ? postgresSchema(listenUrl).connectionString : connectionString,
    schema,
    log,
    notify: async (channel, payload) => {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(database.db);
    },
  });
}
