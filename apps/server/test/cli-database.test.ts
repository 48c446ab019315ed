import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaOf } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { testDatabaseUrl } from '../../../testing/machine-services';

const dist = path.resolve(import.meta.dirname, '../dist');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a built CLI; answers its exit code, standard output and standard error. */
function run(cli: string, args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [path.join(dist, cli), ...args], {
    cwd: dir,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const CLIS = [
  ['admin-cli.js', ['list']],
  ['retention-cli.js', []],
] as const;

describe.each(CLIS)('%s (built CLI)', (cli, args) => {
  it('refuses to create a SQLite database that does not exist', () => {
    const missing = path.join(dir, 'typo', 'vitrine.db');
    const { code, stderr } = run(cli, [...args], { DATABASE_URL: missing });
    expect(code).toBe(1);
    expect(stderr).toContain(`No SQLite database at ${missing}`);
    expect(existsSync(path.join(dir, 'typo'))).toBe(false);
  });

  it('refuses a DATABASE_URL of another kind, without printing its password', () => {
    const { code, stderr } = run(cli, [...args], {
      DATABASE_URL: 'mysql://root:hunter22@db/vitrine',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/DATABASE_URL must be a SQLite file path/);
    expect(stderr).not.toContain('hunter22');
    expect(readdirSync(dir).filter((name) => name.startsWith('mysql'))).toEqual([]);
  });

  it('says which database it uses', async () => {
    const file = path.join(dir, `${cli}.db`);
    const database = openDatabase(file);
    await migrate(database);
    await database.close();
    const { code, stderr } = run(cli, [...args], { DATABASE_URL: file });
    expect(code).toBe(0);
    expect(stderr).toContain(`Database: sqlite:${file}`);
  });

  it.runIf(testDatabaseUrl())('names a PostgreSQL database without its password', async () => {
    const url = new URL(testDatabaseUrl() ?? '');
    url.password = 'hunter22';
    url.searchParams.set('schema', `cli_${process.pid}`);
    const database = openDatabase(url.toString());
    await migrate(database, schemaOf(url.toString()));
    await database.close();
    try {
      const { code, stderr } = run(cli, [...args], { DATABASE_URL: url.toString() });
      expect(code).toBe(0);
      expect(stderr).toMatch(
        new RegExp(`Database: postgres://[^\\s:]+@.*\\(schema cli_${process.pid}\\)`),
      );
      expect(stderr).not.toContain('hunter22');
    } finally {
      const drop = openDatabase(testDatabaseUrl() ?? '');
      await drop.db.schema.dropSchema(`cli_${process.pid}`).ifExists().cascade().execute();
      await drop.close();
    }
  });
});
