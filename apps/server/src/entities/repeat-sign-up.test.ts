import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { describe, expect, it } from 'vitest';
import { tableFor } from '../db/table-names';
import { testDatabases, useTestApp } from '../../test/test-app';

const DAY_MS = 24 * 3_600_000;

const first = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  company: 'Boulangerie Durand',
  role: 'Gérante',
  interests: ['scheduling', 'analytics'],
  language: 'fr',
};
/** A second sign-up with the same address: other names, fewer fields, one new field. */
const again = {
  firstName: 'Someone',
  lastName: 'Else',
  email: ' Camille@Example.FR ',
  company: 'Other',
  screensCount: '6-20',
  language: 'en',
};

describe.each(testDatabases())('a repeat sign-up on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const stored = async (entity: string) =>
    (
      await t.app.inject({ method: 'GET', url: `${t.base}/${entity}`, headers: t.admin })
    ).json() as Record<string, unknown>[];
  const mailsTo = async (address: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${t.base}/OutboxEmail?q=${encodeURIComponent(JSON.stringify({ $or: [{ to: address }, { reply_to: address }] }))}`,
        headers: t.admin,
      })
    ).json() as OutboxEmailRecord[];
  const tokens = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('newsletter_tokens')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Moves a record's last contact back in time, as if it had signed up that long ago. */
  const lastContactAgo = (entity: string, email: string, ms: number) =>
    t.database.db
      .updateTable(tableFor(entity))
      .set({ updated_date: new Date(Date.now() - ms).toISOString() })
      .where('unique_key', '=', email)
      .execute();

  it('keeps every stored answer, fills only the empty fields, and notes the new contact', async () => {
    expect((await t.postEntity('WaitlistSubscriber', first)).statusCode).toBe(201);
    const [before] = await stored('WaitlistSubscriber');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await t.postEntity('WaitlistSubscriber', again)).statusCode).toBe(201);
    const records = await stored('WaitlistSubscriber');
    expect(records).toHaveLength(1);
    expect(records[0]).toEqual({
      ...before,
      screensCount: '6-20',
      updated_date: expect.any(String),
    });
    expect(records[0]!.updated_date! > before!.updated_date!).toBe(true);
  });

  it('queues no second confirmation or team e-mail the same day, and again after a day', async () => {
    const queued = () => mailsTo('camille@example.fr');
    expect((await queued()).map((mail) => mail.kind).sort()).toEqual([
      'confirm-waitlist',
      'team-waitlist',
    ]);
    expect((await t.postEntity('WaitlistSubscriber', again)).statusCode).toBe(201);
    expect(await queued()).toHaveLength(2);

    await lastContactAgo('WaitlistSubscriber', 'camille@example.fr', DAY_MS + 60_000);
    expect((await t.postEntity('WaitlistSubscriber', again)).statusCode).toBe(201);
    const later = await queued();
    expect(later.map((mail) => mail.kind).sort()).toEqual([
      'confirm-waitlist',
      'confirm-waitlist',
      'team-waitlist',
      'team-waitlist',
    ]);
    // The first sign-up's language and names, never the repeat's.
    const newest = later.filter((mail) => mail.kind === 'confirm-waitlist').at(-1)!;
    expect(newest.language).toBe('fr');
    const team = later.filter((mail) => mail.kind === 'team-waitlist').at(-1)!;
    expect(team.text).toContain('Camille');
    expect(team.text).not.toContain('Someone');
  });

  it('sends at most one newsletter opt-in a day, with no new links in between', async () => {
    const reader = { email: 'reader@example.com', language: 'en', consent: true };
    expect((await t.postEntity('NewsletterSubscriber', reader)).statusCode).toBe(201);
    const links = await tokens();
    for (const language of ['fr', 'en'])
      expect((await t.postEntity('NewsletterSubscriber', { ...reader, language })).statusCode).toBe(
        201,
      );
    expect(await mailsTo('reader@example.com')).toHaveLength(1);
    expect(await tokens()).toBe(links);
    expect(await stored('NewsletterSubscriber')).toMatchObject([{ language: 'en' }]);

    await lastContactAgo('NewsletterSubscriber', 'reader@example.com', DAY_MS + 60_000);
    expect((await t.postEntity('NewsletterSubscriber', reader)).statusCode).toBe(201);
    expect(await mailsTo('reader@example.com')).toHaveLength(2);
    expect(await tokens()).toBe(links + 2);
  });

  it('answers a known address exactly as a new one, never with what is stored', async () => {
    for (const [entity, known, submission] of [
      ['WaitlistSubscriber', 'camille@example.fr', again],
      ['NewsletterSubscriber', 'reader@example.com', { language: 'fr', consent: true }],
    ] as const) {
      const unknown = `new-${entity.toLowerCase()}@example.com`;
      const fresh = await t.postEntity(entity, { ...submission, email: unknown });
      const repeat = await t.postEntity(entity, { ...submission, email: known });
      expect(repeat.statusCode).toBe(fresh.statusCode);
      const shape = (body: Record<string, unknown>) => ({
        ...body,
        id: typeof body.id,
        email: typeof body.email,
        created_date: typeof body.created_date,
        updated_date: typeof body.updated_date,
      });
      expect(Object.keys(repeat.json())).toEqual(Object.keys(fresh.json()));
      expect(shape(repeat.json())).toEqual(shape(fresh.json()));
      expect(repeat.json().created_date).toBe(repeat.json().updated_date);
      expect(repeat.body).not.toMatch(/Camille|Durand|Boulangerie|Gérante|scheduling/);
    }
  });

  it('stores sign-ups sent at the same moment once each, the same address twice included', async () => {
    const addresses = Array.from({ length: 24 }, (_, index) => `together-${index}@example.com`);
    // One address three times in the same moment, as a double click and a retry would send it.
    const twice = ['twice@example.com', ' Twice@Example.com', 'TWICE@example.com '];
    const answers = await Promise.all(
      [...addresses, ...twice].map((email) =>
        t.postEntity('WaitlistSubscriber', { ...first, email }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const records = (await stored('WaitlistSubscriber')).filter((record) =>
      /together-|twice@/.test(String(record.email)),
    );
    expect(records.map((record) => record.email).sort()).toEqual(
      [...addresses, 'twice@example.com'].sort(),
    );
    for (const email of [addresses[0]!, addresses[23]!, 'twice@example.com']) {
      expect((await mailsTo(email)).map((mail) => mail.kind).sort()).toEqual([
        'confirm-waitlist',
        'team-waitlist',
      ]);
    }
  });
});
