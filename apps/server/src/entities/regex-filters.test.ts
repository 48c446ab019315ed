import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { User } from '@vitrine/contract/entities/user';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, useTestApp, type TestApp } from '../../test/test-app';
import { QueryError } from './query-error';
import { checkRepetitions, usesRegex } from './regex-filters';

/** A hostile filter: 4,000 RE2 instructions run over every character of every post. */
const HOSTILE = '[^\\x00]{1000}[^\\x00]{1000}[^\\x00]{1000}[^\\x00]{1000}[\\x00\\x01]';
/** Repetitions of at most 100, but a compiled program of more than 300 instructions. */
const TOO_LARGE = '[^\\x00]{90}[^\\x00]{90}[^\\x00]{90}[^\\x00]{90}[\\x00\\x01]';
/** Within every cap: only a time limit stops it on long texts. */
const COSTLY = '[^\\x00]{60}[^\\x00]{60}[^\\x00]{60}[^\\x00]{60}[\\x00\\x01]';

const hostile = (slug: string, pattern = HOSTILE) => ({
  content: { $regex: pattern },
  slug: { $ne: slug },
});
const q = (filter: unknown) => `q=${encodeURIComponent(JSON.stringify(filter))}`;
/** The console's searches: the escaped text, case-insensitive. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const search = (text: string) => ({ $regex: escape(text), $options: 'i' });

const post = (slug: string, title: string, content = 'Un article.') => ({
  title,
  excerpt: 'Résumé',
  slug,
  content,
  category: 'tutorials',
  tags: ['écrans'],
  read_time: 3,
  published: true,
  language: 'fr',
});

describe('spotting $regex and its repetition counts', () => {
  it('finds $regex at any depth, and only as a key', () => {
    expect(usesRegex({ $or: [{ a: 1 }, { $nor: [{ b: { $not: { $regex: 'x' } } }] }] })).toBe(true);
    expect(usesRegex([[[{ a: { $regex: 'x' } }]]])).toBe(true);
    expect(usesRegex({ title: '$regex', $and: [{ tags: ['$regex'] }] })).toBe(false);
    const deep = JSON.parse(`${'{"$and":['.repeat(5000)}{}${']}'.repeat(5000)}`) as unknown;
    expect(usesRegex(deep)).toBe(false);
  });

  it('reads {n}, {n,} and {n,m} counts, and skips escaped braces', () => {
    for (const pattern of ['a{101}', 'a{1,101}', 'a{101,}', '\\\\{500}', '(ab){2}c{0,999}']) {
      expect(() => checkRepetitions(pattern, 'p'), pattern).toThrow(QueryError);
    }
    for (const pattern of ['a{100}', 'a{2,100}', '\\{500\\}', 'x\\{1000}', 'é{,500}']) {
      expect(() => checkRepetitions(pattern, 'p'), pattern).not.toThrow();
    }
  });
});

describe.each(testDatabases())('regex filters on $name', (testDatabase) => {
  let user: { authorization: string };

  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    const { store, accounts } = t.app.services;
    await store.createMany(BlogPost, [
      post('zoe', 'Zoé met des écrans en vitrine'),
      post('draft', 'Plan (Draft) pour 2026'),
      post('long', 'Un long article', 'Les écrans en magasin. '.repeat(400)),
    ]);
    await store.create(WaitlistSubscriber, {
      firstName: 'Zoé',
      lastName: 'Roux',
      email: 'zoe.roux+1@example.fr',
      company: 'Écrans & Co',
      language: 'fr',
    });
    const editor = await store.create(User, { email: 'editor@vitrine.test', role: 'user' });
    await accounts.setPassword(editor.id, 'editor-password-123');
    user = {
      authorization: `Bearer ${await t.login('editor@vitrine.test', 'editor-password-123')}`,
    };
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${t.base}${url}`, headers });

  const visitorAttempts = [
    `/BlogPost/count?${q(hostile('r1'))}`,
    `/BlogPost/count?${q({ $or: [1, 2, 3].map((n) => hostile(`r${n}`)) })}`,
    `/BlogPost?${q(hostile('r2'))}`,
    `/BlogPost?limit=1&sort=-created_date&fields=title,slug&${q(hostile('r3'))}`,
    `/BlogPost?${q({ title: search('Zoé') })}`,
    `/BlogPost?${q({ $and: [{ language: 'fr' }, { $or: [{ title: { $regex: 'x' } }] }] })}`,
    `/BlogPost/count?${q({ $nor: [{ title: { $regex: '^a' } }] })}`,
    `/BlogPost?${q({ title: { $not: { $regex: 'Zoé', $options: 'i' } } })}`,
    `/BlogPost?${q({ tags: { $regex: 'écr' } })}`,
  ];

  it('refuses $regex to visitors and signed-in non-admins, wherever it sits in the filter', async () => {
    for (const headers of [{}, user]) {
      for (const url of visitorAttempts) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(400);
        const body = response.json<{ message: string; code: string }>();
        expect(body.code, url).toBe('REGEX_NOT_ALLOWED');
        expect(body.message).toMatch(/administrator/);
      }
    }
  });

  it('still answers visitors’ filters without $regex, "$regex" as a value included', async () => {
    const found = await get(`/BlogPost?${q({ title: 'Zoé met des écrans en vitrine' })}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ slug: string }[]>().map((record) => record.slug)).toEqual(['zoe']);
    const asText = await get(`/BlogPost/count?${q({ title: '$regex' })}`);
    expect(asText.json()).toEqual({ count: 0 });
  });

  it('refuses the hostile pattern to an admin too, naming the repetition limit', async () => {
    for (const url of [
      `/BlogPost/count?${q(hostile('r1'))}`,
      `/BlogPost?${q({ $or: [1, 2, 3].map((n) => hostile(`r${n}`)) })}`,
      `/BlogPost/export?${q(hostile('r4'))}`,
    ]) {
      const response = await get(url, t.admin);
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ message: string; code: string }>();
      expect(body.code).toBe('QUERY_TOO_EXPENSIVE');
      expect(body.message).toMatch(/100/);
    }
  });

  it('refuses an admin pattern whose compiled program is too large', async () => {
    const response = await get(`/BlogPost/count?${q(hostile('r1', TOO_LARGE))}`, t.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'QUERY_TOO_EXPENSIVE' });
    expect(response.json<{ message: string }>().message).toMatch(/300/);
  });

  it('lets an admin run a costly pattern that stays within the caps', async () => {
    const response = await get(`/BlogPost/count?${q(hostile('r1', COSTLY))}`, t.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0 });
  });

  it('keeps the console’s searches working for admins', async () => {
    const slugs = async (filter: unknown) => {
      const response = await get(`/BlogPost?sort=slug&${q(filter)}`, t.admin);
      expect(response.statusCode).toBe(200);
      return response.json<{ slug: string }[]>().map((record) => record.slug);
    };
    expect(await slugs({ title: search('zoé') })).toEqual(['zoe']);
    expect(await slugs({ title: { $regex: '\\(Draft\\)', $options: 'i' } })).toEqual(['draft']);
    expect(
      await slugs({ $or: [{ title: search('(draft)') }, { slug: search('(draft)') }] }),
    ).toEqual(['draft']);
    expect(await slugs({ content: { $regex: 'magasin\\.' } })).toEqual(['long']);
    const leads = ['email', 'firstName', 'lastName', 'company'].map((field) => ({
      [field]: search('zoe.roux+1@'),
    }));
    const count = await get(`/WaitlistSubscriber/count?${q({ $or: leads })}`, t.admin);
    expect(count.json()).toEqual({ count: 1 });
    const accented = await get(
      `/WaitlistSubscriber?${q({ company: search('écrans & co') })}`,
      t.admin,
    );
    expect(accented.json<unknown[]>()).toHaveLength(1);
  });
});

describe.each(testDatabases())('the regex time limit on $name', (testDatabase) => {
  let t: TestApp;

  beforeAll(async () => {
    // 1 ms: far less than running a costly pattern over 2 MB of text takes anywhere.
    t = await startTestApp(testDatabase, { REGEX_TIME_LIMIT_MS: '1' });
    const content = 'Les écrans en magasin demandent un plan. '.repeat(2400);
    const posts = Array.from({ length: 20 }, (_, n) => post(`long-${n}`, `Long ${n}`, content));
    await t.app.services.store.createMany(BlogPost, posts);
  });
  afterAll(() => t.close());

  it('answers 400 QUERY_TOO_EXPENSIVE when an admin’s pattern runs out of time', async () => {
    const url = `${t.base}/BlogPost/count?${q(hostile('r1', COSTLY))}`;
    const response = await t.app.inject({ method: 'GET', url, headers: t.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'QUERY_TOO_EXPENSIVE' });
    expect(response.json<{ message: string }>().message).toMatch(/1 ms/);
    // The connection is usable again, and nothing was lost.
    const count = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost/count`,
      headers: t.admin,
    });
    expect(count.json()).toEqual({ count: 20 });
  });

  it('keeps filters without $regex out of the time limit', async () => {
    const url = `${t.base}/BlogPost?fields=slug&${q({ content: { $ne: 'x' } })}`;
    const response = await t.app.inject({ method: 'GET', url, headers: t.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(20);
  });
});
