import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { lazyModule } from '../platform/lazy-module';
import type { Executor } from './executor';
import { linearRegexTest } from './linear-regex';
import { checkRegexTime } from './regex-time-limit';
import { PostgresGroupCommit } from './postgres-group-commit';
import { SqliteGroupCommit } from './sqlite-group-commit';
import { StorageState } from './storage-state';

const pgModule = lazyModule<typeof pg>('pg');

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  dialect: Dialect;
  /** Untyped: entity tables are declared at run time from the contract. */
  db: Executor;
  /** A short description safe to log (no credentials). */
  description: string;
  /** SQLite only: single-record writes that may share a durable commit. */
  sqlite?: {
    prepare(sqlText: string): BetterSqlite3.Statement;
    /** Runs statements without results (savepoints inside a group-commit job). */
    exec(sqlText: string): void;
    /**
     * Undoes a savepoint after `error`, or throws `error` again when SQLite already rolled the
     * whole transaction back (it may on SQLITE_FULL, IOERR, NOMEM): the savepoint is gone then.
     */
    undoSavepoint(name: string, error: unknown): void;
    groupCommit: SqliteGroupCommit;
  };
  /** PostgreSQL only: concurrent writes share transactions (decision 0034). */
  postgres?: { groupCommit: PostgresGroupCommit };
  /** PostgreSQL only: the connection pool's counts (`/metrics`). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Whether the last writes found the disk full (`/readyz`). */
  storage: StorageState;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqliteFilePath(url: string) {
  if (url === ':memory:') return url;
  return url.startsWith('file:') ? url.slice('file:'.length).replace(/^\/\/(?=\/)/, '') : url;
}

/**
 * Creates the file (and its folder) readable by the owner only, unless it exists. SQLite gives
 * the database's `-wal` and `-shm` files the mode of the database file itself.
 */
export function createOwnerOnlyFile(file: string) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
}

/** The PostgreSQL pool's settings (`DATABASE_POOL_MAX` and the others, config-schema.ts). */
export interface PoolSettings {
  poolMax: number;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  statementTimeoutMs: number;
}

const DEFAULT_POOL: PoolSettings = {
  poolMax: 20,
  connectTimeoutMs: 5000,
  idleTimeoutMs: 30_000,
  statementTimeoutMs: 0,
};

export interface OpenOptions {
  /** PostgreSQL connections per process (the pool's `poolMax`, 20 by default). */
  poolSize?: number;
  /** PostgreSQL pool settings; `poolSize` wins over its `poolMax`. */
  pool?: Partial<PoolSettings>;
  /** Refuse a SQLite file that does not exist instead of creating it (the CLIs). */
  mustExist?: boolean;
}

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries, so
 * statements are kept by their SQL text (which never contains request values).
 */
function withStatementCache(connection: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => connection.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        if (statements.size >= 500) statements.clear();
        statement = connection.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

function openSqlite(url: string, mustExist: boolean): Database {
  const file = sqliteFilePath(url);
  if (file !== ':memory:' && mustExist && !fs.existsSync(file)) {
    throw new Error(
      `No SQLite database at ${path.resolve(file)}: check DATABASE_URL (the server creates the database at its first start)`,
    );
  }
  if (file !== ':memory:') createOwnerOnlyFile(file);
  const connection = new BetterSqlite3(file);
  connection.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the request is acknowledged, even on power loss.
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  // `$regex` filters: RE2 semantics, linear time in the text, and a time limit per statement
  // (the filter compiler binds its number and limit), so no pattern can hold the event loop long.
  connection.function(
    'vitrine_regex',
    { deterministic: true },
    (value, pattern, flags, statement, limitMs) => {
      checkRegexTime(Number(statement), Number(limitMs));
      return linearRegexTest(String(pattern), String(flags), value);
    },
  );
  const cached = withStatementCache(connection);
  const storage = new StorageState();
  const db = new Kysely({ dialect: new SqliteDialect({ database: cached }), log: storage.observe });
  return {
    dialect: 'sqlite',
    db,
    storage,
    sqlite: {
      prepare: cached.prepare,
      exec: (sqlText) => void connection.exec(sqlText),
      undoSavepoint(name, error) {
        if (!connection.inTransaction) throw error;
        connection.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      },
      groupCommit: new SqliteGroupCommit(db, connection, storage),
    },
    description: `sqlite:${file === ':memory:' ? file : path.resolve(file)}`,
    close: () => db.destroy(),
  };
}

/** `?schema=name` selects (and creates) a PostgreSQL schema, e.g. one per test run. */
export function postgresSchema(url: string) {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? undefined;
  parsed.searchParams.delete('schema');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error('The schema parameter of DATABASE_URL must be a lower-case identifier');
  }
  return { connectionString: parsed.toString(), schema };
}

function openPostgres(url: string, settings: PoolSettings): Database {
  const { connectionString, schema } = postgresSchema(url);
  const sessionOptions = [
    schema ? `-c search_path=${schema}` : '',
    settings.statementTimeoutMs > 0 ? `-c statement_timeout=${settings.statementTimeoutMs}` : '',
  ].filter(Boolean);
  const pool = new (pgModule().Pool)({
    connectionString,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    idleTimeoutMillis: settings.idleTimeoutMs,
    options: sessionOptions.length > 0 ? sessionOptions.join(' ') : undefined,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one (between two queries of a transaction): its query fails, the
  // request answers 503, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const storage = new StorageState();
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), log: storage.observe });
  // Where it connects, for logs: no password, no parameters but the schema.
  const where = new URL(connectionString);
  where.password = '';
  where.search = '';
  return {
    dialect: 'postgres',
    db,
    storage,
    description: `${where.toString()}${schema ? ` (schema ${schema})` : ''}`,
    // Half the pool writes in batches; the other half stays free for reads and the workers.
    postgres: {
      groupCommit: new PostgresGroupCommit(db, Math.max(1, Math.floor(settings.poolMax / 2))),
    },
    pool,
    close: () => db.destroy(),
  };
}

export function openDatabase(url: string, options: OpenOptions = {}): Database {
  return isPostgresUrl(url)
    ? openPostgres(url, {
        ...DEFAULT_POOL,
        ...options.pool,
        ...(options.poolSize === undefined ? {} : { poolMax: options.poolSize }),
      })
    : openSqlite(url, options.mustExist ?? false);
}

/** The schema named in a PostgreSQL URL, so migrations can create it first. */
export function schemaOf(url: string) {
  return isPostgresUrl(url) ? postgresSchema(url).schema : undefined;
}
