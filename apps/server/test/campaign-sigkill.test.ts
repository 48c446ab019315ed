import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaOf } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../src/db/newsletter-tables';
import { EntityStore } from '../src/entities/entity-store';
import {
  audienceOf,
  countsByAddress,
  mixedSubscribers,
  storeSubscribers,
} from './campaign-fixtures';
import { killAllServers, startServer, type ServerProcess } from './server-process';
import { startSmtpListener } from './smtp-listener';
import { ADMIN, testDatabases } from './test-app';

afterAll(killAllServers);

const BATCH = 50;
/** NEWSLETTER_LEASE_MS's default: how long after the kill the held batch's lease may end. */
const LEASE_MS = 20_000;
/** The recovery bound the operator asked for (issue 28): one lease and one look fit in it. */
const RECOVERY_MS = 30_000;

async function seed(databaseUrl: string) {
  const database = openDatabase(databaseUrl, { poolSize: 2 });
  await migrate(database, schemaOf(databaseUrl));
  const specs = mixedSubscribers(6000, 'kill');
  const ids = await storeSubscribers(new EntityStore(database), specs);
  await database.close();
  return { expected: audienceOf(specs, 'fr'), ids };
}

/** The campaign's recipients as stored: who is held by a claim, and when each was done. */
async function recipientRows(databaseUrl: string, campaignId: string) {
  const database = openDatabase(databaseUrl, { poolSize: 1 });
  const rows = await database.db
    .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
    .select(['subscriber_id', 'status', 'claim', 'due_at', 'done_at'])
    .where('campaign_id', '=', campaignId)
    .execute();
  await database.close();
  return rows;
}

/** Signs in as the admin, creates a French campaign and sends it; answers its id and headers. */
async function sendCampaign(baseUrl: string) {
  const api = `${baseUrl}/api/apps/vitrine`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${api}/entities/NewsletterCampaign`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ subject: 'Lettre de novembre', content: 'Bonjour.', language: 'fr' }),
  });
  const { id } = (await created.json()) as { id: string };
  const sent = await fetch(`${api}/newsletter/campaigns/${id}/send`, { method: 'POST', headers });
  expect(sent.status).toBe(202);
  return { id, headers };
}

/** Polls the campaign's progress until it is `sent` (at most a minute). */
async function progressWhenSent(baseUrl: string, id: string, headers: Record<string, string>) {
  const url = `${baseUrl}/api/apps/vitrine/newsletter/campaigns/${id}/progress`;
  let progress: Record<string, unknown> = {};
  for (let tries = 0; tries < 600 && progress.status !== 'sent'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    progress = (await (await fetch(url, { headers })).json()) as Record<string, unknown>;
  }
  return progress;
}

/**
 * Sends a campaign from the built server, stops it with `stop` after a third of the e-mails,
 * starts it again and waits for the campaign to end: what the SMTP listener received.
 */
async function interruptedCampaign(
  databaseUrl: string,
  stop: (server: ServerProcess) => Promise<unknown>,
) {
  const { expected, ids } = await seed(databaseUrl);
  const smtp = await startSmtpListener();
  // NEWSLETTER_LEASE_MS is left at its default (20 s): the bound under test.
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    NEWSLETTER_RATE: '400',
    NEWSLETTER_CONCURRENCY: '4',
    NEWSLETTER_BATCH_SIZE: String(BATCH),
  };
  const server = await startServer(env);
  const { id, headers } = await sendCampaign(server.url);
  while (smtp.received.length < expected.length / 3) await new Promise((r) => setTimeout(r, 5));
  await stop(server);
  const stoppedAt = Date.now();
  const atStop = smtp.received.length;
  // The batch the stopped server held (none after a graceful stop: it was released).
  const held = (await recipientRows(databaseUrl, id)).filter(
    (row) => row.status === 'pending' && row.claim !== null,
  );

  const restarted = await startServer(env);
  const readyAt = Date.now();
  const progress = await progressWhenSent(restarted.url, id, headers);
  const output = restarted.output();
  expect(await restarted.stop()).toBe(0);
  await smtp.close();
  const counts = countsByAddress(smtp.received);
  const duplicates = smtp.received.length - counts.size;
  const rows = await recipientRows(databaseUrl, id);
  const doneAt = (row: { done_at: string | null }) => Date.parse(row.done_at ?? '');
  const heldIds = new Set(held.map((row) => row.subscriber_id));
  const lastDone = Math.max(...rows.map(doneAt));
  const firstAfterStop = Math.min(...rows.map(doneAt).filter((at) => at > stoppedAt));
  const heldDone = Math.max(...rows.filter((row) => heldIds.has(row.subscriber_id)).map(doneAt));
  const emailOf = new Map([...ids].map(([email, subscriberId]) => [subscriberId, email]));
  const heldEmails = new Set([...heldIds].map((subscriberId) => emailOf.get(subscriberId)));
  return {
    expected,
    atStop,
    progress,
    counts,
    duplicates,
    held,
    heldEmails,
    stoppedAt,
    readyAt,
    lastDone,
    firstAfterStop,
    heldDone,
    output,
  };
}

describe.each(testDatabases())('a campaign interrupted on $name (built server)', (testDatabase) => {
  const killed = testDatabase.create();
  const stopped = testDatabase.create();
  afterAll(() => Promise.all([killed.drop(), stopped.drop()]));

  it('resumes by itself within 30 s after a SIGKILL: everyone mailed, duplicates within the batch held', async () => {
    const run = await interruptedCampaign(killed.url, (server) => server.kill());
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `campaign SIGKILL (${testDatabase.name}): ${run.expected.length} recipients, killed after ${run.atStop} received holding ${run.held.length}, ${run.duplicates} sent twice (bound: ${BATCH}, one batch); restart ready ${seconds(run.readyAt - run.stoppedAt)} after the kill, sending again ${seconds(run.firstAfterStop - run.readyAt)} after the restart, the held batch sent ${seconds(run.heldDone - run.stoppedAt)} after the kill, everyone ${seconds(run.lastDone - run.readyAt)} after the restart`,
    );
    expect(run.progress).toMatchObject({
      status: 'sent',
      sent: run.expected.length,
      failed: 0,
      left: 0,
      lease_waiting: 0,
    });
    expect([...run.counts.keys()].sort()).toEqual([...run.expected].sort());
    expect(run.duplicates).toBeLessThanOrEqual(BATCH);
    // Only the batch held at the kill (its outcome unknown) may have been sent twice.
    const twice = [...run.counts].filter(([, count]) => count > 1).map(([email]) => email);
    expect(twice.filter((email) => !run.heldEmails.has(email))).toEqual([]);
    // The batch held at the kill had at most one lease (30 s) left, renewed while it lived.
    for (const row of run.held)
      expect(Date.parse(row.due_at)).toBeLessThanOrEqual(run.stoppedAt + LEASE_MS);
    if (testDatabase.name === 'sqlite' && run.held.length > 0) {
      // The only server on the file freed the held batch at start, without waiting for its lease.
      expect(run.output).toContain(`"released":${run.held.length}`);
    }
    // Recovery, with generous slack for a loaded machine: SQLite resumes as soon as the server
    // restarted; on PostgreSQL the held batch goes out at the next look after its lease ended.
    if (testDatabase.name === 'sqlite') {
      expect(run.firstAfterStop - run.readyAt).toBeLessThan(RECOVERY_MS);
    } else if (run.held.length > 0) {
      const leaseEnd = Math.max(run.readyAt, run.stoppedAt + LEASE_MS);
      expect(run.heldDone - leaseEnd).toBeLessThan(RECOVERY_MS);
    }
  }, 180_000);

  it('sends nobody twice across a graceful stop (SIGTERM) and a restart', async () => {
    const run = await interruptedCampaign(stopped.url, async (server) => {
      expect(await server.stop()).toBe(0);
    });
    expect(run.progress).toMatchObject({ status: 'sent', sent: run.expected.length, left: 0 });
    expect([...run.counts.keys()].sort()).toEqual([...run.expected].sort());
    expect(run.duplicates).toBe(0);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL (built server)',
  () => {
    const postgres = testDatabases().find((database) => database.name === 'postgres');
    const { url: databaseUrl, drop } = postgres?.create() ?? { url: '', drop: async () => {} };
    afterAll(drop);

    it('share one campaign: every recipient mailed exactly once', async () => {
      const { expected } = await seed(databaseUrl);
      const smtp = await startSmtpListener();
      const env = {
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        NEWSLETTER_RATE: '100',
        NEWSLETTER_CONCURRENCY: '4',
        NEWSLETTER_BATCH_SIZE: '20',
      };
      // One after the other: two first starts at once race to create the admin account. Each
      // has its own sender address, to tell which instance sent what.
      const first = await startServer({ ...env, MAIL_FROM: 'Vitrine <un@vitrine.test>' });
      const second = await startServer({ ...env, MAIL_FROM: 'Vitrine <deux@vitrine.test>' });
      const { id, headers } = await sendCampaign(first.url);
      const progress = await progressWhenSent(second.url, id, headers);
      await Promise.all([first.stop(), second.stop()]);
      await smtp.close();
      const counts = countsByAddress(smtp.received);
      expect(progress).toMatchObject({ status: 'sent', sent: expected.length, left: 0 });
      expect([...counts.keys()].sort()).toEqual([...expected].sort());
      expect(smtp.received).toHaveLength(expected.length);
      // Both took part (the second finds the campaign at its next look, within 5 s of ~17 s).
      const senders = new Set(smtp.received.map((mail) => mail.envelopeFrom));
      expect([...senders].sort()).toEqual(['deux@vitrine.test', 'un@vitrine.test']);
    }, 120_000);
  },
);
