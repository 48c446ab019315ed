import { Writable } from 'node:stream';
import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { EntityStore } from '../entities/entity-store';
import { waitlistSignUp } from '../../test/records';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import { startTestApp, testDatabases, useTestApp, type TestApp } from '../../test/test-app';
import { MailService } from './mail-service';

const signUp = (n: number) => waitlistSignUp(`camille${n}@example.fr`);
const forms = [
  ['WaitlistSubscriber', signUp(0)],
  ['ContactMessage', { name: 'Sam', email: 'sam@example.com', message: 'Hi', language: 'en' }],
  ['DemoRequest', { name: 'Léa', email: 'lea@example.fr', company: 'Martin', language: 'fr' }],
  ['NewsletterSubscriber', { email: 'reader@example.com', language: 'en', consent: true }],
] as const;

async function outbox(t: TestApp) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${t.base}/OutboxEmail?sort=created_date`,
    headers: t.admin,
  });
  return response.json() as OutboxEmailRecord[];
}

describe.each(testDatabases())('the outbox without SMTP on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('stores every e-mail for admins to read and never sends any', async () => {
    for (const [entity, payload] of forms)
      expect((await t.postEntity(entity, payload)).statusCode).toBe(201);
    expect(t.app.services.mail.worker).toBeUndefined();
    expect(await t.app.services.mail.flush()).toBe(0);
    const emails = await outbox(t);
    expect(emails.map((email) => email.kind).sort()).toEqual([
      'confirm-contact',
      'confirm-demo',
      'confirm-waitlist',
      'newsletter-opt-in',
      'team-contact',
      'team-demo',
      'team-waitlist',
    ]);
    for (const email of emails) {
      expect(email).toMatchObject({ status: 'stored', attempts: 0 });
      expect(email.next_attempt_date).toBeUndefined();
      expect(email.text).toContain('Vitrine SAS');
    }
    for (const url of ['/OutboxEmail', '/OutboxEmail/count', `/OutboxEmail/${emails[0]!.id}`]) {
      const response = await t.app.inject({ method: 'GET', url: `${t.base}${url}` });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('camille');
    }
    expect((await t.postEntity('OutboxEmail', { ...emails[0], id: undefined })).statusCode).toBe(
      401,
    );
  });

  it('queues nothing for a honeypot submission or an admin’s create', async () => {
    const before = (await outbox(t)).length;
    expect(
      (await t.postEntity('WaitlistSubscriber', { ...signUp(1), website: 'x' })).statusCode,
    ).toBe(201);
    expect((await t.postEntity('WaitlistSubscriber', signUp(2), t.admin)).statusCode).toBe(201);
    expect(await outbox(t)).toHaveLength(before);
  });

  it('refuses a newsletter sign-up without the ticked consent box, and queues nothing', async () => {
    const before = (await outbox(t)).length;
    for (const [consent, rule] of [
      [undefined, 'required'],
      [false, 'const'],
      ['true', 'type'],
    ] as const) {
      const response = await t.postEntity('NewsletterSubscriber', {
        email: 'no-consent@example.com',
        language: 'fr',
        consent,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'consent', rule })]);
    }
    expect(await outbox(t)).toHaveLength(before);
  });

  it('ignores a confirmed flag sent by a visitor, and never shows it to them', async () => {
    const response = await t.postEntity('NewsletterSubscriber', {
      email: 'sneaky@example.com',
      language: 'fr',
      consent: true,
      confirmed: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().confirmed).toBeUndefined();
    const [stored] = (
      await t.app.inject({
        method: 'GET',
        url: `${t.base}/NewsletterSubscriber?email=sneaky@example.com`,
        headers: t.admin,
      })
    ).json();
    expect(stored.confirmed).toBeUndefined();
    const byAdmin = await t.postEntity(
      'NewsletterSubscriber',
      {
        email: 'imported@example.com',
        language: 'en',
        consent: true,
        confirmed: true,
        consent_note: 'Signed up at the 2026 trade fair stand',
      },
      t.admin,
    );
    expect(byAdmin.json().confirmed).toBe(true);
  });
});

describe.each(testDatabases())('an outbox that cannot be written on $name', (testDatabase) => {
  it('never fails the visitor: the record is stored, the failure logged without personal data', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()),
    });
    const t = await startTestApp(testDatabase, { LOG_LEVEL: 'info' }, { logStream });
    try {
      // camille0's e-mails cannot be written (inside the record's transaction), camille1's cannot
      // be built. By address, not by call: a write that fails in a batch is built again alone.
      vi.spyOn(t.app.services.mail.outbox, 'rows').mockImplementation((emails) => {
        if (emails.some((email) => email.to === 'camille0@example.fr'))
          return [{ table: 'no_such_table', values: { id: 'camille0@example.fr' } }];
        throw new Error('template broken for camille1@example.fr');
      });
      for (const n of [0, 1]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${t.base}/WaitlistSubscriber`,
          payload: signUp(n),
        });
        expect(response.statusCode).toBe(201);
      }
      const count = await t.app.inject({
        method: 'GET',
        url: `${t.base}/WaitlistSubscriber/count`,
        headers: t.admin,
      });
      expect(count.json()).toEqual({ count: 2 });
      expect(await outbox(t)).toEqual([]);
      const log = lines.join('');
      expect(log.match(/e-mail could not be queued/g)).toHaveLength(2);
      expect(log).not.toMatch(/camille|Durand/);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDatabases())('sending with retries on $name', (testDatabase) => {
  let t: TestApp;
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp(
      testDatabase,
      { SMTP_URL: smtp.url, MAIL_RETRY_MAX: '3' },
      { mailWorker: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => vi.useRealTimers());
  const later = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ms);
  };

  it('answers at once while SMTP refuses, retries with backoff, then sends', async () => {
    smtp.reject(true);
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.base}/WaitlistSubscriber`,
      payload: signUp(10),
    });
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);

    expect(await t.app.services.mail.flush()).toBe(0);
    let emails = await outbox(t);
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email).toMatchObject({ status: 'pending', attempts: 1 });
      expect(email.last_error).toContain('451');
      expect(Date.parse(email.next_attempt_date!)).toBeGreaterThan(Date.now() + 50_000);
    }
    expect(await t.app.services.mail.flush()).toBe(0);
    expect((await outbox(t)).map((email) => email.attempts)).toEqual([1, 1]);

    smtp.reject(false);
    later(61_000);
    expect(await t.app.services.mail.flush()).toBe(2);
    emails = await outbox(t);
    expect(emails.map((email) => [email.status, email.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(smtp.received.map((mail) => mail.recipients[0]).sort()).toEqual([
      'bonjour@vitrine.example',
      'camille10@example.fr',
    ]);
  });

  it('retries when the SMTP server is down, and marks e-mails failed after MAIL_RETRY_MAX', async () => {
    const port = smtp.port;
    await smtp.close();
    await t.app.inject({ method: 'POST', url: `${t.base}/ContactMessage`, payload: forms[1][1] });
    await t.app.services.mail.flush();
    const pending = (await outbox(t)).filter((email) => email.status === 'pending');
    expect(pending.map((email) => email.attempts)).toEqual([1, 1]);
    expect(pending[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    later(61_000);
    await t.app.services.mail.flush();
    later(2 * 61_000 + 61_000);
    await t.app.services.mail.flush();
    const failed = (await outbox(t)).filter((email) => email.kind.endsWith('contact'));
    expect(failed.map((email) => [email.status, email.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    expect(failed[0]!.next_attempt_date).toBeUndefined();
    smtp = await startSmtpListener(port);
    expect(await t.app.services.mail.flush()).toBe(0);
  });

  it('never sends one e-mail twice with two workers on the same database', async () => {
    const before = smtp.received.length;
    for (let n = 100; n < 115; n += 1) {
      await t.app.inject({
        method: 'POST',
        url: `${t.base}/WaitlistSubscriber`,
        payload: signUp(n),
      });
    }
    const database = openDatabase(t.config.databaseUrl);
    const other = new MailService({
      config: t.config,
      database,
      store: new EntityStore(database),
      log: t.app.log,
    });
    try {
      const [first, second] = await Promise.all([t.app.services.mail.flush(), other.flush()]);
      expect(first + second).toBe(30);
      const received = smtp.received.slice(before);
      expect(received).toHaveLength(30);
      expect(new Set(received.map((mail) => mail.headers['message-id'])).size).toBe(30);

      // The claim itself: two instances racing for one e-mail, exactly one wins.
      await t.app.inject({
        method: 'POST',
        url: `${t.base}/WaitlistSubscriber`,
        payload: signUp(200),
      });
      const [email] = await t.app.services.mail.outbox.due(new Date(), 1);
      const now = new Date();
      const lease = new Date(now.getTime() + 60_000);
      const claims = await Promise.all([
        t.app.services.mail.outbox.claim(email!, now, lease),
        other.outbox.claim(email!, now, lease),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    } finally {
      await other.close();
      await database.close();
    }
  });
});

describe('the background worker', () => {
  it('sends soon after a sign-up, and stops with the app', async () => {
    const smtp = await startSmtpListener();
    const t = await startTestApp(testDatabases()[0]!, { SMTP_URL: smtp.url });
    try {
      await t.app.inject({ method: 'POST', url: `${t.base}/DemoRequest`, payload: forms[2][1] });
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
