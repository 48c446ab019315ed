import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { parseCsv } from './csv-parser';

const LEADS = 2500;
const lead = (n: number) => ({
  firstName: n === 0 ? '=HYPERLINK("http://evil.example")' : `Prénom${n}`,
  lastName: n === 1 ? 'Roux, "le grand"' : `Nom${n}`,
  email: `lead${String(n).padStart(5, '0')}@example.fr`,
  company: n === 2 ? 'Deux\nlignes' : 'Société',
  language: n % 2 === 0 ? 'fr' : 'en',
  interests: n % 3 === 0 ? ['analytics', 'scheduling'] : [],
  ...(n % 5 === 0 ? { screensCount: '6-20' } : {}),
});

describe.each(testDatabases())('CSV export on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    const records = Array.from({ length: LEADS }, (_, n) => lead(n));
    for (let start = 0; start < LEADS; start += 500) {
      await t.app.services.store.createMany(WaitlistSubscriber, records.slice(start, start + 500));
    }
  });

  // Field names and stored values (`raw=true`); export-attribution.test.ts reads the readable CSV.
  const exportOf = (entity: string, query = '', headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'GET',
      url: `${t.base}/${entity}/export${query ? `${query}&` : '?'}raw=true`,
      headers,
    });

  it('answers a UTF-8 CSV attachment, BOM first, CRLF lines, every record once', async () => {
    const response = await exportOf('WaitlistSubscriber');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="waitlist-subscriber-${day}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = response.body;
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFid,created_date,firstName,lastName,email,company,role,screensCount,interests,language,source,campaign',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(LEADS + 1);
    const ids = rows.slice(1).map((row) => row[0]);
    expect(new Set(ids).size).toBe(LEADS);
    // Newest first, ties in id order (descending), as the list route sorts.
    const listed = await t.app.inject({
      method: 'GET',
      url: `${t.base}/WaitlistSubscriber?limit=5000&fields=email`,
      headers: t.admin,
    });
    expect(ids).toEqual(listed.json().map((record: { id: string }) => record.id));
  });

  it('writes cells safely: quoting, formulas neutralised, lists and empty cells', async () => {
    const q = encodeURIComponent(
      JSON.stringify({
        email: { $in: ['lead00000@example.fr', 'lead00001@example.fr', 'lead00002@example.fr'] },
      }),
    );
    const response = await exportOf('WaitlistSubscriber', `?q=${q}&sort=email`);
    const [, first, second, third] = parseCsv(response.body);
    expect(first!.slice(2, 6)).toEqual([
      '\'=HYPERLINK("http://evil.example")',
      'Nom0',
      'lead00000@example.fr',
      'Société',
    ]);
    expect(first!.slice(7)).toEqual(['6-20', 'analytics; scheduling', 'fr', '', '']);
    expect(second![3]).toBe('Roux, "le grand"');
    expect(second!.slice(6, 9)).toEqual(['', '', '']);
    expect(third![5]).toBe('Deux\nlignes');
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"")"');
  });

  it('takes q, sort and fields like the list route, paging through more than one page', async () => {
    const q = encodeURIComponent(JSON.stringify({ language: 'en' }));
    const response = await exportOf(
      'WaitlistSubscriber',
      `?q=${q}&sort=-email&fields=email,language`,
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['id', 'created_date', 'email', 'language', 'source', 'campaign']);
    expect(rows).toHaveLength(LEADS / 2 + 1);
    const emails = rows.slice(1).map((row) => row[2]!);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(new Set(emails).size).toBe(LEADS / 2);
    expect(rows.slice(1).every((row) => row[3] === 'en')).toBe(true);
  });

  it('keeps sort and q errors JSON: 400 naming the unknown field', async () => {
    const q = encodeURIComponent(JSON.stringify({ nope: 1 }));
    const badFilter = await exportOf('WaitlistSubscriber', `?q=${q}`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toMatchObject({ code: 'INVALID_QUERY' });
    expect(badFilter.json().message).toContain('nope');
    const badFields = await exportOf('WaitlistSubscriber', '?fields=email,secret');
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().message).toContain('secret');
    expect((await exportOf('Nothing')).statusCode).toBe(404);
  });

  it('exports users and e-mails to admins only', async () => {
    const users = parseCsv((await exportOf('User')).body);
    expect(users[0]).toContain('email');
    expect(users[1]).toContain('admin@vitrine.test');
    expect(users[0]).not.toContain('password');
    expect((await exportOf('OutboxEmail')).statusCode).toBe(200);
    expect((await exportOf('WaitlistSubscriber', '', {})).statusCode).toBe(401);
  });
});
