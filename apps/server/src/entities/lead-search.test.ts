import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

const base = { company: 'Société', language: 'fr' as const };
const LEADS = [
  {
    firstName: 'Inès',
    lastName: 'Roux',
    email: 'ines.roux@example.fr',
    interests: ['analytics', 'scheduling'],
    screensCount: '6-20',
  },
  {
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jean.dupont+1@example.fr',
    interests: ['analytics'],
    screensCount: '1-5',
  },
  {
    firstName: 'Jean',
    lastName: 'Martin',
    email: 'jeanxdupont@example.fr',
    interests: ['scheduling'],
    screensCount: '6-20',
  },
  {
    firstName: 'Sam',
    lastName: '50% Off_Now',
    email: 'sam@example.com',
    language: 'en' as const,
    interests: [],
    screensCount: '6-20',
  },
  {
    firstName: 'Léa',
    lastName: '50x OffANow',
    email: 'lea@example.com',
    language: 'en' as const,
    interests: ['analytics', 'integrations'],
  },
];

/** The console's search: the escaped text, case-insensitive, on the name and contact fields. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const search = (text: string, pattern = escape(text)) => ({
  $or: ['email', 'firstName', 'lastName', 'company'].map((field) => ({
    [field]: { $regex: pattern, $options: 'i' },
  })),
});

describe.each(testDatabases())('lead search on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    await t.app.services.store.createMany(
      WaitlistSubscriber,
      LEADS.map((lead) => ({ ...base, ...lead })),
    );
    await t.app.services.store.create(ContactMessage, {
      name: 'Long',
      email: 'long@example.fr',
      message: 'a'.repeat(5000),
      language: 'fr',
    });
  });

  const list = (entity: string, q: object, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `${t.base}/${entity}?q=${encodeURIComponent(JSON.stringify(q))}${extra}`,
      headers: t.admin,
    });
  const emails = async (q: object, extra = '&sort=email') =>
    ((await list('WaitlistSubscriber', q, extra)).json() as { email: string }[]).map(
      (r) => r.email,
    );
  const count = async (q: object) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/WaitlistSubscriber/count?q=${encodeURIComponent(JSON.stringify(q))}`,
      headers: t.admin,
    });
    return response.json().count as number;
  };

  it('finds escaped text anywhere, whatever its case, and nothing its characters could mean', async () => {
    expect(await emails(search('ROUX'))).toEqual(['ines.roux@example.fr']);
    expect(await emails(search('jean.dupont'))).toEqual(['jean.dupont+1@example.fr']);
    expect(await emails(search('dupont+1@'))).toEqual(['jean.dupont+1@example.fr']);
    expect(await emails(search('50% off_'))).toEqual(['sam@example.com']);
    expect(await emails(search('inès'))).toEqual(['ines.roux@example.fr']);
    expect(await count(search('example.fr'))).toBe(3);
    expect(await count(search('nobody'))).toBe(0);
  });

  it('answers a literal search exactly as the same pattern run as a regex', async () => {
    for (const text of ['roux', 'JEAN', 'example.com', 'off_', '50%']) {
      const asRegex = search(text, `(?:${escape(text)})`);
      expect(await emails(search(text))).toEqual(await emails(asRegex));
    }
    expect(await emails(search('', '^jean\\.'))).toEqual(['jean.dupont+1@example.fr']);
    expect(await emails(search('', '\\.com$'))).toEqual(['lea@example.com', 'sam@example.com']);
    expect(await emails(search('', 'jean.dupont'))).toEqual([
      'jean.dupont+1@example.fr',
      'jeanxdupont@example.fr',
    ]);
  });

  it('filters on language, screen count and interests, with counts and pages', async () => {
    const allOf = { language: 'fr', interests: { $all: ['analytics', 'scheduling'] } };
    expect(await emails(allOf)).toEqual(['ines.roux@example.fr']);
    const anyOf = { interests: { $in: ['scheduling', 'integrations'] } };
    expect(await emails(anyOf)).toEqual([
      'ines.roux@example.fr',
      'jeanxdupont@example.fr',
      'lea@example.com',
    ]);
    const contains = { interests: 'analytics', screensCount: { $in: ['6-20', '21-50'] } };
    expect(await emails(contains)).toEqual(['ines.roux@example.fr']);
    const combined = { $and: [search('example'), { screensCount: '6-20' }] };
    expect(await count(combined)).toBe(3);
    expect(await emails(combined, '&sort=-created_date&limit=2&skip=2')).toHaveLength(1);
  });

  it('runs hostile patterns in bounded time and never answers 500', async () => {
    const started = Date.now();
    for (const pattern of ['(a|aa)*c', '^(a|a)*b$', '.*.*.*.*.*.*.*.*.*.*b', '(\\w|\\d)*c']) {
      const response = await list('ContactMessage', { message: { $regex: pattern } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      const folded = await list('ContactMessage', { message: { $regex: pattern, $options: 'i' } });
      expect(folded.statusCode).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const pattern of ['(a)\\1', 'a(?=b)', '(?<!a)b', '(x+x+)+y', '[', 'a'.repeat(300)]) {
      const response = await list('ContactMessage', { message: { $regex: pattern } });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_QUERY');
    }
  });
});
