import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { CHROME_WINDOWS, pageview, rowsOf, track } from '../../../test/track-events';

const person = (email: string) => ({
  firstName: 'Inès',
  lastName: 'Roux',
  email,
  company: 'Roux',
  language: 'fr',
});

describe.each(testDatabases())('conversions of visitors’ leads on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const visitor = { address: '192.0.2.40' };

  /** A form sent from the visitor's browser (same address and user agent as its tracker). */
  const submit = (entity: string, payload: object, address = visitor.address, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${t.base}/${entity}`,
      remoteAddress: address,
      headers: {
        'user-agent': CHROME_WINDOWS,
        referer: 'http://localhost:3000/liste-d-attente',
        ...headers,
      },
      payload,
    });
  const origin = (entity: string, id: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/analytics/leads/${entity}/${id}`,
      headers,
    });

  it('attributes a lead to the visit that sent it, and deletes the conversion with the lead', async () => {
    const landing = pageview(
      '/tarifs?utm_source=linkedin&utm_medium=social&utm_campaign=salon-2026',
      'https://www.linkedin.com/',
    );
    await track(t, visitor, { events: [landing, pageview('/liste-d-attente')] });
    const created = await submit('WaitlistSubscriber', person('ines@example.fr'));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const [conversion, ...others] = await rowsOf(t, 'conversions');
    expect(others).toEqual([]);
    expect(conversion).toMatchObject({
      goal: 'Waitlist',
      entity: 'WaitlistSubscriber',
      record_id: id,
      entry_page: '/tarifs',
      source: 'LinkedIn',
      utm_campaign: 'salon-2026',
    });
    const [visit] = await rowsOf(t, 'sessions');
    expect(conversion!.session_id).toBe(visit!.id);
    expect(Number(visit!.conversions)).toBe(1);

    const answer = await origin('WaitlistSubscriber', id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      goal: 'Waitlist',
      converted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      page: '/liste-d-attente',
      entry_page: '/tarifs',
      source: 'LinkedIn',
      referrer: 'linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'salon-2026',
    });
    expect((await origin('WaitlistSubscriber', id, {})).statusCode).toBe(401);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/WaitlistSubscriber/${id}`,
      headers: t.admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf(t, 'conversions')).toEqual([]);
    expect(Number((await rowsOf(t, 'sessions'))[0]!.conversions)).toBe(0);
    expect((await origin('WaitlistSubscriber', id)).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('records one goal per lead entity, and none for honeypots, admins or other entities', async () => {
    const before = (await rowsOf(t, 'conversions')).length;
    const address = '192.0.2.41';
    const email = 'sam@example.com';
    await submit(
      'ContactMessage',
      { name: 'Sam', email, message: 'Bonjour', language: 'fr' },
      address,
    );
    await submit('DemoRequest', { name: 'Sam', email, company: 'S', language: 'fr' }, address);
    await submit('NewsletterSubscriber', { email, language: 'fr', consent: true }, address);
    await submit(
      'ContactMessage',
      { name: 'Bot', email, message: 'x', language: 'fr', website: 'spam' },
      address,
    );
    await submit('WaitlistSubscriber', person('admin-made@example.fr'), address, t.admin);
    const rows = (await rowsOf(t, 'conversions')).slice(before);
    expect(rows.map((row) => row.goal)).toEqual(['Contact', 'Demo', 'Newsletter']);
    // No visit tracked from this browser: the lead counts, with no attribution.
    expect(rows.map((row) => [row.session_id, row.source])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('deletes conversions with the leads a privacy erasure deletes', async () => {
    const address = '192.0.2.42';
    await track(t, { address }, { events: [pageview('/demo')] });
    const email = 'erase-me@example.fr';
    await submit('DemoRequest', { name: 'E', email, company: 'E', language: 'fr' }, address);
    const count = async () =>
      (await rowsOf(t, 'conversions')).filter((r) => r.goal === 'Demo').length;
    const before = await count();
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/privacy/erase`,
      headers: t.admin,
      payload: { email },
    });
    expect(erased.statusCode).toBe(200);
    expect(await count()).toBe(before - 1);
  });
  it('records one conversion per lead: a second sign-up of the same address adds none', async () => {
    const address = '192.0.2.43';
    await track(t, { address }, { events: [pageview('/newsletter')] });
    const payload = { email: 'twice@example.fr', language: 'fr', consent: true };
    const first = await submit('NewsletterSubscriber', payload, address);
    const second = await submit('NewsletterSubscriber', payload, address);
    expect(second.json().id).toBe(first.json().id);
    const rows = (await rowsOf(t, 'conversions')).filter((r) => r.record_id === first.json().id);
    expect(rows).toHaveLength(1);
    const visits = (await rowsOf(t, 'sessions')).filter((r) => r.id === rows[0]!.session_id);
    expect(visits.map((r) => Number(r.conversions))).toEqual([1]);
  });

  it('counts leads sent at the same moment once each, on the visits that sent them', async () => {
    const visitors = ['192.0.2.50', '192.0.2.51'];
    for (const address of visitors) await track(t, { address }, { events: [pageview('/demo')] });
    // Two different leads of each visitor, and one address sent twice, all at the same moment.
    const sent = await Promise.all([
      ...visitors.flatMap((address, index) => [
        submit('WaitlistSubscriber', person(`moment-${index}-a@example.fr`), address),
        submit('WaitlistSubscriber', person(`moment-${index}-b@example.fr`), address),
      ]),
      submit('WaitlistSubscriber', person('moment-twice@example.fr'), visitors[0]),
      submit('WaitlistSubscriber', person('moment-twice@example.fr'), visitors[0]),
    ]);
    expect(sent.map((answer) => answer.statusCode)).toEqual(sent.map(() => 201));
    const ids = new Set(sent.map((answer) => answer.json().id as string));
    expect(ids.size).toBe(5);
    const rows = (await rowsOf(t, 'conversions')).filter((row) => ids.has(String(row.record_id)));
    expect(rows).toHaveLength(5);
    const visits = (await rowsOf(t, 'sessions')).filter((row) =>
      rows.some((conversion) => conversion.session_id === row.id),
    );
    expect(visits.map((visit) => Number(visit.conversions)).sort()).toEqual([2, 3]);
    for (const row of rows)
      expect(row).toMatchObject({ entry_page: '/demo', page: '/liste-d-attente' });
  });

  it('stores the leads and their e-mails when their conversions cannot be written', async () => {
    const table = sql.table(ANALYTICS_TABLES.conversions);
    await sql`ALTER TABLE ${table} RENAME TO analytics_conversions_away`.execute(t.database.db);
    try {
      const emails = ['broken-a@example.fr', 'broken-b@example.fr'];
      const sent = await Promise.all(
        emails.map((email) => submit('WaitlistSubscriber', person(email))),
      );
      expect(sent.map((answer) => answer.statusCode)).toEqual([201, 201]);
      const stored = await t.app.inject({
        method: 'GET',
        url: `${t.base}/WaitlistSubscriber?q=${encodeURIComponent(JSON.stringify({ email: { $in: emails } }))}`,
        headers: t.admin,
      });
      expect(
        stored
          .json()
          .map((record: { email: string }) => record.email)
          .sort(),
      ).toEqual(emails);
      const mails = await t.app.inject({
        method: 'GET',
        url: `${t.base}/OutboxEmail?q=${encodeURIComponent(JSON.stringify({ to: { $in: emails } }))}`,
        headers: t.admin,
      });
      // Each lead's confirmation (the team's notice goes to the team's address).
      expect(mails.json()).toHaveLength(2);
    } finally {
      await sql`ALTER TABLE analytics_conversions_away RENAME TO ${table}`.execute(t.database.db);
    }
  });

  it('records no conversion for the clients the tracker ignores (robots, no user agent)', async () => {
    const before = (await rowsOf(t, 'conversions')).length;
    const address = '192.0.2.44';
    const lead = (email: string) => ({ name: 'C', email, company: 'C', language: 'fr' });
    await submit('DemoRequest', lead('curl@example.fr'), address, { 'user-agent': 'curl/8.4.0' });
    await submit('DemoRequest', lead('none@example.fr'), address, { 'user-agent': '' });
    await submit('DemoRequest', lead('gbot@example.fr'), address, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect((await rowsOf(t, 'conversions')).length).toBe(before);
  });
});
