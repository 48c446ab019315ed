import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { commandRuns, skipUnlessCi, testDatabaseUrl } from '../../../testing/machine-services';
import { postSignUp } from './load-client';
import { killAllServers, startServer } from './server-process';
import { storedSignUps } from './stored-sign-ups';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-backup-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

// Not a command of ours: the documented PostgreSQL procedure, run for real.
const PG_URL = testDatabaseUrl();
// Skipped without them, except under CI=true, where the file fails.
const hasPgTools =
  !PG_URL ||
  (commandRuns('pg_dump', ['--version']) && commandRuns('pg_restore', ['--version'])) ||
  skipUnlessCi('pg_dump and pg_restore', 'not installed');

describe.runIf(PG_URL)('PostgreSQL: pg_dump --format=custom, then pg_restore', () => {
  it('restores every sign-up into another database', async (context) => {
    if (!hasPgTools) context.skip('pg_dump and pg_restore are not installed');
    const schema = `backup_${process.pid}`;
    const restoredDb = `vitrine_restore_${process.pid}`;
    const base = new URL(PG_URL ?? '');
    const source = new URL(base);
    source.searchParams.set('schema', schema);
    const target = new URL(base);
    target.pathname = `/${restoredDb}`;
    const admin = openDatabase(base.toString());
    const run = (command: string, args: string[]) => {
      const result = spawnSync(command, args, { encoding: 'utf8' });
      expect(result.status, `${command}: ${result.stderr}`).toBe(0);
    };
    try {
      const server = await startServer({ DATABASE_URL: source.toString() });
      const emails = Array.from({ length: 50 }, (_, i) => `pg${i}@example.com`);
      for (const email of emails) expect((await postSignUp(server.url, email)).status).toBe(201);
      await server.stop();

      const dump = path.join(dir, 'vitrine.dump');
      run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, base.toString()]);
      await sql.raw(`CREATE DATABASE ${restoredDb}`).execute(admin.db);
      run('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dump]);

      target.searchParams.set('schema', schema);
      const stored = await storedSignUps(target.toString());
      expect([...stored.emails].sort()).toEqual([...emails].sort());
      expect(stored.invalid).toBe(0);
    } finally {
      await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await sql.raw(`DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    }
  }, 120_000);
});
