import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { User } from '@vitrine/contract/entities/user';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { parseCsv } from './csv-parser';

type Lead = Record<string, unknown> & { id: string };

/** Contact messages of known dates: two this week, one last month, one with a ; and a formula. */
const MESSAGES = [
  { name: 'Bruno', email: 'bruno@example.fr', days: 0, status: 'new' },
  { name: 'Alice', email: 'alice@example.fr', days: 1, status: 'in_progress' },
  { name: 'Chloé', email: 'chloe@example.fr', days: 40, status: 'answered' },
  { name: '=1+2; Dupont', email: 'dupont@example.fr', days: 41, status: undefined },
];

async function readXlsx(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(testDatabases())('leads the team works on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const ids = new Map<string, string>();
  let adaId = '';
  const now = Date.now();

  beforeAll(async () => {
    const ada = await t.app.services.store.create(User, {
      email: 'ada@vitrine.test',
      full_name: 'Ada Lovelace',
      role: 'admin',
    });
    adaId = ada.id;
    for (const { days, status, ...fields } of MESSAGES) {
      const response = await t.postEntity('ContactMessage', {
        ...fields,
        message: 'Bonjour, une démo ?',
        language: days > 30 ? 'en' : 'fr',
        // A visitor cannot set what the team records: dropped.
        status: 'archived',
        notes: 'from a visitor',
        assignee_id: 'someone',
      });
      expect(response.statusCode).toBe(201);
      const answer = response.json() as Lead;
      expect(answer).not.toHaveProperty('status');
      expect(answer).not.toHaveProperty('notes');
      expect(answer).not.toHaveProperty('assignee_id');
      ids.set(fields.email, answer.id);
      const created = new Date(now - days * 86_400_000).toISOString();
      const patch = status && status !== 'new' ? { status } : {};
      await t.app.inject({
        method: 'PUT',
        url: `${t.base}/ContactMessage/${answer.id}`,
        headers: t.admin,
        payload: patch,
      });
      // Back-date the record (the API never lets anyone set created_date).
      await t.database.db
        .updateTable('ent_contact_message')
        .set({ created_date: created })
        .where('id', '=', answer.id)
        .execute();
    }
  });

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/ContactMessage?${query}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Lead[];
  };
  const q = (filter: object) => `q=${encodeURIComponent(JSON.stringify(filter))}`;

  it('makes every lead new, whatever a visitor sent; the confirmation e-mail says nothing of it', async () => {
    const [stored] = await list(q({ email: 'bruno@example.fr' }));
    expect(stored).toMatchObject({ status: 'new' });
    expect(stored).not.toHaveProperty('notes');
    expect(stored).not.toHaveProperty('assignee_id');
    const mails = await t.app.inject({
      method: 'GET',
      url: `${t.base}/OutboxEmail?${q({ reply_to: 'bruno@example.fr' })}`,
      headers: t.admin,
    });
    const confirmation = await t.app.inject({
      method: 'GET',
      url: `${t.base}/OutboxEmail?${q({ to: 'bruno@example.fr', kind: 'confirm-contact' })}`,
      headers: t.admin,
    });
    for (const mail of [...mails.json(), ...confirmation.json()] as { text: string }[]) {
      expect(mail.text).not.toMatch(/archived|from a visitor|someone|statut|status/i);
    }
    expect(confirmation.json()).toHaveLength(1);
  });

  it('lets an admin set the status, notes and assignee; a visitor never reads them', async () => {
    const id = ids.get('alice@example.fr')!;
    const update = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/ContactMessage/${id}`,
      headers: t.admin,
      payload: { status: 'answered', notes: 'Rappelée le 24.', assignee_id: adaId },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ status: 'answered', assignee_id: adaId });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/ContactMessage/${id}`,
      headers: t.admin,
      payload: { status: 'done' },
    });
    expect(bad.statusCode).toBe(422);
    const visitor = await t.app.inject({ method: 'GET', url: `${t.base}/ContactMessage/${id}` });
    expect(visitor.statusCode).toBe(401);
    // Put back for the tests below.
    await t.app.inject({
      method: 'PUT',
      url: `${t.base}/ContactMessage/${id}`,
      headers: t.admin,
      payload: { status: 'in_progress' },
    });
  });

  it('filters by status and by a date range, and counts them', async () => {
    const inProgress = await list(q({ status: 'in_progress' }));
    expect(inProgress.map((lead) => lead.email)).toEqual(['alice@example.fr']);
    const fresh = await list(q({ status: 'new' }));
    expect(fresh.map((lead) => lead.email).sort()).toEqual([
      'bruno@example.fr',
      'dupont@example.fr',
    ]);
    const weekAgo = new Date(now - 7 * 86_400_000).toISOString();
    const thisWeek = await list(q({ created_date: { $gte: weekAgo } }));
    expect(thisWeek.map((lead) => lead.email)).toEqual(['bruno@example.fr', 'alice@example.fr']);
    const range = {
      created_date: {
        $gte: new Date(now - 45 * 86_400_000).toISOString(),
        $lt: new Date(now - 35 * 86_400_000).toISOString(),
      },
      status: { $in: ['answered', 'new'] },
    };
    expect((await list(q(range))).map((lead) => lead.email)).toEqual([
      'chloe@example.fr',
      'dupont@example.fr',
    ]);
    const count = await t.app.inject({
      method: 'GET',
      url: `${t.base}/ContactMessage/count?${q({ status: 'new' })}`,
      headers: t.admin,
    });
    expect(count.json()).toMatchObject({ count: 2 });
  });

  it('sorts by name, e-mail and status, both ways, and pages through the sort', async () => {
    const names = (await list('sort=name')).map((lead) => lead.name);
    expect(names).toEqual(['=1+2; Dupont', 'Alice', 'Bruno', 'Chloé']);
    const emails = (await list('sort=-email')).map((lead) => lead.email);
    expect(emails).toEqual([
      'dupont@example.fr',
      'chloe@example.fr',
      'bruno@example.fr',
      'alice@example.fr',
    ]);
    const statuses = (await list('sort=status,-created_date')).map((lead) => lead.status);
    expect(statuses).toEqual(['answered', 'in_progress', 'new', 'new']);
    const pages = [
      ...(await list('sort=name&limit=2')),
      ...(await list('sort=name&limit=2&skip=2')),
    ].map((lead) => lead.name);
    expect(pages).toEqual(names);
  });

  const exportOf = (query: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'GET', url: `${t.base}/ContactMessage/export?${query}`, headers });

  it('exports CSV separated by ; or , with the BOM, quoting and formula escaping', async () => {
    const semicolon = await exportOf(`raw=true&delimiter=${encodeURIComponent(';')}&sort=name`);
    expect(semicolon.statusCode).toBe(200);
    expect(semicolon.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = semicolon.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id;created_date;name;email;message;language;status;notes;assignee_id;source;campaign',
    );
    expect(lines[1]).toContain(';"\'=1+2; Dupont";dupont@example.fr;Bonjour, une démo ?;en;new;;');
    const comma = await exportOf('raw=true&delimiter=comma&sort=name');
    const rows = parseCsv(comma.body);
    expect(comma.body.split('\r\n')[0]).toBe(
      '\uFEFFid,created_date,name,email,message,language,status,notes,assignee_id,source,campaign',
    );
    expect(rows[1]!.slice(2, 4)).toEqual(["'=1+2; Dupont", 'dupont@example.fr']);
    expect(rows[1]![4]).toBe('Bonjour, une démo ?');
    expect(parseCsv(semicolon.body)).toEqual(rows);
    expect((await exportOf('raw=true')).body.split('\r\n')[0]).toContain('id,created_date,');
  });

  it('exports an Excel workbook with translated headers and values, dates as dates', async () => {
    const id = ids.get('alice@example.fr')!;
    await t.app.inject({
      method: 'PUT',
      url: `${t.base}/ContactMessage/${id}`,
      headers: t.admin,
      payload: { assignee_id: adaId, notes: 'À rappeler' },
    });
    const french = await exportOf(`format=xlsx&sort=name&${q({ status: { $ne: 'answered' } })}`);
    expect(french.statusCode, french.body).toBe(200);
    expect(french.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const day = new Date().toISOString().slice(0, 10);
    expect(french.headers['content-disposition']).toBe(
      `attachment; filename="contact-message-${day}.xlsx"`,
    );
    const rows = await readXlsx(french.rawPayload);
    expect(rows[0]).toEqual([
      'Identifiant',
      'Reçu le',
      'Nom',
      'E-mail',
      'Message',
      'Langue',
      'Statut',
      'Notes',
      'Attribué à',
      'Source',
      'Campagne',
    ]);
    expect(rows).toHaveLength(4);
    const [, dupont, alice] = rows;
    // A text cell is text, even when it looks like a formula.
    expect(dupont!.slice(2, 7)).toEqual([
      '=1+2; Dupont',
      'dupont@example.fr',
      'Bonjour, une démo ?',
      'Anglais',
      'Nouveau',
    ]);
    expect(alice!.slice(5, 9)).toEqual(['Français', 'En cours', 'À rappeler', 'Ada Lovelace']);
    expect(alice![1]).toBeInstanceOf(Date);
    // Paris time, as Excel shows it (no time zone in the file).
    const received = (await list(q({ id })))[0]!.created_date as string;
    const paris = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(received));
    expect((alice![1] as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(paris);

    const english = await readXlsx((await exportOf('format=xlsx&lang=en&sort=name')).rawPayload);
    expect(english[0]!.slice(0, 3)).toEqual(['Id', 'Received', 'Name']);
    expect(english[0]!.slice(-3)).toEqual(['Assigned to', 'Source', 'Campaign']);
    expect(english.find((row) => row[3] === 'chloe@example.fr')!.slice(5, 7)).toEqual([
      'English',
      'Answered',
    ]);
  });

  it('writes booleans as Oui/Non and lists translated in Excel', async () => {
    await t.postEntity('WaitlistSubscriber', {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      company: 'Acme',
      interests: ['analytics', 'ai-content'],
      language: 'fr',
    });
    await t.postEntity('NewsletterSubscriber', {
      email: 'reader@example.fr',
      language: 'fr',
      consent: true,
    });
    const waitlist = await readXlsx(
      (
        await t.app.inject({
          method: 'GET',
          url: `${t.base}/WaitlistSubscriber/export?format=xlsx`,
          headers: t.admin,
        })
      ).rawPayload,
    );
    expect(waitlist[0]).toContain('Intérêts');
    expect(waitlist[1]).toContain('Statistiques et rapports, Génération de contenus par IA');
    const newsletter = await readXlsx(
      (
        await t.app.inject({
          method: 'GET',
          url: `${t.base}/NewsletterSubscriber/export?format=xlsx&lang=en&fields=email,consent,confirmed`,
          headers: t.admin,
        })
      ).rawPayload,
    );
    expect(newsletter[0]).toEqual([
      'Id',
      'Received',
      'Email',
      'Consent',
      'Confirmed',
      'Source',
      'Campaign',
    ]);
    expect(newsletter[1]!.slice(2, 4)).toEqual(['reader@example.fr', 'Yes']);
    // "Pending" is "not confirmed": the field is missing until the link is opened.
    const count = async (filter: object) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${t.base}/NewsletterSubscriber/count?${q(filter)}`,
          headers: t.admin,
        })
      ).json() as { count: number };
    expect(await count({ confirmed: { $ne: true } })).toEqual({ count: 1 });
    expect(await count({ confirmed: true })).toEqual({ count: 0 });
  });

  it('refuses bad export parameters (400) and visitors (401)', async () => {
    for (const query of [
      'delimiter=%7C',
      'delimiter=tab',
      'format=pdf',
      'format=xlsx&lang=de',
      'format=xlsx&delimiter=%3B',
      'raw=true&lang=en',
      'raw=yes',
      'format=xlsx&raw=true',
      'delimiter=%3B&delimiter=%2C',
    ]) {
      const response = await exportOf(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'INVALID_QUERY' });
      expect(response.json().message, query).toEqual(expect.any(String));
    }
    expect((await exportOf('format=xlsx', {})).statusCode).toBe(401);
    expect((await exportOf('delimiter=%3B', {})).statusCode).toBe(401);
  });

  it('keeps ContactMessage visitor answers free of the team fields', () => {
    expect(ContactMessage.serverManaged).toEqual(['status', 'notes', 'assignee_id']);
  });
});
