import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from '../../test/test-app';

const PERSON = 'ines.roux@example.fr';
const OTHER = 'sam@example.com';

describe.each(testDatabases())('erasure on $name', (testDatabase) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()),
    });
    t = await startTestApp(testDatabase, { LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(() => t.close());

  const erase = (payload: object, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/privacy/erase`,
      headers,
      payload,
    });
  const count = async (entity: string, q: object = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/${entity}/count?q=${encodeURIComponent(JSON.stringify(q))}`,
      headers: t.admin,
    });
    return response.json().count as number;
  };

  async function submitEverything(email: string) {
    const lead = { firstName: 'Inès', lastName: 'Roux', email, company: 'Roux', language: 'fr' };
    expect((await t.postEntity('WaitlistSubscriber', lead)).statusCode).toBe(201);
    const message = { name: 'Inès', email, message: 'Bonjour', language: 'fr' };
    expect((await t.postEntity('ContactMessage', message)).statusCode).toBe(201);
    expect((await t.postEntity('ContactMessage', message)).statusCode).toBe(201);
    const demo = { name: 'Inès', email, company: 'Roux', language: 'fr' };
    expect((await t.postEntity('DemoRequest', demo)).statusCode).toBe(201);
    const reader = { email, language: 'fr', consent: true };
    expect((await t.postEntity('NewsletterSubscriber', reader)).statusCode).toBe(201);
  }

  it('deletes every record and e-mail of the address in one go, and nothing else', async () => {
    await submitEverything(PERSON);
    await submitEverything(OTHER);
    const changed: string[] = [];
    t.app.services.store.on('*', { committed: (entity) => changed.push(entity) });

    const response = await erase({ email: '  Ines.ROUX@example.fr ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: PERSON,
      deleted: {
        WaitlistSubscriber: 1,
        ContactMessage: 2,
        DemoRequest: 1,
        NewsletterSubscriber: 1,
        // For each of the four forms a confirmation and a team notification, and the opt-in.
        OutboxEmail: 9,
      },
    });
    for (const entity of ['WaitlistSubscriber', 'ContactMessage', 'DemoRequest']) {
      expect(await count(entity, { email: PERSON })).toBe(0);
      expect(await count(entity, { email: OTHER })).toBeGreaterThan(0);
    }
    expect(await count('OutboxEmail', { $or: [{ to: PERSON }, { reply_to: PERSON }] })).toBe(0);
    expect(await count('OutboxEmail', { $or: [{ to: OTHER }, { reply_to: OTHER }] })).toBe(9);
    // The newsletter links went with the subscriber (the other one keeps its two).
    const links = await t.database.db.selectFrom('newsletter_tokens').selectAll().execute();
    expect(links).toHaveLength(2);
    // Caches are told, through the store's change listeners (and the audit trail has its event).
    expect(changed.sort()).toEqual([
      'AuditEvent',
      'ContactMessage',
      'DemoRequest',
      'NewsletterSubscriber',
      'OutboxEmail',
      'WaitlistSubscriber',
    ]);
  });

  it('logs who erased and how much, never the address', async () => {
    const audit = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'personal data erased');
    expect(audit.adminId).toMatch(/^[a-f0-9]{24}$/);
    expect(audit.deleted.ContactMessage).toBe(2);
    expect(lines.join('\n')).not.toMatch(/ines\.roux/i);
  });

  it('answers zero counts for an unknown address, 422 for a malformed one, 400 for a missing one, 401 for visitors', async () => {
    const unknown = await erase({ email: 'nobody@example.org' });
    expect(unknown.json().deleted).toEqual({
      WaitlistSubscriber: 0,
      ContactMessage: 0,
      DemoRequest: 0,
      NewsletterSubscriber: 0,
      OutboxEmail: 0,
    });
    // Not an address: 422. Not text at all: the request is not the route's shape, 400.
    const cases = [
      ['not-an-address', 422],
      ['', 422],
      [42, 400],
      [undefined, 400],
    ] as const;
    for (const [email, status] of cases) {
      const response = await erase({ email });
      expect(response.statusCode).toBe(status);
      expect(response.json().errors[0].field).toBe('email');
    }
    expect((await erase({ email: OTHER }, {})).statusCode).toBe(401);
    expect(await count('WaitlistSubscriber', { email: OTHER })).toBe(1);
  });
});
