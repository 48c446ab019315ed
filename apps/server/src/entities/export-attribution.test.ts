import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TABLES } from '../db/analytics-tables';
import { ORIGIN_IDS_PER_QUERY } from '../analytics/conversions/lead-origins';
import { testDatabases, useTestApp } from '../../test/test-app';
import { CHROME_WINDOWS, pageview, track } from '../../test/track-events';
import { parseCsv } from './csv-parser';

async function readXlsx(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The site's wall time (tests run in Europe/Paris) as the exports write it. */
const parisTime = (iso: string, locale: 'fr-FR' | 'sv-SE') =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

const FORMULA_CAMPAIGN = '=HYPERLINK("http://evil.example")';
/** More leads than one bulk read of origins holds, so the list and export cross a boundary. */
const MANY = ORIGIN_IDS_PER_QUERY + 50;

describe.each(testDatabases())('leads with their source and campaign on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const ids: Record<string, string> = {};

  /** A visit that lands with `landing`, then the contact form sent from the same browser. */
  async function contactAfterVisit(
    address: string,
    landing: string,
    referrer: string,
    name: string,
  ) {
    const visitor = { address };
    expect((await track(t, visitor, { events: [pageview(landing, referrer)] })).statusCode).toBe(
      200,
    );
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.base}/ContactMessage`,
      remoteAddress: address,
      headers: { 'user-agent': CHROME_WINDOWS, referer: 'http://localhost:3000/contact' },
      payload: {
        name,
        email: `${name.toLowerCase()}@example.fr`,
        message: 'Bonjour',
        language: 'fr',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }

  beforeAll(async () => {
    ids.ines = await contactAfterVisit(
      '192.0.2.41',
      '/tarifs?utm_source=linkedin&utm_medium=social&utm_campaign=salon-2026',
      'https://www.linkedin.com/',
      'Ines',
    );
    ids.hugo = await contactAfterVisit(
      '192.0.2.42',
      `/?utm_source=newsletter&utm_campaign=${encodeURIComponent(FORMULA_CAMPAIGN)}`,
      '',
      'Hugo',
    );
    // An admin's create: no visit sent it.
    const typed = await t.app.inject({
      method: 'POST',
      url: `${t.base}/ContactMessage`,
      headers: t.admin,
      payload: { name: 'Zoé', email: 'zoe@example.fr', message: 'Par téléphone', language: 'en' },
    });
    ids.zoe = typed.json().id as string;
  });

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `${t.base}/${url}`, headers: t.admin });
  const exportOf = async (query: string) => {
    const response = await get(`ContactMessage/export?sort=name&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('lists each lead with the source and campaign of the visit that sent it', async () => {
    const listed = (await get('ContactMessage?sort=name')).json() as Record<string, unknown>[];
    const origins = listed.map(({ name, source, campaign }) => ({ name, source, campaign }));
    expect(origins).toEqual([
      { name: 'Hugo', source: 'Newsletter', campaign: FORMULA_CAMPAIGN },
      { name: 'Ines', source: 'LinkedIn', campaign: 'salon-2026' },
      { name: 'Zoé', source: undefined, campaign: undefined },
    ]);
    // A lead no measured visit sent reads as it was created.
    expect(Object.keys(listed[2]!)).not.toContain('source');
    const one = (await get(`ContactMessage/${ids.ines}`)).json();
    expect(one).toMatchObject({ name: 'Ines', source: 'LinkedIn', campaign: 'salon-2026' });
    // A projection is what was asked for.
    const emails = (await get('ContactMessage?fields=email')).json() as object[];
    expect(emails.every((record) => !('source' in record))).toBe(true);
  });

  it('writes a readable CSV by default: French labels, local dates, statuses in words', async () => {
    const response = await exportOf(`delimiter=${encodeURIComponent(';')}`);
    const [header, hugo, ines, zoe] = parseCsv(response.body);
    expect(header).toEqual([
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
    const received = (await get(`ContactMessage/${ids.ines}`)).json().created_date as string;
    expect(ines![1]).toBe(parisTime(received, 'fr-FR'));
    expect(ines![1]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(ines!.slice(5)).toEqual(['Français', 'Nouveau', '', '', 'LinkedIn', 'salon-2026']);
    // A campaign name that a spreadsheet would run is neutralised, as every cell.
    expect(hugo!.slice(-2)).toEqual(['Newsletter', `'${FORMULA_CAMPAIGN}`]);
    expect(zoe!.slice(5)).toEqual(['Anglais', 'Nouveau', '', '', '', '']);
  });

  it('writes English labels and dates with lang=en', async () => {
    const [header, , ines] = parseCsv((await exportOf('lang=en')).body);
    expect(header).toEqual([
      'Id',
      'Received',
      'Name',
      'Email',
      'Message',
      'Language',
      'Status',
      'Notes',
      'Assigned to',
      'Source',
      'Campaign',
    ]);
    const received = (await get(`ContactMessage/${ids.ines}`)).json().created_date as string;
    expect(ines![1]).toBe(parisTime(received, 'sv-SE'));
    expect(ines!.slice(5)).toEqual(['French', 'New', '', '', 'LinkedIn', 'salon-2026']);
  });

  it('keeps field names, ISO dates and stored values with raw=true, plus source and campaign', async () => {
    const [header, hugo, ines] = parseCsv((await exportOf('raw=true')).body);
    expect(header).toEqual([
      'id',
      'created_date',
      'name',
      'email',
      'message',
      'language',
      'status',
      'notes',
      'assignee_id',
      'source',
      'campaign',
    ]);
    expect(ines![0]).toBe(ids.ines);
    expect(ines![1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(ines!.slice(5)).toEqual(['fr', 'new', '', '', 'LinkedIn', 'salon-2026']);
    expect(hugo!.at(-1)).toBe(`'${FORMULA_CAMPAIGN}`);
  });

  it('puts source and campaign in the Excel export, in the language asked', async () => {
    const french = await readXlsx((await exportOf('format=xlsx')).rawPayload);
    expect(french[0]!.slice(-2)).toEqual(['Source', 'Campagne']);
    expect(french[1]!.slice(-2)).toEqual(['Newsletter', FORMULA_CAMPAIGN]);
    expect(french[2]!.slice(-2)).toEqual(['LinkedIn', 'salon-2026']);
    const english = await readXlsx((await exportOf('format=xlsx&lang=en')).rawPayload);
    expect(english[0]!.slice(-2)).toEqual(['Source', 'Campaign']);
  });

  it('reads the origins of more leads than one query holds, in the list and the export', async () => {
    const records = await t.app.services.store.createMany(
      NewsletterSubscriber,
      Array.from({ length: MANY }, (_, n) => ({
        email: `many${String(n).padStart(5, '0')}@example.fr`,
        language: 'fr',
        consent: true as const,
      })),
    );
    const campaignOf = new Map(records.map((record, n) => [record.id, `campagne-${n}`]));
    const rows = records.map((record) => ({
      ts: Date.now(),
      day: '2026-11-28',
      goal: 'Newsletter',
      entity: 'NewsletterSubscriber',
      record_id: record.id,
      source: 'Google',
      utm_campaign: campaignOf.get(record.id),
    }));
    for (let at = 0; at < rows.length; at += 500) {
      await t.database.db
        .insertInto(ANALYTICS_TABLES.conversions)
        .values(rows.slice(at, at + 500))
        .execute();
    }
    const listed = (await get(`NewsletterSubscriber?limit=${MANY}`)).json() as {
      id: string;
      campaign: string;
    }[];
    expect(listed).toHaveLength(MANY);
    expect(listed.every((record) => record.campaign === campaignOf.get(record.id))).toBe(true);
    const csv = parseCsv((await get('NewsletterSubscriber/export?raw=true')).body);
    expect(csv).toHaveLength(MANY + 1);
    expect(csv.slice(1).every((row) => row.at(-1) === campaignOf.get(row[0]!))).toBe(true);
    expect(csv.slice(1).every((row) => row.at(-2) === 'Google')).toBe(true);
  });
});
