import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, schemaOf } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { setLater } from '../../../packages/contract/test/set-later';
import { checkAnswersAgainstSchemas } from './answer-check';
import { testDatabaseUrl } from '../../../testing/machine-services';
import { startSmtpListener, type SmtpListener } from './smtp-listener';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database for one test file. */
  create(): { url: string; drop(): Promise<void> };
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  create() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
    return {
      url: path.join(dir, 'test.db'),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

function postgres(baseUrl: string): TestDatabase {
  return {
    name: 'postgres',
    create() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const url = new URL(baseUrl);
      url.searchParams.set('schema', schema);
      return {
        url: url.toString(),
        drop: async () => {
          const client = new pg.Client({ connectionString: baseUrl });
          await client.connect();
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await client.end();
        },
      };
    },
  };
}

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Under CI=true an unset one throws:
 * the PostgreSQL half of the suite never disappears there.
 */
export function testDatabases(): TestDatabase[] {
  const url = testDatabaseUrl();
  return url ? [sqlite, postgres(url)] : [sqlite];
}

export const ADMIN = { email: 'admin@vitrine.test', password: 'correct-horse-battery-staple' };

/** Builds the app on a fresh database, with an admin account, and no seeded content. */
export async function startTestApp(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
  options: BuildOptions = {},
) {
  const { url, drop } = testDatabase.create();
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    SEED_CONTENT: 'false',
    RATE_LIMIT_MAX: '10000',
    LOGIN_RATE_LIMIT_MAX: '10000',
    RENDER_RATE_LIMIT_MAX: '100000',
    LOGIN_GLOBAL_FAILURE_MAX: '1000000',
    // The forms' proof of work is tested on its own (form-challenge.test.ts) and by the journeys.
    FORM_CHALLENGE: 'false',
    CONFIRMATION_MAIL_DAILY_MAX: '1000000',
    UPLOAD_DIR: uploadDir,
    // Its own, not the default beside UPLOAD_DIR (that would be the shared temporary folder).
    PRERENDER_CACHE_DIR: `${uploadDir}-prerendered-pages`,
    ...env,
  });
  const database = openDatabase(config.databaseUrl);
  await migrate(database, schemaOf(config.databaseUrl));
  const app = await buildApp(config, database, { web: false, logger: false, ...options });
  checkAnswersAgainstSchemas(app);
  await app.services.accounts.ensureAdmin(ADMIN.email, ADMIN.password);
  await app.ready();

  const login = async (email = ADMIN.email, password = ADMIN.password) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/apps/${config.appId}/auth/login`,
      payload: { email, password },
    });
    return (response.json() as { access_token: string }).access_token;
  };
  const adminToken = await login();
  const base = `/api/apps/${config.appId}/entities`;
  return {
    app,
    config,
    database,
    adminToken,
    login,
    base,
    admin: { authorization: `Bearer ${adminToken}` },
    /** Sends `payload` to an entity's create route: as a visitor unless `headers` say otherwise. */
    postEntity: (entity: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `${base}/${entity}`, payload, headers }),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(uploadDir, { recursive: true, force: true });
      rmSync(`${uploadDir}-prerendered-pages`, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Starts a test app in `beforeAll` and closes it in `afterAll` of the enclosing `describe`.
 * Returns a stand-in that reads through to that app: use it inside hooks and tests only.
 */
export function useTestApp(...args: Parameters<typeof startTestApp>): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(...args);
  });
  afterAll(() => started?.close());
  return setLater(() => started, 'the test app');
}

/**
 * `useTestApp` with a local SMTP listener as the mail server, and no background mail worker:
 * tests send the queued e-mails themselves.
 */
export function useTestAppWithSmtp(testDatabase: TestDatabase, env: Record<string, string> = {}) {
  let smtp: SmtpListener | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    started = await startTestApp(
      testDatabase,
      { ...env, SMTP_URL: smtp.url },
      { mailWorker: false },
    );
  });
  afterAll(async () => {
    await started?.close();
    await smtp?.close();
  });
  return {
    t: setLater(() => started, 'the test app'),
    smtp: setLater(() => smtp, 'the SMTP listener'),
  };
}
