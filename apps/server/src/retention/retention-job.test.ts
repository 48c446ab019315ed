import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { findEntity } from '@vitrine/contract/entities/entity-registry';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { tableFor } from '../db/table-names';
import { startTestApp, testDatabases, useTestApp } from '../../test/test-app';
import { runRetention } from './retention-job';
import { scheduleRetention } from './retention-schedule';

const DAY_MS = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const LEADS = {
  WaitlistSubscriber: (email: string) => ({
    firstName: 'Ana',
    lastName: 'Lopez',
    email,
    company: 'Acme',
    language: 'en',
  }),
  ContactMessage: (email: string) => ({ name: 'Bo', email, message: 'Hello', language: 'fr' }),
  DemoRequest: (email: string) => ({ name: 'Cy', email, company: 'C', language: 'en' }),
  NewsletterSubscriber: (email: string) => ({ email, language: 'fr', consent: true }),
} as const;

const EXPECTED = {
  WaitlistSubscriber: 1,
  ContactMessage: 1,
  DemoRequest: 1,
  NewsletterSubscriber: 1,
  'NewsletterSubscriber (unconfirmed)': 1,
  OutboxEmail: 2,
  // The audit trail's events are 13 months old at the earliest (audit-read-only.test.ts).
  AuditEvent: 0,
  // One delivered 31 days ago; one as old but still pending is kept, as is one of 29 days.
  WebhookDelivery: 1,
};

describe.each(testDatabases())('the retention job on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { RETENTION_JOB: 'false' });

  const entity = (name: string) => findEntity(name) as EntityDefinition;
  const backdate = (name: string, id: string, created: string, updated = created) =>
    t.database.db
      .updateTable(tableFor(name))
      .set({ created_date: created, updated_date: updated })
      .where('id', '=', id)
      .execute();
  /** A visitor's submission (with its e-mails and, for the newsletter, its links). */
  const submit = async (name: keyof typeof LEADS, email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.base}/${name}`,
      payload: LEADS[name](email),
    });
    expect(response.statusCode).toBe(201);
    const [record] = await t.app.services.store.list(entity(name), { filter: { email } });
    return record?.id as string;
  };
  const ids = async (name: string) =>
    (await t.app.services.store.list(entity(name), { filter: {} })).map((record) => record.id);
  const confirm = (id: string) =>
    t.app.services.store.update(entity('NewsletterSubscriber'), id, { confirmed: true });

  /** Records just inside and just outside each period; answers what must remain. */
  async function seed() {
    for (const name of Object.keys(LEADS)) await t.app.services.store.deleteWhere(entity(name), {});
    await t.app.services.store.deleteWhere(entity('OutboxEmail'), {});
    const kept: string[] = [];
    for (const name of ['WaitlistSubscriber', 'ContactMessage', 'DemoRequest'] as const) {
      await backdate(
        name,
        await submit(name, `old-${name.toLowerCase()}@example.com`),
        daysAgo(1096),
      );
      const recent = await submit(name, `recent-${name.toLowerCase()}@example.com`);
      await backdate(name, recent, daysAgo(1094));
      kept.push(recent);
    }
    // Signed up four years ago, and again last month: the last contact counts.
    const returning = await submit('WaitlistSubscriber', 'back@example.com');
    await backdate('WaitlistSubscriber', returning, daysAgo(1460), daysAgo(30));
    kept.push(returning);

    const oldReader = await submit('NewsletterSubscriber', 'old-reader@example.com');
    await confirm(oldReader);
    await backdate('NewsletterSubscriber', oldReader, daysAgo(1096));
    const reader = await submit('NewsletterSubscriber', 'reader@example.com');
    await confirm(reader);
    await backdate('NewsletterSubscriber', reader, daysAgo(1094));
    const unconfirmedOld = await submit('NewsletterSubscriber', 'silent@example.com');
    await backdate('NewsletterSubscriber', unconfirmedOld, daysAgo(31));
    const unconfirmedNew = await submit('NewsletterSubscriber', 'pending@example.com');
    await backdate('NewsletterSubscriber', unconfirmedNew, daysAgo(29));
    kept.push(reader, unconfirmedNew);

    // E-mails: every submission wrote some (now); two are made older than the period.
    const emails = await ids('OutboxEmail');
    for (const id of emails.slice(0, 2)) await backdate('OutboxEmail', id, daysAgo(91));
    for (const id of emails.slice(2, 4)) await backdate('OutboxEmail', id, daysAgo(89));

    await t.app.services.store.deleteWhere(entity('WebhookDelivery'), {});
    const delivery = (status: string) =>
      t.app.services.store.create(entity('WebhookDelivery'), {
        webhook_id: 'w1',
        message_id: `msg_${status}`,
        event: 'lead.created',
        payload: '{}',
        status,
        attempts: 1,
      });
    await backdate('WebhookDelivery', (await delivery('delivered')).id, daysAgo(31));
    await backdate('WebhookDelivery', (await delivery('pending')).id, daysAgo(31));
    await backdate('WebhookDelivery', (await delivery('failed')).id, daysAgo(29));
    return { kept, gone: [oldReader, unconfirmedOld], emails: emails.length };
  }

  beforeEach(async () => {
    await t.app.services.store.deleteWhere(entity('OutboxEmail'), {});
  });

  it('deletes what is past each period, keeps what is just inside, and counts it', async () => {
    const { kept, gone, emails } = await seed();
    expect(await runRetention(t.app.services.store, t.config.retention)).toEqual(EXPECTED);
    const remaining = [
      ...(await ids('WaitlistSubscriber')),
      ...(await ids('ContactMessage')),
      ...(await ids('DemoRequest')),
      ...(await ids('NewsletterSubscriber')),
    ];
    expect(remaining.sort()).toEqual([...kept].sort());
    expect((await ids('OutboxEmail')).length).toBe(emails - 2);
    // A deleted subscriber's confirmation and unsubscribe links go with it (the store's hooks).
    const links = await t.database.db
      .selectFrom('newsletter_tokens')
      .select('subscriber_id')
      .execute();
    expect(links.some((link) => gone.includes(link.subscriber_id as string))).toBe(false);
    expect(links.length).toBeGreaterThan(0);
  });

  it('is idempotent, works in small batches, and tolerates two runs at once', async () => {
    await seed();
    const [first, second] = await Promise.all([
      runRetention(t.app.services.store, t.config.retention, { batchSize: 1 }),
      runRetention(t.app.services.store, t.config.retention, { batchSize: 1 }),
    ]);
    for (const [name, count] of Object.entries(EXPECTED)) {
      expect((first?.[name] ?? 0) + (second?.[name] ?? 0)).toBe(count);
    }
    const again = await runRetention(t.app.services.store, t.config.retention);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });

  it('honours the configured periods', async () => {
    await seed();
    const report = await runRetention(t.app.services.store, {
      ...t.config.retention,
      leadDays: 2000,
      unconfirmedNewsletterDays: 10,
      outboxDays: 1,
    });
    expect(report).toMatchObject({
      WaitlistSubscriber: 0,
      ContactMessage: 0,
      'NewsletterSubscriber (unconfirmed)': 2,
      OutboxEmail: 4,
    });
  });

  it('runs on its schedule and logs counts, never personal data', async () => {
    await seed();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const schedule = scheduleRetention(t.app.services.store, t.config.retention, pino(stream), {
      firstRunMs: 0,
    });
    for (let wait = 0; wait < 100 && !lines.some((line) => line.includes('retention job')); wait++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await schedule.stop();
    const done = lines.find((line) => line.includes('retention job done'));
    expect(JSON.parse(done ?? '{}').deleted).toEqual(EXPECTED);
    expect(lines.join('')).not.toMatch(/@|example/);
  });
});

const cli = path.resolve(import.meta.dirname, '../../dist/retention-cli.js');

describe.runIf(existsSync(cli))('npm run retention (built CLI)', () => {
  it('deletes expired records and prints the counts', async () => {
    const [sqlite] = testDatabases();
    const t = await startTestApp(sqlite as never, { RETENTION_JOB: 'false' });
    try {
      const outbox = await t.app.services.store.create(
        findEntity('OutboxEmail') as EntityDefinition,
        {
          to: 'ed@example.com',
          subject: 'S',
          text: 'T',
          kind: 'team-contact',
          language: 'fr',
          status: 'stored',
          attempts: 0,
        },
        { at: daysAgo(100) },
      );
      const output = execFileSync(process.execPath, [cli], {
        env: { ...process.env, DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(output).toMatch(/^OutboxEmail\t1$/m);
      expect(output).toContain('1 records deleted');
      expect(
        await t.app.services.store.get(findEntity('OutboxEmail') as EntityDefinition, outbox.id),
      ).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
