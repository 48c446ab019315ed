import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgresUrl, openDatabase, schemaOf, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { MIGRATION_TABLE, NewerDatabaseError } from '../src/db/schema-migrator';
import { MIGRATION_NAMES } from '../src/db/schema-migrations/migration-list';
import { searchCondition } from '../src/db/text-search';
import { loadPreviousRelease, schemaShape } from './previous-release';
import { testDatabases } from './test-app';

const dist = path.resolve(import.meta.dirname, '../dist');

/** Runs a built entry point on a database; answers its exit code and output. */
function run(entry: string, args: string[], url: string) {
  const result = spawnSync(process.execPath, [path.join(dist, entry), ...args], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', PORT: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const cli = (args: string[], url: string) => run('migrate-cli.js', args, url);

/** The CLI in a process of its own, without waiting: several run at once. */
function cliAsync(args: string[], url: string) {
  const child = spawn(process.execPath, [path.join(dist, 'migrate-cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: url },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

const rows = async (database: Database, table: string) =>
  (
    await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(
      database.db,
    )
  ).rows;
const dataOf = (row: Record<string, unknown> | undefined) =>
  (typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data) as Record<string, unknown>;

describe.each(testDatabases())('versioned migrations on $name', (testDatabase) => {
  const opened: Database[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const drop of drops.splice(0)) await drop();
  });
  /** A fresh, empty database (the SQLite file exists: the CLI never creates one). */
  function fresh() {
    const { url, drop } = testDatabase.create();
    drops.push(drop);
    if (!isPostgresUrl(url)) closeSync(openSync(url, 'a'));
    return url;
  }
  function open(url: string) {
    const database = openDatabase(url);
    opened.push(database);
    return database;
  }

  it('status on a fresh database lists every migration as pending', () => {
    const { code, stdout, stderr } = cli(['status'], fresh());
    expect(code, stderr).toBe(0);
    for (const name of MIGRATION_NAMES)
      expect(stdout).toMatch(new RegExp(`^${name} +pending$`, 'm'));
    expect(stdout).toContain(`${MIGRATION_NAMES.length} migrations: 0 applied`);
  });

  it("upgrades the previous release's database, keeping its rows; a second run does nothing", async () => {
    const url = fresh();
    await loadPreviousRelease(url);
    // Leads of that release have no status (migration 0004 makes them new); one already set stays.
    const before = open(url);
    const lead = (id: string, data: Record<string, unknown>) => ({
      id,
      data: JSON.stringify({ name: 'Sam', email: 'sam@example.com', language: 'fr', ...data }),
      created_date: '2026-11-14T09:00:00.000Z',
      updated_date: '2026-11-14T09:00:00.000Z',
    });
    await before.db
      .insertInto('ent_contact_message')
      .values([
        lead('contact-1', { message: 'Bonjour' }),
        lead('contact-2', { message: 'Hi', status: 'answered' }),
      ])
      .execute();
    await before.db
      .insertInto('ent_demo_request')
      .values(lead('demo-1', { company: 'Acme' }))
      .execute();
    // A session open before migration 0011 gets a public id of its own.
    await before.db
      .insertInto('auth_tokens')
      .values({
        token_hash: 'a'.repeat(64),
        user_id: 'user-1',
        created_date: '2026-11-14T09:00:00.000Z',
        expires_at: '2999-01-01T00:00:00.000Z',
      })
      .execute();
    // Before versioning, nothing is recorded: the baseline adopts what exists.
    expect(cli(['status'], url).stdout).toMatch(/^0001-baseline +pending$/m);

    const up = cli(['up'], url);
    expect(up.code, up.stderr).toBe(0);
    expect(up.stdout).toContain(`${MIGRATION_NAMES.length} migrations applied`);
    const status = cli(['status'], url);
    expect(status.code, status.stderr).toBe(0);
    for (const name of MIGRATION_NAMES) {
      expect(status.stdout).toMatch(
        new RegExp(`^${name} +applied  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`, 'm'),
      );
    }

    const database = open(url);
    const users = await rows(database, 'ent_user');
    expect(users.map((user) => [user.id, dataOf(user).email])).toEqual([
      ['user-1', 'ada@example.com'],
    ]);
    expect((await rows(database, 'user_credentials'))[0]?.password_hash).toBe('scrypt$fixture');
    const [session] = await rows(database, 'auth_tokens');
    expect(session?.id).toMatch(/^[0-9a-f]{24,32}$/);
    expect(session).toMatchObject({ device: null, last_used_date: null, logout_hash: null });
    const [subscriber] = await rows(database, 'ent_newsletter_subscriber');
    expect(subscriber?.unique_key).toBe('reader@example.com');
    expect(dataOf(subscriber)).toMatchObject({ confirmed: true, language: 'fr' });
    expect(await rows(database, 'newsletter_tokens')).toHaveLength(1);
    expect((await rows(database, 'app_secrets'))[0]?.value).toBe('fixture-secret');
    expect(await rows(database, 'analytics_pageviews')).toHaveLength(2);
    expect((await rows(database, 'analytics_conversions'))[0]?.record_id).toBe('wait-1');
    const posts = await rows(database, 'ent_blog_post');
    expect(dataOf(posts[0]).published_date).toBe('2026-11-12T09:00:00.000Z');
    // Migration 0001's repair: a post published without a publication date takes its creation's.
    expect(dataOf(posts[1]).published_date).toBe(posts[1]?.created_date);
    // The full-text index still finds the old rows, accents folded.
    const found = await sql<{ id: string }>`SELECT id FROM ent_blog_post
      WHERE ${searchCondition(database.dialect, BlogPost, 'ecrans')}`.execute(database.db);
    expect(found.rows.map((row) => row.id)).toEqual(['post-1']);

    const contacts = await rows(database, 'ent_contact_message');
    expect(contacts.map((row) => [row.id, dataOf(row).status])).toEqual([
      ['contact-1', 'new'],
      ['contact-2', 'answered'],
    ]);
    expect(dataOf(contacts[0])).toMatchObject({ name: 'Sam', message: 'Bonjour' });
    expect(dataOf((await rows(database, 'ent_demo_request'))[0]).status).toBe('new');

    // What changed since: the campaign tables and the index of conversions by visit.
    await database.db
      .insertInto('newsletter_campaign_recipients')
      .values({ campaign_id: 'c-1', subscriber_id: 'sub-1', status: 'pending', due_at: 'now' })
      .execute();
    await database.db
      .insertInto('ent_newsletter_campaign')
      .values({ id: 'c-1', data: '{"status":"draft"}', created_date: 'x', updated_date: 'x' })
      .execute();
    const shape = await schemaShape(database);
    expect(shape.indexes.map((index) => index.indexname ?? index.name)).toContain(
      'analytics_conversions_session',
    );
    // The upgraded schema is the one a new installation gets.
    const installedUrl = fresh();
    const installed = open(installedUrl);
    await migrate(installed, schemaOf(installedUrl));
    expect(shape).toEqual(await schemaShape(installed));

    const again = cli(['up'], url);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Nothing to apply');
    expect(await migrate(database, schemaOf(url))).toEqual([]);
    expect(await schemaShape(database)).toEqual(shape);
  }, 60_000);

  it('a failing migration names itself and leaves the database as it was', async () => {
    const url = fresh();
    const database = open(url);
    if (database.dialect === 'postgres') {
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schemaOf(url) ?? '')}`.execute(database.db);
    }
    // A view where 0002 creates a table: its CREATE … IF NOT EXISTS passes, its index fails.
    await sql`CREATE VIEW newsletter_campaign_recipients AS
      SELECT 'c' AS campaign_id, 's' AS status, 'd' AS due_at`.execute(database.db);
    const up = cli(['up'], url);
    expect(up.code).toBe(1);
    expect(up.stderr).toContain('Migration 0002-newsletter-campaigns failed:');
    const status = cli(['status'], url);
    expect(status.stdout).toContain(`${MIGRATION_NAMES.length} migrations: 0 applied`);
    const tables = await schemaShape(database);
    expect(tables.columns.map((column) => column.table_name)).not.toContain('ent_user');
  }, 60_000);

  it('processes starting together apply each migration once', async () => {
    const url = fresh();
    const outputs = await Promise.all(Array.from({ length: 4 }, () => cliAsync(['up'], url)));
    for (const output of outputs) expect(output.code, output.stderr).toBe(0);
    const applied = outputs.flatMap((output) => [
      ...output.stdout.matchAll(/^applied {2}(\S+)$/gm),
    ]);
    expect(applied.map((match) => match[1]).sort()).toEqual([...MIGRATION_NAMES]);
    const recorded = await rows(open(url), MIGRATION_TABLE);
    expect(recorded.map((row) => row.name)).toEqual([...MIGRATION_NAMES]);
  }, 60_000);

  it('refuses a database migrated by a newer release: migrate, the CLI and the server', async () => {
    const url = fresh();
    const database = open(url);
    await migrate(database, schemaOf(url));
    await database.db
      .insertInto(MIGRATION_TABLE)
      .values({ name: '9999-from-the-future', timestamp: new Date().toISOString() })
      .execute();
    await expect(migrate(database, schemaOf(url))).rejects.toThrow(NewerDatabaseError);

    const status = cli(['status'], url);
    expect(status.code).toBe(1);
    expect(status.stdout).toMatch(/^9999-from-the-future +applied .*\(unknown to this release\)$/m);
    expect(status.stderr).toContain('migrated by a newer release of Vitrine');
    const up = cli(['up'], url);
    expect(up.code).toBe(1);
    expect(up.stderr).toContain('migration 9999-from-the-future is unknown to this one');
    const server = run('main.js', [], url);
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(
      'Vitrine could not start: The database was migrated by a newer',
    );
  }, 60_000);
});
