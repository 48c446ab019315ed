import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { describe, expect, it } from 'vitest';
import { UnsubscribeLinks } from '../campaigns/sending/unsubscribe-links';
import { testDatabases, useTestApp } from '../../test/test-app';

const NOTE = 'Inscrite au salon Retail Tech, Lyon, 12 mars 2026 (formulaire papier)';

async function multipart(content: string, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe.each(testDatabases())('subscribers an admin imports as confirmed, on $name', (db) => {
  const t = useTestApp(db, { SMTP_URL: 'smtp://127.0.0.1:9' }, { mailWorker: false });

  const subscriber = async (email: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${t.base}/NewsletterSubscriber?email=${encodeURIComponent(email)}`,
        headers: t.admin,
      })
    ).json()[0];
  const mailsTo = (email: string) =>
    t.app.services.store.list(OutboxEmail, { filter: { to: email } });
  const importCsv = async (csv: string) => {
    const { payload, contentType } = await multipart(csv, 'abonnes.csv');
    return t.app.inject({
      method: 'POST',
      url: `${t.base}/NewsletterSubscriber/import`,
      payload,
      headers: { ...t.admin, 'content-type': contentType },
    });
  };
  const base = { language: 'fr', consent: true };

  it('needs a consent_note to create a confirmed subscriber (422 naming it, nothing stored)', async () => {
    const refused = await t.postEntity(
      'NewsletterSubscriber',
      { ...base, email: 'sans-note@example.fr', confirmed: true },
      t.admin,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'consent_note', rule: 'required' }),
    ]);
    expect(await subscriber('sans-note@example.fr')).toBeUndefined();
    const blank = await t.postEntity(
      'NewsletterSubscriber',
      { ...base, email: 'sans-note@example.fr', confirmed: true, consent_note: '   ' },
      t.admin,
    );
    expect(blank.statusCode).toBe(422);

    const created = await t.postEntity(
      'NewsletterSubscriber',
      { ...base, email: 'avec-note@example.fr', confirmed: true, consent_note: NOTE },
      t.admin,
    );
    expect(created.statusCode).toBe(201);
    expect(await subscriber('avec-note@example.fr')).toMatchObject({
      confirmed: true,
      consent_note: NOTE,
    });
    // No opt-in e-mail for a subscriber whose consent was obtained elsewhere.
    expect(await mailsTo('avec-note@example.fr')).toEqual([]);
  });

  it('refuses a bulk create whole when one confirmed record has no note', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${t.base}/NewsletterSubscriber/bulk`,
      headers: t.admin,
      payload: [
        { ...base, email: 'bulk-1@example.fr', confirmed: true, consent_note: NOTE },
        { ...base, email: 'bulk-2@example.fr', confirmed: true },
        { ...base, email: 'bulk-3@example.fr' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: '[1].consent_note' }),
    ]);
    expect(await subscriber('bulk-1@example.fr')).toBeUndefined();
  });

  it('imports a CSV with consent notes, reports a row without one, and exports the notes', async () => {
    const missing = await importCsv(
      `email;language;consent;confirmed;consent_note\nun@example.fr;fr;oui;oui;${NOTE}\ndeux@example.fr;fr;oui;oui;\n`,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().rejected).toEqual([
      { row: 2, errors: [expect.objectContaining({ field: 'consent_note' })] },
    ]);
    expect(await subscriber('un@example.fr')).toBeUndefined();

    const single = await importCsv(
      `email,language,consent,confirmed\nseul@example.fr,fr,true,true\n`,
    );
    expect(single.json().rejected).toEqual([
      { row: 1, errors: [expect.objectContaining({ field: 'consent_note' })] },
    ]);

    const imported = await importCsv(
      `email,language,consent,confirmed,consent_note\nun@example.fr,fr,true,true,"${NOTE}"\ntwo@example.com,en,true,true,Webinar sign-up 2026-02-03\n`,
    );
    expect(imported.statusCode).toBe(200);
    expect(await mailsTo('un@example.fr')).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${t.base}/NewsletterSubscriber/export?raw=true&q=${encodeURIComponent(JSON.stringify({ email: 'un@example.fr' }))}`,
      headers: t.admin,
    });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',')).toContain('consent_note');
    expect(row).toContain(NOTE);
  });

  it('never lets a visitor set confirmed, consent_note or bouncing, nor see them', async () => {
    const response = await t.postEntity('NewsletterSubscriber', {
      ...base,
      email: 'visiteur@example.fr',
      confirmed: true,
      consent_note: 'moi-même',
      bouncing: false,
    });
    expect(response.statusCode).toBe(201);
    for (const field of ['confirmed', 'consent_note', 'bouncing'])
      expect(response.json()[field]).toBeUndefined();
    const stored = await subscriber('visiteur@example.fr');
    for (const field of ['confirmed', 'consent_note', 'bouncing'])
      expect(stored[field]).toBeUndefined();
    // The visitor gets the double opt-in e-mail, as ever.
    expect(await mailsTo('visiteur@example.fr')).toHaveLength(1);

    // Signing up again with an imported address keeps what the admin stored.
    const again = await t.postEntity('NewsletterSubscriber', {
      ...base,
      email: 'avec-note@example.fr',
      consent_note: 'autre chose',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().consent_note).toBeUndefined();
    expect(await subscriber('avec-note@example.fr')).toMatchObject({
      confirmed: true,
      consent_note: NOTE,
    });
  });

  it('needs a consent_note to mark an unconfirmed subscriber confirmed, but not for its owner', async () => {
    const created = await t.postEntity(
      'NewsletterSubscriber',
      { ...base, email: 'a-confirmer@example.fr' },
      t.admin,
    );
    const url = `${t.base}/NewsletterSubscriber/${created.json().id}`;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: t.admin, payload });
    const refused = await put({ confirmed: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'consent_note' })]);
    const many = await t.app.inject({
      method: 'PATCH',
      url: `${t.base}/NewsletterSubscriber/update-many`,
      headers: t.admin,
      payload: { query: { email: 'a-confirmer@example.fr' }, data: { $set: { confirmed: true } } },
    });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual([expect.objectContaining({ field: 'consent_note' })]);
    expect((await subscriber('a-confirmer@example.fr')).confirmed).toBeUndefined();
    const confirmed = await put({ confirmed: true, consent_note: NOTE });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmed: true, consent_note: NOTE });
    // Editing an already confirmed subscriber (confirmed by its owner: no note) is not refused.
    const owner = await t.app.services.store.create(NewsletterSubscriber, {
      ...base,
      email: 'proprietaire@example.fr',
    });
    await t.app.services.store.update(NewsletterSubscriber, owner.id, { confirmed: true });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/NewsletterSubscriber/${owner.id}`,
      headers: t.admin,
      payload: { language: 'en' },
    });
    expect(edited.statusCode).toBe(200);
  });

  it('lets an admin clear bouncing', async () => {
    const { store } = t.app.services;
    const record = await subscriber('two@example.com');
    await store.update(NewsletterSubscriber, record.id, { bouncing: true });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/NewsletterSubscriber/${record.id}`,
      headers: t.admin,
      payload: { bouncing: false },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().bouncing).toBe(false);
    const removed = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/NewsletterSubscriber/${record.id}`,
      headers: t.admin,
      payload: { bouncing: null },
    });
    expect(removed.json().bouncing).toBeUndefined();
  });

  it('unsubscribes an imported subscriber through the link a campaign gives them', async () => {
    const record = await subscriber('un@example.fr');
    const links = new UnsubscribeLinks(t.database);
    const token = (await links.tokensFor([record.id])).get(record.id)!;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/newsletter/unsubscribe`,
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(await subscriber('un@example.fr')).toBeUndefined();
  });
});
