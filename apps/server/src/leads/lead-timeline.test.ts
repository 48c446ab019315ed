import { User } from '@vitrine/contract/entities/user';
import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_TIMELINE_MAX_ENTRIES,
} from '@vitrine/contract/entities/field-options';
import type { LeadTimelineEntry } from '@vitrine/contract/entities/lead-timeline-entry';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestAppWithSmtp } from '../../test/test-app';
import { LEAD_TIMELINE_TABLE } from './lead-timeline';

const SITE = 'https://vitrine.example';
const PASSWORD = 'a-timeline-password';
const LONG_MESSAGE = `Bonjour, nous équipons 40 magasins. ${'Détails sans fin. '.repeat(40)}FIN-SECRÈTE`;

type Lead = Record<string, unknown> & { id: string };

describe.each(testDatabases())('lead timelines on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, { PUBLIC_URL: SITE });
  const people = { adaId: '', ada: { authorization: '' }, ownerId: '', ownerName: '' };

  beforeAll(async () => {
    const { store, accounts } = t.app.services;
    const ada = await store.create(User, {
      email: 'ada@vitrine.test',
      full_name: 'Ada Lovelace',
      role: 'sales',
      language: 'en',
    });
    await accounts.setPassword(ada.id, PASSWORD);
    people.adaId = ada.id;
    people.ada = { authorization: `Bearer ${await t.login('ada@vitrine.test', PASSWORD)}` };
    const [owner] = await store.list(User, { filter: { email: 'admin@vitrine.test' }, limit: 1 });
    people.ownerId = owner!.id;
    await store.update(User, owner!.id, { full_name: 'Olivia Owner' });
  });

  const newLead = async (entity: 'ContactMessage' | 'DemoRequest', extra: object = {}) => {
    const payload =
      entity === 'ContactMessage'
        ? { name: 'Chloé Durand', email: 'chloe@example.fr', message: LONG_MESSAGE, language: 'fr' }
        : { name: 'Léa Martin', email: 'lea@example.fr', company: 'Martin & Fils', language: 'fr' };
    const response = await t.postEntity(entity, { ...payload, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as Lead).id;
  };
  const put = (entity: string, id: string, payload: object, headers = t.admin) =>
    t.app.inject({ method: 'PUT', url: `${t.base}/${entity}/${id}`, headers, payload });
  const timelineOf = async (entity: string, id: string, headers = t.admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/leads/${entity}/${id}/timeline`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { entries: LeadTimelineEntry[] }).entries;
  };
  const sent = async () => {
    await t.app.services.mail.flush();
    return smtp.received.splice(0);
  };

  it('records status changes, assignments and notes with their author, newest first', async () => {
    const id = await newLead('ContactMessage');
    await sent();
    expect(await timelineOf('ContactMessage', id)).toEqual([]);
    const first = await put('ContactMessage', id, {
      status: 'in_progress',
      assignee_id: people.adaId,
      notes: 'Appelée, rappeler jeudi.',
    });
    expect(first.statusCode, first.body).toBe(200);
    // Ada (sales) works it through the same entity route: her own note and a status.
    const second = await put(
      'ContactMessage',
      id,
      { status: 'answered', notes: 'Devis envoyé.' },
      people.ada,
    );
    expect(second.statusCode, second.body).toBe(200);
    // Unchanged fields add nothing.
    await put('ContactMessage', id, { status: 'answered', notes: 'Devis envoyé.' });
    await put('ContactMessage', id, { assignee_id: '' });

    const entries = await timelineOf('ContactMessage', id, people.ada);
    const owner = { id: people.ownerId, name: 'Olivia Owner' };
    const ada = { id: people.adaId, name: 'Ada Lovelace' };
    expect(entries.map(({ id: _id, at: _at, ...entry }) => entry)).toEqual([
      { kind: 'unassigned', author: owner, assignee: ada },
      { kind: 'note', author: ada, text: 'Devis envoyé.' },
      { kind: 'status', author: ada, from: 'in_progress', to: 'answered' },
      { kind: 'note', author: owner, text: 'Appelée, rappeler jeudi.' },
      { kind: 'assigned', author: owner, assignee: ada },
      { kind: 'status', author: owner, from: 'new', to: 'in_progress' },
    ]);
    for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
    // The record keeps the latest note (the exports' « Notes »).
    const stored = await t.app.inject({
      method: 'GET',
      url: `${t.base}/ContactMessage/${id}`,
      headers: t.admin,
    });
    expect(stored.json()).toMatchObject({ notes: 'Devis envoyé.', status: 'answered' });
    expect(stored.json()).not.toHaveProperty('assignee_id');
  });

  it('mails the assignee in their language with an excerpt and a link, never to yourself', async () => {
    const contact = await newLead('ContactMessage');
    await sent();
    await put('ContactMessage', contact, { assignee_id: people.adaId });
    const [mail, ...others] = await sent();
    expect(others).toEqual([]);
    expect(mail!.recipients).toEqual(['ada@vitrine.test']);
    expect(mail!.subject).toBe('You have been given a contact message: Chloé Durand');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Hello Ada Lovelace,');
      expect(body).toContain('assigned to you by Olivia Owner');
      expect(body).toContain('Bonjour, nous équipons 40 magasins.');
      expect(body).toContain(`${SITE}/admin/leads/contact?lead=${contact}`);
      // An excerpt only, never the whole message.
      expect(body).not.toContain('FIN-SECRÈTE');
    }

    // The owner's language is French (none stored); assigning to yourself sends nothing.
    const demo = await newLead('DemoRequest');
    await sent();
    await put('DemoRequest', demo, { assignee_id: people.ownerId }, people.ada);
    const [french] = await sent();
    expect(french!.recipients).toEqual(['admin@vitrine.test']);
    expect(french!.subject).toBe('On vous a confié une demande de démo\u00a0: Léa Martin');
    expect(french!.text).toContain('Entreprise\u00a0: Martin & Fils');
    expect(french!.text).toContain('qui vous a été attribuée par Ada Lovelace');
    await put('DemoRequest', demo, { assignee_id: people.adaId }, people.ada);
    expect(await sent()).toEqual([]);
    const [assigned] = await timelineOf('DemoRequest', demo);
    expect(assigned).toMatchObject({
      kind: 'assigned',
      author: { name: 'Ada Lovelace' },
      assignee: { name: 'Ada Lovelace' },
    });
  });

  it('records writes of every path: bulk update and update-many', async () => {
    const id = await newLead('ContactMessage', { email: 'bulk@example.fr' });
    const bulk = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/ContactMessage/bulk`,
      headers: t.admin,
      payload: [{ id, status: 'in_progress' }],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const many = await t.app.inject({
      method: 'PATCH',
      url: `${t.base}/ContactMessage/update-many`,
      headers: t.admin,
      payload: { query: { email: 'bulk@example.fr' }, data: { $set: { status: 'archived' } } },
    });
    expect(many.statusCode, many.body).toBe(200);
    const entries = await timelineOf('ContactMessage', id);
    expect(entries.map((entry) => [entry.kind, entry.to])).toEqual([
      ['status', 'archived'],
      ['status', 'in_progress'],
    ]);
  });

  it('refuses a note past its length and a timeline past its bound, keeping the lead', async () => {
    const id = await newLead('ContactMessage', { email: 'bound@example.fr' });
    const long = await put('ContactMessage', id, { notes: 'x'.repeat(LEAD_NOTE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(422);
    // Fill the timeline to its bound directly, then one more write is refused whole.
    await t.database.db
      .insertInto(LEAD_TIMELINE_TABLE)
      .values(
        Array.from({ length: LEAD_TIMELINE_MAX_ENTRIES }, (_, index) => ({
          id: `filler-${id}-${index}`,
          entity: 'ContactMessage',
          lead_id: id,
          seq: index + 1,
          kind: 'note',
          at: new Date().toISOString(),
          author_id: null,
          author_name: null,
          payload: JSON.stringify({ text: `note ${index}` }),
        })),
      )
      .execute();
    const refused = await put('ContactMessage', id, { status: 'answered', notes: 'Une de plus' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LEAD_TIMELINE_FULL' });
    expect(refused.json().message).toContain(`${LEAD_TIMELINE_MAX_ENTRIES} entries`);
    const stored = await t.app.inject({
      method: 'GET',
      url: `${t.base}/ContactMessage/${id}`,
      headers: t.admin,
    });
    expect(stored.json()).toMatchObject({ status: 'new' });
    expect(stored.json()).not.toHaveProperty('notes');
    const entries = await timelineOf('ContactMessage', id);
    expect(entries).toHaveLength(LEAD_TIMELINE_MAX_ENTRIES);
    expect(entries[0]).toMatchObject({
      text: `note ${LEAD_TIMELINE_MAX_ENTRIES - 1}`,
      author: null,
    });
  });

  it('answers 401 to visitors, 403 to roles without leads, 404 for an unknown lead', async () => {
    const id = await newLead('DemoRequest', { email: 'access@example.fr' });
    const url = `/api/apps/${t.config.appId}/leads/DemoRequest/${id}/timeline`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const editor = await t.app.services.store.create(User, {
      email: 'ed@vitrine.test',
      role: 'editor',
    });
    await t.app.services.accounts.setPassword(editor.id, PASSWORD);
    const headers = { authorization: `Bearer ${await t.login('ed@vitrine.test', PASSWORD)}` };
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/leads/DemoRequest/nope/timeline`,
      headers: t.admin,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/leads/WaitlistSubscriber/${id}/timeline`,
      headers: t.admin,
    });
    expect(other.statusCode).toBe(400);
  });

  it('erases the timeline with the person', async () => {
    const id = await newLead('ContactMessage', { email: 'erase-me@example.fr' });
    await put('ContactMessage', id, { notes: 'Données à effacer', status: 'answered' });
    expect(await timelineOf('ContactMessage', id)).toHaveLength(2);
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/privacy/erase`,
      headers: t.admin,
      payload: { email: 'erase-me@example.fr' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.database.db
      .selectFrom(LEAD_TIMELINE_TABLE)
      .select('id')
      .where('lead_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
