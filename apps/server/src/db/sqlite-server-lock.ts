import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createOwnerOnlyFile, isPostgresUrl, sqliteFilePath } from './database';

export class ServerLockedError extends Error {
  constructor(databaseFile: string, lockFile: string) {
    super(
      `Another Vitrine server is already running on the SQLite database ${databaseFile} ` +
        `(it holds ${lockFile}). One server per SQLite file: stop the other one first, or move ` +
        'to PostgreSQL to run several (docs/deployment.md#several-instances).',
    );
    this.name = 'ServerLockedError';
  }
}

/**
 * One server per SQLite file: each caches what it reads and would serve another's stale pages.
 * The server holds an exclusive lock on `<database>.lock`, a companion SQLite file, for as long
 * as it runs. It is a lock of the operating system (taken through SQLite's own file locking),
 * so it goes with the process however it ends, SIGKILL included: no stale lock to clean up. The
 * database itself stays unlocked, so `npm run admin` and `npm run retention` work beside the
 * running server, as they should. Locks are those of the local file system (not NFS).
 */
export function lockDatabaseForServer(databaseUrl: string) {
  // PostgreSQL serves several servers; an in-memory database is the process's own.
  if (isPostgresUrl(databaseUrl) || databaseUrl === ':memory:') return { release: () => {} };
  const resolved = path.resolve(sqliteFilePath(databaseUrl));
  const lockFile = `${resolved}.lock`;
  createOwnerOnlyFile(lockFile);
  // No busy timeout: a held lock is refused at once.
  const connection = new BetterSqlite3(lockFile, { timeout: 0 });
  try {
    connection.pragma('journal_mode = MEMORY');
    connection.pragma('locking_mode = EXCLUSIVE');
    // In exclusive locking mode, the lock a write takes is kept until the connection closes.
    connection.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    connection.close();
    if (String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')) {
      throw new ServerLockedError(resolved, lockFile);
    }
    throw error;
  }
  return { release: () => connection.close() };
}
