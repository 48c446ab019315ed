import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { AiUsageStore } from '../src/ai/ai-usage-store';
import { runRollups } from '../src/analytics/rollups/rollup-job';
import { reportFigures } from '../src/analytics/weekly-report/weekly-report-figures';
import { sendWeeklyReports } from '../src/analytics/weekly-report/weekly-report-job';
import { weeklyReportSettings } from '../src/analytics/weekly-report/weekly-report-mail';
import { loadConfig } from '../src/config';
import { copySqliteToPostgres } from '../src/db/copy-sqlite-to-postgres';
import { openDatabase, schemaOf, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { storedSecret } from '../src/db/stored-secret';
import { seedBlog } from '../src/seed/seed-blog';
import { seedSiteContent } from '../src/seed/seed-site-content';
import { uploadImage } from '../src/uploads/test-support';
import { campaignRoute, createCampaign, storeSubscribers } from './campaign-fixtures';
import { blogPostRecord, createAsAdmin, waitlistSignUp } from './records';
import { insertVisits } from './stats-fixtures';
import { startSmtpListener, type SmtpListener } from './smtp-listener';
import { startTestApp, testDatabases, type TestApp } from './test-app';
import { PASSWORD, call, createAccount, enableTotp, steppingClock } from './two-factor-fixtures';
import { CHROME_WINDOWS, pageview, track } from './track-events';
import { REPORT_DUE } from './weekly-report-rows';

const [sqlite, postgres] = testDatabases();
const VISITOR = { address: '192.0.2.77', userAgent: CHROME_WINDOWS };

/** JSON with every object's keys sorted (jsonb keeps its own key order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, inner]) => [key, canonical(inner)]),
  );
}

/** The tables of the SQLite file that hold data, as the copy reads them (no FTS, no migrations). */
function sourceCounts(file: string) {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string; sql: string }[];
    const virtual = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql)).map((t) => t.name);
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      if (virtual.some((v) => name === v || name.startsWith(`${v}_`))) continue;
      if (name.startsWith('vitrine_migrations')) continue;
      counts[name] = (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n;
    }
    return counts;
  } finally {
    db.close();
  }
}

/**
 * Fills every table of a SQLite database through the server's own code paths: forms from a
 * tracked visit (leads, outbox, conversions), roll-ups of past days, a weekly report, a sent
 * campaign, blog and content edits, invitations and sign-in sessions, the seeded site content.
 */
async function fillEveryTable(t: TestApp) {
  const { store } = t.app.services;
  const submit = (entity: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${t.base}/${entity}`,
      remoteAddress: VISITOR.address,
      headers: { 'user-agent': CHROME_WINDOWS, referer: 'http://localhost:3000/contact' },
      payload,
    });
  expect(
    (await track(t, VISITOR, { events: [pageview('/tarifs'), pageview('/contact')] })).statusCode,
  ).toBe(200);
  expect((await submit('WaitlistSubscriber', waitlistSignUp('ines@example.fr'))).statusCode).toBe(
    201,
  );
  expect(
    (
      await submit('ContactMessage', {
        name: 'Bo',
        email: 'bo@example.com',
        message: 'Bonjour !',
        language: 'fr',
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await submit('DemoRequest', {
        name: 'Cy',
        email: 'cy@example.com',
        company: 'C',
        language: 'en',
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await submit('NewsletterSubscriber', {
        email: 'di@example.com',
        language: 'en',
        consent: true,
      })
    ).statusCode,
  ).toBe(201);
  // Past days, rolled up into the daily tables.
  await insertVisits(t.database);
  const rolled = await runRollups(
    t.database,
    { timeZone: 'Europe/Paris', rawDays: 5000 },
    Date.parse('2026-04-02T12:00:00Z'),
  );
  expect(rolled.length).toBeGreaterThan(0);
  // The weekly report to the admin who asked for it.
  const me = await t.app.inject({
    method: 'PUT',
    url: `${t.base}/User/me`,
    headers: t.admin,
    payload: { analytics_report: true, language: 'fr' },
  });
  expect(me.statusCode).toBe(200);
  const deps = {
    database: t.database,
    store,
    mail: t.app.services.mail,
    settings: weeklyReportSettings(t.config),
    figures: reportFigures(t.app.services.stats),
  };
  expect(await sendWeeklyReports(deps, REPORT_DUE + 60_000)).toBe(1);
  // A campaign sent to confirmed subscribers (recipients queued, not yet mailed).
  const readers = await storeSubscribers(store, [
    { email: 'reader@example.com', language: 'fr', confirmed: true },
  ]);
  const campaign = await createCampaign(t);
  expect((await campaignRoute(t, campaign, 'send')).statusCode).toBe(202);
  // Its counted links and a reader's click on one (migration 0016).
  const clicks = t.app.services.campaigns.clicks.store;
  await clicks.saveLinks(campaign, ['https://vitrine.example/tarifs']);
  const subscriberId = readers.get('reader@example.com')!;
  await clicks.record([
    { campaignId: campaign, linkIndex: 0, subscriberId, at: new Date().toISOString() },
  ]);
  // A post edited (a version, its editor), found by a word of its new title; renamed once
  // published (its former slug, migration 0017).
  const post = await createAsAdmin(
    t,
    'BlogPost',
    blogPostRecord('copie', { content: '# Copie\n\nLes écrans déménagent.' }),
  );
  const edit = await t.app.inject({
    method: 'PUT',
    url: `${t.base}/BlogPost/${post}`,
    headers: t.admin,
    payload: { title: 'Déménagement', slug: 'demenagement' },
  });
  expect(edit.statusCode).toBe(200);
  // Seeded site content, then one record of it edited (content history); the blog seed noted as
  // run without adding its articles (the blog already has a post).
  await seedSiteContent(store, t.database);
  await seedBlog(store, t.database, t.config.seedDir, false);
  const [plan] = (await (
    await t.app.inject({ url: `${t.base}/Plan`, headers: t.admin })
  ).json()) as { id: string }[];
  const planEdit = await t.app.inject({
    method: 'PUT',
    url: `${t.base}/Plan/${plan!.id}`,
    headers: t.admin,
    payload: { name: { fr: 'Essentiel', en: 'Essential' } },
  });
  expect(planEdit.statusCode).toBe(200);
  // A secret kept in the database (the signing key of preview links).
  await storedSecret(t.database, 'preview-links')();
  // An invitation (set-password link).
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/apps/${t.config.appId}/users/invite-user`,
    headers: t.admin,
    payload: { user_email: 'new@vitrine.test', role: 'user' },
  });
  expect(invite.statusCode).toBe(201);
  // Two-factor sign-in: a TOTP secret, recovery codes, a waiting second step, the site setting.
  const clock = steppingClock(t);
  const member = await createAccount(t, 'totp@vitrine.test');
  await enableTotp(t, member.token, clock);
  const challenge = await call(t, 'POST', '/auth/login', undefined, {
    email: member.email,
    password: PASSWORD,
  });
  expect(challenge.json().code).toBe('MFA_REQUIRED');
  await t.app.services.twoFactor.securitySettings.set({ require_two_factor: false });
  // A passkey and a WebAuthn challenge waiting to be signed.
  const invited = invite.json().user.id as string;
  const { passkeys, webauthnChallenges } = t.app.services;
  await passkeys.add({
    user_id: invited,
    credential_id: 'AAECAwQFBgcICQoLDA0ODw',
    public_key: 'pQECAyYgASFYIA',
    counter: 4_000_000_000,
    transports: ['internal', 'hybrid'],
    name: 'Téléphone',
  });
  await webauthnChallenges.issue('login', null);
  // A company sign-in under way (its state, migration 0012).
  await t.app.services.sso.states.begin({ codeVerifier: 'v', nonce: 'n', fromUrl: '/admin' });
  // An API key: its record and its token's hash (migration 0015).
  const key = await t.app.inject({
    method: 'POST',
    url: `/api/apps/${t.config.appId}/entities/ApiKey`,
    headers: t.admin,
    payload: { name: 'CRM', role: 'sales' },
  });
  expect(key.statusCode).toBe(201);
  // A webhook (its sealed secret, migration 0014), and a delivery waiting (the worker is off).
  const hook = await t.app.inject({
    method: 'POST',
    url: `/api/apps/${t.config.appId}/entities/Webhook`,
    headers: t.admin,
    payload: { url: 'https://93.184.215.14/hook', events: ['lead.created'], active: true },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  // A redirect (an entity of its own, decision 0070).
  const redirect = await t.postEntity(
    'Redirect',
    { from: '/ancienne-page', to: '/tarifs', status: 301 },
    t.admin,
  );
  expect(redirect.statusCode).toBe(201);
  // A glossary term of the machine translation (decision 0077).
  const term = await t.postEntity('GlossaryTerm', { term: 'Vitrine', note: 'Our name' }, t.admin);
  expect(term.statusCode).toBe(201);
  const lead = await t.postEntity('WaitlistSubscriber', waitlistSignUp('hooked@example.com'));
  expect(lead.statusCode).toBe(201);
  // A contact message worked by the team: its timeline (migration 0019).
  const message = await t.postEntity('ContactMessage', {
    name: 'Chloé',
    email: 'chloe@example.fr',
    message: 'Bonjour',
    language: 'fr',
  });
  expect(message.statusCode).toBe(201);
  const worked = await t.app.inject({
    method: 'PUT',
    url: `${t.base}/ContactMessage/${(message.json() as { id: string }).id}`,
    headers: t.admin,
    payload: { status: 'answered', notes: 'Rappelée' },
  });
  expect(worked.statusCode, worked.body).toBe(200);
  // An image of the media library with its title and alt texts (migration 0020).
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#36c' },
  })
    .png()
    .toBuffer();
  const uploaded = (await uploadImage(t, image)).json<{ file_url: string }>().file_url;
  const described = await t.app.inject({
    method: 'PUT',
    url: `/api/apps/${t.config.appId}${uploaded}/details`,
    headers: t.admin,
    payload: { title: 'Vitrine', alt_fr: 'Un écran en vitrine', alt_en: 'A screen in a window' },
  });
  expect(described.statusCode, described.body).toBe(200);
  // The AI tokens of a month (migration 0022).
  await new AiUsageStore(t.database).add('2026-11', 1234);
}

describe('a SQLite database where every table has rows', () => {
  let smtp: SmtpListener;
  let source: TestApp;
  let counts: Record<string, number>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    source = await startTestApp(
      sqlite!,
      { RETENTION_JOB: 'false', SMTP_URL: smtp.url, PUBLIC_URL: 'https://vitrine.example' },
      { mailWorker: false, webhookWorker: false },
    );
    await fillEveryTable(source);
    counts = sourceCounts(source.config.databaseUrl);
  });
  afterAll(async () => {
    await source?.close();
    await smtp?.close();
  });

  it('has rows in every table (a new table needs rows in this fixture)', () => {
    const empty = Object.entries(counts)
      .filter(([, n]) => n === 0)
      .map(([table]) => table);
    expect(empty).toEqual([]);
    expect(Object.keys(counts).length).toBeGreaterThan(30);
  });

  describe.runIf(postgres)('copied to PostgreSQL', () => {
    let target: { url: string; drop(): Promise<void> };
    let database: Database;
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      target = postgres!.create();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await target?.drop();
    });

    it('names the table, the batch and its first row when a value does not fit', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-copy-'));
      const broken = path.join(dir, 'broken.db');
      try {
        const db = new BetterSqlite3(source.config.databaseUrl);
        db.exec(`VACUUM INTO '${broken}'`);
        db.close();
        const copy = new BetterSqlite3(broken);
        // SQLite keeps the text in an integer column; PostgreSQL refuses it.
        copy.exec(`UPDATE analytics_daily SET visitors = 'many'`);
        copy.close();
        await expect(copySqliteToPostgres({ from: broken, to: target.url })).rejects.toThrow(
          /^Copying table analytics_daily failed in the batch of rows 1-\d+ \(first day 2026-03-\d\d\): invalid input syntax for type integer: "many"$/,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('copies every table with the same counts', async () => {
      const copied = await copySqliteToPostgres({
        from: source.config.databaseUrl,
        to: target.url,
      });
      expect(Object.fromEntries(copied.map((entry) => [entry.table, entry.target]))).toEqual(
        counts,
      );
    });

    it('holds the same values in every row, JSON, numbers and dates alike', async () => {
      const file = new BetterSqlite3(source.config.databaseUrl, { readonly: true });
      const copy = openDatabase(target.url, { poolSize: 1 });
      try {
        for (const table of Object.keys(counts)) {
          const columns = (
            file.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]
          ).map((c) => c.name);
          const order = columns.join(', ');
          const sourceRows = file
            .prepare(`SELECT ${order} FROM "${table}" ORDER BY ${order}`)
            .all() as Record<string, unknown>[];
          const targetRows = (
            await sql<
              Record<string, unknown>
            >`SELECT ${sql.join(columns.map((c) => sql.id(c)))} FROM ${sql.table(table)}`.execute(
              copy.db,
            )
          ).rows;
          // Values as the two drivers hand them: PostgreSQL's bigint as text, jsonb parsed.
          const normal = (row: Record<string, unknown>) =>
            JSON.stringify(
              columns.map((c) => {
                const value = row[c];
                if (value !== null && typeof value === 'object') return canonical(value);
                if (typeof value === 'string' && /^[[{]/.test(value)) {
                  try {
                    return canonical(JSON.parse(value));
                  } catch {
                    return value;
                  }
                }
                if (
                  typeof value === 'string' &&
                  /^-?\d+$/.test(value) &&
                  typeof sourceRows[0]?.[c] === 'number'
                )
                  return Number(value);
                return value;
              }),
            );
          expect(targetRows.map(normal).sort(), table).toEqual(sourceRows.map(normal).sort());
        }
      } finally {
        file.close();
        await copy.close();
      }
    });

    it('serves the copy: search finds copied posts, new rows take ids past the copied ones', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: target.url,
        LOG_LEVEL: 'silent',
        SEED_CONTENT: 'false',
        RETENTION_JOB: 'false',
        FORM_CHALLENGE: 'false',
        UPLOAD_DIR: source.config.uploadDir,
      });
      database = openDatabase(config.databaseUrl);
      await migrate(database, schemaOf(config.databaseUrl));
      app = await buildApp(config, database, { web: false, logger: false, mailWorker: false });
      await app.ready();
      const t = { ...source, app, config, database } as TestApp;

      const found = await app.inject({
        url: `${t.base}/BlogPost?q=${encodeURIComponent(JSON.stringify({ $search: 'demenagement' }))}`,
        headers: t.admin,
      });
      expect(found.statusCode).toBe(200);
      expect((found.json() as { slug: string }[]).map((post) => post.slug)).toEqual([
        'demenagement',
      ]);

      const maxId = async (table: string) =>
        Number(
          (
            await sql<{ id: string }>`SELECT MAX(id) AS id FROM ${sql.table(table)}`.execute(
              database.db,
            )
          ).rows[0]?.id,
        );
      const identity = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`.execute(
        database.db,
      );
      const tables = identity.rows.map((row) => row.table_name);
      expect(tables).toEqual(['analytics_conversions', 'analytics_pageviews']);
      const before = Object.fromEntries(
        await Promise.all(tables.map(async (table) => [table, await maxId(table)])),
      );
      const visitor = { address: '192.0.2.78', userAgent: CHROME_WINDOWS };
      expect((await track(t, visitor, { events: [pageview('/demo')] })).statusCode).toBe(200);
      const lead = await app.inject({
        method: 'POST',
        url: `${t.base}/DemoRequest`,
        remoteAddress: visitor.address,
        headers: { 'user-agent': CHROME_WINDOWS, referer: 'http://localhost:3000/demo' },
        payload: { name: 'Dé', email: 'de@example.com', company: 'D', language: 'fr' },
      });
      expect(lead.statusCode).toBe(201);
      for (const table of tables) expect(await maxId(table), table).toBe(before[table] + 1);
    });
  });
});
