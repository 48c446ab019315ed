import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { postgresSchema, type Database } from '../db/database';
import { PostgresRecordBus } from './postgres-record-bus';
import { LocalRecordBus, type RecordBus } from './record-bus';

/** PostgreSQL: LISTEN/NOTIFY between the instances on one schema. SQLite: single instance. */
export function createRecordBus(
  database: Database,
  databaseUrl: string,
  log: FastifyBaseLogger,
  /** A direct connection for `LISTEN`, when `databaseUrl` goes through PgBouncer. */
  listenUrl?: string,
): RecordBus {
  if (database.dialect !== 'postgres') return new LocalRecordBus();
  const { connectionString, schema } = postgresSchema(databaseUrl);
  return new PostgresRecordBus({
    connectionString: listenUrl ? postgresSchema(listenUrl).connectionString : connectionString,
    schema,
    log,
    notify: async (channel, payload) => {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(database.db);
    },
  });
}
