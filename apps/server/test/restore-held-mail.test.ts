import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutboxEmail, type OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { NewsletterCampaign } from '@vitrine/contract/entities/newsletter-campaign';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaOf, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { EntityStore } from '../src/entities/entity-store';
import { OutboxStore } from '../src/mail/outbox-store';
import { testDatabaseUrl } from '../../../testing/machine-services';
import { killAllServers, startServer } from './server-process';
import { startSmtpListener } from './smtp-listener';
import { ADMIN } from './test-app';
import { within } from './within';

const dist = path.resolve(import.meta.dirname, '../dist');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-restore-mail-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a built CLI; answers its exit code, standard output and standard error. */
function run(cli: string, args: string[], databaseUrl: string) {
  const result = spawnSync(process.execPath, [path.join(dist, cli), ...args], {
    cwd: dir,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const email = (to: string) => ({
  to,
  subject: `Votre message à Vitrine (${to})`,
  text: 'Merci, nous vous répondons vite.',
  kind: 'confirm-contact' as const,
  language: 'fr' as const,
});

/** A migrated database with `addresses` pending in its outbox and one campaign sending. */
async function databaseWithPendingMail(database: Database, addresses: string[]) {
  const store = new EntityStore(database);
  const outbox = new OutboxStore(database, store, true);
  const ids: string[] = [];
  for (const address of addresses) ids.push((await outbox.add(email(address), null)).id);
  const campaign = await store.create(NewsletterCampaign, {
    subject: 'Novembre',
    content: 'Bonjour.',
    language: 'fr',
    status: 'sending',
  });
  return { ids, campaignId: campaign.id };
}

async function statuses(database: Database) {
  const rows = (await new EntityStore(database).list(OutboxEmail, {
    filter: {},
    sort: [{ field: 'to', descending: false }],
  })) as unknown as OutboxEmailRecord[];
  return Object.fromEntries(rows.map((row) => [row.to, row.status]));
}

describe('a restored SQLite backup (built CLIs, built server, real SMTP listener)', () => {
  it('never sends again what was pending when the backup was taken, until an admin sends it: once', async () => {
    const live = path.join(dir, 'live.db');
    const source = openDatabase(live);
    await migrate(source);
    const { campaignId } = await databaseWithPendingMail(source, ['before@example.com']);
    await source.close();

    const copy = path.join(dir, 'backups', 'copy.db');
    const backup = run('backup-cli.js', [copy], live);
    expect(backup.code, backup.stderr).toBe(0);
    for (const leftover of ['-wal', '-shm'].map((end) => `${copy}.tmp-${process.pid}${end}`))
      expect(existsSync(leftover)).toBe(false);
    // The live database is left as it was: its server still sends the e-mail.
    const after = openDatabase(live, { mustExist: true });
    expect(await statuses(after)).toEqual({ 'before@example.com': 'pending' });
    await after.close();

    const smtp = await startSmtpListener();
    const server = await startServer({
      DATABASE_URL: copy,
      UPLOAD_DIR: `${copy}.uploads`,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const to = (address: string) =>
        smtp.received.filter((mail) => mail.recipients.includes(address)).length;
      // A message sent on the restored server: its two e-mails go out, the held one does not.
      const response = await fetch(`${server.url}/api/apps/vitrine/entities/ContactMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Sam',
          email: 'after@example.com',
          message: 'Bonjour',
          language: 'fr',
        }),
      });
      expect(response.status).toBe(201);
      await within(60_000, async () => expect(to('after@example.com')).toBe(1));
      await within(60_000, async () => expect(smtp.received).toHaveLength(2));
      expect(to('before@example.com')).toBe(0);
      expect(backup.stdout).toMatch(/^held\t1 pending e-mails\t1 sending campaigns paused/m);

      const list = run('outbox-cli.js', ['list-held'], copy);
      expect(list.code, list.stderr).toBe(0);
      expect(list.stdout).toMatch(/\tconfirm-contact\tbefore@example\.com\tVotre message/);
      expect(list.stderr).toContain('1 held e-mails; 1 campaigns paused by a restore');

      const send = run('outbox-cli.js', ['send-held', '--all'], copy);
      expect(send.code, send.stderr).toBe(0);
      expect(send.stdout).toContain('Sent back to the outbox: 1 held e-mails');
      // The server's worker reads the outbox every 5 s.
      await within(60_000, async () => expect(to('before@example.com')).toBe(1));
      const restored = openDatabase(copy, { mustExist: true });
      try {
        await within(60_000, async () =>
          expect((await statuses(restored))['before@example.com']).toBe('sent'),
        );
        const campaign = await new EntityStore(restored).get(NewsletterCampaign, campaignId);
        expect(campaign).toMatchObject({ status: 'paused', paused_reason: 'restored' });
      } finally {
        await restored.close();
      }
      expect(to('before@example.com')).toBe(1);
      expect(smtp.received).toHaveLength(3);
    } finally {
      await server.stop();
      await smtp.close();
    }
  }, 240_000);
});

const databases = [
  ['SQLite', () => path.join(dir, 'cli.db')],
  ...(testDatabaseUrl()
    ? [
        [
          'PostgreSQL',
          () => {
            const url = new URL(testDatabaseUrl() ?? '');
            url.searchParams.set('schema', `outbox_cli_${process.pid}`);
            return url.toString();
          },
        ] as const,
      ]
    : []),
] as const;

describe.each(databases)('npm run outbox on %s (built CLI)', (_, urlOf) => {
  it('holds, lists, sends and drops held e-mails', async () => {
    const url = urlOf();
    const database = openDatabase(url);
    await migrate(database, schemaOf(url));
    try {
      const { ids, campaignId } = await databaseWithPendingMail(database, [
        'a@example.com',
        'b@example.com',
        'c@example.com',
      ]);
      const hold = run('outbox-cli.js', ['hold'], url);
      expect(hold.code, hold.stderr).toBe(0);
      expect(hold.stdout).toContain('Held 3 pending e-mails; paused 1 sending campaigns');
      expect(await statuses(database)).toEqual({
        'a@example.com': 'held',
        'b@example.com': 'held',
        'c@example.com': 'held',
      });
      const campaign = await new EntityStore(database).get(NewsletterCampaign, campaignId);
      expect(campaign).toMatchObject({ status: 'paused', paused_reason: 'restored' });
      // Nothing left pending: a second hold changes nothing.
      expect(run('outbox-cli.js', ['hold'], url).stdout).toContain('Held 0 pending e-mails');

      // Oldest first; e-mails queued within the same millisecond come in no set order among
      // themselves (ids are random), so the three are compared as a set.
      const list = run('outbox-cli.js', ['list-held'], url);
      const listed = list.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[0]);
      expect([...listed].sort()).toEqual([...ids].sort());

      const send = run('outbox-cli.js', ['send-held', ids[0] ?? '', 'not-an-id'], url);
      expect(send.code, send.stderr).toBe(0);
      expect(send.stdout).toContain('Sent back to the outbox: 1 of 2 named held e-mails');
      const drop = run('outbox-cli.js', ['drop-held', '--all'], url);
      expect(drop.stdout).toContain('Dropped: 2 held e-mails');
      expect(await statuses(database)).toEqual({
        'a@example.com': 'pending',
        'b@example.com': 'dropped',
        'c@example.com': 'dropped',
      });
      expect(run('outbox-cli.js', ['list-held'], url).stdout).toBe('');
    } finally {
      if (url.startsWith('postgres')) {
        const schema = new URL(url).searchParams.get('schema');
        await database.db.schema
          .dropSchema(schema ?? '')
          .ifExists()
          .cascade()
          .execute();
      }
      await database.close();
    }
    // About twenty runs of the built CLI, a second or more each at CI's load.
  }, 240_000);
});

describe('npm run outbox, called wrongly (built CLI)', () => {
  it('exits with 2 and says why, before opening the database', () => {
    const url = path.join(dir, 'never-opened.db');
    for (const args of [
      ['send-held'],
      ['drop-held', '--all', 'some-id'],
      ['send-held', '--every'],
      ['list-held', 'extra'],
      ['resend'],
      ['send-held', ...Array.from({ length: 501 }, (_, n) => `id${n}`)],
    ]) {
      const mistake = run('outbox-cli.js', args, url);
      expect(mistake.code, args.join(' ')).toBe(2);
      expect(mistake.stderr, args.join(' ')).toMatch(/npm run outbox|--all|At most 500/);
    }
    expect(existsSync(url)).toBe(false);
  }, 120_000);
});
