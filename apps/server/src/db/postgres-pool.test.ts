import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../testing/machine-services';
import { openDatabase, type Database } from './database';

const baseUrl = testDatabaseUrl();

describe.skipIf(!baseUrl)('PostgreSQL pool settings', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('opens at most DATABASE_POOL_MAX connections and applies the statement timeout', async () => {
    database = openDatabase(baseUrl!, {
      pool: { poolMax: 3, statementTimeoutMs: 200, connectTimeoutMs: 5000 },
    });
    const { db, pool } = database;
    // Six sleeps at once on three connections: the pool never grows past three.
    let most = 0;
    const sleeps = Array.from({ length: 6 }, () =>
      sql`SELECT pg_sleep(0.05)`.execute(db).then(() => {
        most = Math.max(most, pool?.totalCount ?? 0);
      }),
    );
    await Promise.all(sleeps);
    expect(most).toBe(3);
    await expect(sql`SELECT pg_sleep(2)`.execute(db)).rejects.toThrow(/statement timeout/);
    const { rows } = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(db);
    expect(rows[0]?.statement_timeout).toBe('200ms');
  });

  it('leaves the database its own statement timeout when the setting is 0', async () => {
    database = openDatabase(baseUrl!, { pool: { statementTimeoutMs: 0 } });
    const { rows } = await sql<{
      statement_timeout: string;
    }>`SHOW statement_timeout`.execute(database.db);
    expect(rows[0]?.statement_timeout).toBe('0');
  });
});
