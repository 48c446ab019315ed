import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, schemaOf, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { ADMIN, startTestApp, testDatabases, type TestApp } from './test-app';

const cli = path.resolve(import.meta.dirname, '../dist/migrate-sqlite-to-pg.js');
const [sqlite, postgres] = testDatabases();
const TABLES = [
  ...Object.keys(ENTITIES).map(
    (name) => `ent_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`,
  ),
  'user_credentials',
  'auth_tokens',
  'newsletter_tokens',
  'set_password_tokens',
];

const migrateCli = (args: string[]) =>
  execFileSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });

/** Every record of every entity, as an admin reads it, keyed by entity. */
async function everything(t: { app: TestApp['app']; base: string; admin: Record<string, string> }) {
  const all: Record<string, unknown[]> = {};
  for (const name of Object.keys(ENTITIES)) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/${name}?sort=id`,
      headers: t.admin,
    });
    all[name] = response.json();
  }
  return all;
}

describe.runIf(postgres)('npm run migrate:sqlite-to-pg', () => {
  let source: TestApp;
  let target: { url: string; drop(): Promise<void> };
  let copied: Record<string, unknown[]>;
  const links = { confirm: '', setPassword: '' };

  beforeAll(async () => {
    source = await startTestApp(sqlite!, { RETENTION_JOB: 'false' });
    const post = (url: string, payload: object, headers = {}) =>
      source.app.inject({ method: 'POST', url, payload, headers });
    const forms: [string, object][] = [
      [
        'WaitlistSubscriber',
        {
          firstName: 'Ana',
          lastName: 'L',
          email: 'ana@example.com',
          company: 'A',
          language: 'fr',
          interests: ['analytics'],
        },
      ],
      [
        'ContactMessage',
        { name: 'Bo', email: 'bo@example.com', message: 'Bonjour, ça va ?', language: 'fr' },
      ],
      ['DemoRequest', { name: 'Cy', email: 'cy@example.com', company: 'C', language: 'en' }],
      ['NewsletterSubscriber', { email: 'di@example.com', language: 'en', consent: true }],
    ];
    for (const [entity, payload] of forms) {
      expect((await post(`${source.base}/${entity}`, payload)).statusCode).toBe(201);
    }
    const post2 = await post(
      `${source.base}/BlogPost`,
      {
        title: 'Été',
        excerpt: 'E',
        slug: 'ete',
        content: '# Été',
        category: 'tutorials',
        tags: ['x'],
        read_time: 2,
        published: true,
        language: 'fr',
      },
      source.admin,
    );
    expect(post2.statusCode).toBe(201);
    const invite = await post(
      '/api/apps/vitrine/users/invite-user',
      { user_email: 'new@vitrine.test', role: 'user' },
      source.admin,
    );
    expect(invite.statusCode).toBe(201);
    links.setPassword =
      new URL(invite.json().set_password_url).searchParams.get('set_password') ?? '';
    const optIn = (await everything(source)).OutboxEmail as OutboxEmailRecord[];
    const text = optIn.find((email) => email.kind === 'newsletter-opt-in')?.text ?? '';
    links.confirm = /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    expect(links.confirm).not.toBe('');
    copied = await everything(source);
    target = postgres!.create();
  });
  afterAll(async () => {
    await source?.close();
    await target?.drop();
  });

  it('copies every table, prints the counts and verifies them', () => {
    // While the SQLite server still runs: the copy reads one consistent snapshot.
    const output = migrateCli(['--from', source.config.databaseUrl, '--to', target.url]);
    for (const table of TABLES)
      expect(output).toMatch(new RegExp(`^${table}\\t(\\d+)\\t\\1$`, 'm'));
    expect(output).toMatch(/^ent_outbox_email\t[1-9]\d*\t/m);
    expect(output).toMatch(/^set_password_tokens\t1\t1$/m);
    expect(output).toContain('counts verified');
  });

  it('refuses a target that is not empty, unless --force', () => {
    expect(() => migrateCli(['--from', source.config.databaseUrl, '--to', target.url])).toThrow(
      /not empty.*--force/s,
    );
    expect(
      migrateCli(['--from', source.config.databaseUrl, '--to', target.url, '--force']),
    ).toContain('counts verified');
    expect(() => migrateCli(['--from', '/nowhere/vitrine.db', '--to', target.url])).toThrow(
      /No SQLite database/,
    );
  });

  it('serves the same records on PostgreSQL, with the same accounts, sessions and links', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: target.url,
      LOG_LEVEL: 'silent',
      SEED_CONTENT: 'false',
      RETENTION_JOB: 'false',
      UPLOAD_DIR: source.config.uploadDir,
    });
    const database: Database = openDatabase(config.databaseUrl);
    await migrate(database, schemaOf(config.databaseUrl));
    const app = await buildApp(config, database, { web: false, logger: false, mailWorker: false });
    try {
      await app.ready();
      // The session opened on SQLite is still valid.
      expect(await everything({ app, base: source.base, admin: source.admin })).toEqual(copied);
      const login = await app.inject({
        method: 'POST',
        url: '/api/apps/vitrine/auth/login',
        payload: ADMIN,
      });
      expect(login.statusCode).toBe(200);
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/apps/vitrine/newsletter/confirm',
        payload: { token: links.confirm },
      });
      expect(confirm.json()).toEqual({ status: 'confirmed' });
      const setPassword = await app.inject({
        method: 'POST',
        url: '/api/apps/vitrine/auth/set-password',
        payload: { token: links.setPassword, password: 'a-brand-new-password' },
      });
      expect(setPassword.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
