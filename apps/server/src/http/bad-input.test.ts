import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

const valid = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  company: 'Acme',
  language: 'en',
};

describe.each(testDatabases())('bad input on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { BODY_LIMIT_BYTES: '4096' });

  const send = (options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url?: string;
    payload?: unknown;
    headers?: Record<string, string>;
    admin?: boolean;
  }) =>
    t.app.inject({
      method: options.method ?? 'POST',
      url: `${t.base}${options.url ?? '/WaitlistSubscriber'}`,
      payload: options.payload as never,
      headers: { ...(options.admin ? t.admin : {}), ...options.headers },
    });

  const count = async () =>
    (await send({ method: 'GET', url: '/WaitlistSubscriber/count', admin: true })).json()
      .count as number;

  const cases: [string, Parameters<typeof send>[0], number][] = [
    [
      'malformed JSON',
      { payload: '{"firstName": "Ana",', headers: { 'content-type': 'application/json' } },
      400,
    ],
    ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }, 400],
    ['a JSON array instead of an object', { payload: [valid] }, 400],
    ['a JSON string', { payload: '"hello"', headers: { 'content-type': 'application/json' } }, 400],
    ['wrong types', { payload: { ...valid, firstName: 42, interests: 'analytics' } }, 422],
    ['an unknown field', { payload: { ...valid, isAdmin: true } }, 422],
    [
      'a __proto__ key',
      {
        payload: `{"__proto__": {"isAdmin": true}, "firstName": "A"}`,
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a constructor.prototype key',
      {
        payload: `{"constructor": {"prototype": {"x": 1}}}`,
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    ['a NUL character', { payload: { ...valid, company: 'Acme\u0000Corp' } }, 422],
    [
      'a lone surrogate',
      {
        payload: `{"firstName":"\\ud800","lastName":"L","email":"a@b.co","company":"A","language":"en"}`,
        headers: { 'content-type': 'application/json' },
      },
      422,
    ],
    ['an over-long string', { payload: { ...valid, company: 'x'.repeat(201) } }, 422],
    ['an oversized body', { payload: { ...valid, role: 'x'.repeat(5000) } }, 413],
    [
      'a form-encoded body',
      {
        payload: 'firstName=Ana',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      415,
    ],
    ['an unknown entity', { url: '/Nope', payload: valid }, 404],
    [
      'an unknown operator',
      { method: 'GET', url: `/BlogPost?q=${encodeURIComponent('{"title":{"$where":"1"}}')}` },
      400,
    ],
    ['a q that is not JSON', { method: 'GET', url: '/BlogPost?q={title' }, 400],
    ['a q that is an array', { method: 'GET', url: '/BlogPost?q=[1]' }, 400],
    [
      'SQL in a field name',
      { method: 'GET', url: `/BlogPost?q=${encodeURIComponent(`{"title') OR 1=1 --":"x"}`)}` },
      400,
    ],
    [
      'SQL in a sort field',
      {
        method: 'GET',
        url: `/BlogPost?sort=${encodeURIComponent('title; DROP TABLE ent_blog_post')}`,
      },
      400,
    ],
    ['an unknown sort field', { method: 'GET', url: '/BlogPost?sort=-password' }, 400],
    ['an unknown projected field', { method: 'GET', url: '/BlogPost?fields=title,secret' }, 400],
    ['a huge limit', { method: 'GET', url: '/BlogPost?limit=99999999999' }, 400],
    ['a negative skip', { method: 'GET', url: '/BlogPost?skip=-1' }, 400],
    ['a huge skip', { method: 'GET', url: '/BlogPost?skip=1e99' }, 400],
    [
      'a deeply nested filter',
      {
        method: 'GET',
        url: `/BlogPost?q=${encodeURIComponent('{"$and":['.repeat(20) + '{}' + ']}'.repeat(20))}`,
      },
      400,
    ],
  ];

  it.each(cases)(
    'rejects %s with a clear error and stores nothing',
    async (_name, request, status) => {
      const before = await count();
      const response = await send(request);
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(5);
      expect(typeof body.code).toBe('string');
      expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|SELECT|sqlite|postgres/i);
      expect(await count()).toBe(before);
    },
  );

  it('names the unknown operator and sort field', async () => {
    expect(
      (
        await send({
          method: 'GET',
          url: `/BlogPost?q=${encodeURIComponent('{"title":{"$where":"1"}}')}`,
        })
      ).json().message,
    ).toContain('$where');
    expect(
      (await send({ method: 'GET', url: '/BlogPost?sort=-password' })).json().message,
    ).toContain('password');
  });

  it('keeps serving and keeps what was stored', async () => {
    const created = await send({ payload: valid });
    expect(created.statusCode).toBe(201);
    const again = await send({
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(400);
    const list = await send({ method: 'GET', url: '/WaitlistSubscriber', admin: true });
    expect(list.json().map((record: { email: string }) => record.email)).toContain(
      'ana@example.com',
    );
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('hides internals in 5xx answers', async () => {
    const { toAnswer } = await import('./error-handler');
    const answer = toAnswer(
      new Error('SQLITE_CORRUPT: database disk image is malformed at /srv/data/vitrine.db'),
      'req-1',
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      message: expect.any(String),
      detail: 'Reference: req-1',
      code: 'INTERNAL_ERROR',
    });
  });
});
