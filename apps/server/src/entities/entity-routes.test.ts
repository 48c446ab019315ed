import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

const signUp = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  company: 'Boulangerie Durand',
  language: 'fr',
  ...overrides,
});

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Un titre',
  excerpt: 'Un résumé',
  slug: 'un-titre',
  content: '## Bonjour',
  category: 'tutorials',
  tags: ['écrans'],
  read_time: 4,
  published: true,
  language: 'fr',
  ...overrides,
});

describe.each(testDatabases())('entity routes on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    admin = true,
  ) =>
    t.app.inject({
      method,
      url: `${t.base}${url}`,
      payload: payload as never,
      headers: admin ? t.admin : {},
    });

  it('creates a record with server fields, ignoring client-sent ones', async () => {
    const response = await request(
      'POST',
      '/BlogPost',
      post({ id: 'mine', created_date: '1999-01-01', created_by: 'x@y.z' }),
    );
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record.id).toMatch(/^[0-9a-f]{24}$/);
    expect(record.created_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(record.created_date).not.toBe('1999-01-01');
    expect(record.created_by).toBe('admin@vitrine.test');
    expect(record.title).toBe('Un titre');
  });

  it('lists bare arrays with sort, limit, skip and fields', async () => {
    for (const [index, slug] of ['b-post', 'c-post', 'd-post'].entries()) {
      await request(
        'POST',
        '/BlogPost',
        post({ slug, title: `Post ${index}`, read_time: 10 + index }),
      );
    }
    const sorted = (await request('GET', '/BlogPost?sort=-read_time&limit=2&skip=1')).json();
    expect(sorted.map((record: { slug: string }) => record.slug)).toEqual(['c-post', 'b-post']);
    const projected = (
      await request('GET', '/BlogPost?sort=slug&limit=1&fields=slug,title')
    ).json();
    expect(projected).toEqual([{ id: expect.any(String), slug: 'b-post', title: 'Post 0' }]);
    const filtered = (
      await request(
        'GET',
        `/BlogPost?q=${encodeURIComponent(JSON.stringify({ read_time: { $gte: 11 } }))}`,
      )
    ).json();
    expect(filtered.map((record: { slug: string }) => record.slug).sort()).toEqual([
      'c-post',
      'd-post',
    ]);
    expect((await request('GET', '/BlogPost?language=fr&read_time=12')).json()).toHaveLength(1);
  });

  it('defaults to newest first', async () => {
    const slugs = (await request('GET', '/BlogPost'))
      .json()
      .map((record: { slug: string }) => record.slug);
    expect(slugs.slice(0, 3)).toEqual(['d-post', 'c-post', 'b-post']);
  });

  it('counts with an optional filter', async () => {
    expect((await request('GET', '/BlogPost/count')).json()).toEqual({ count: 4 });
    const q = encodeURIComponent(JSON.stringify({ slug: { $in: ['b-post', 'c-post'] } }));
    expect((await request('GET', `/BlogPost/count?q=${q}`)).json()).toEqual({ count: 2 });
  });

  it('gets, merges updates, and deletes one record', async () => {
    const created = (await request('POST', '/BlogPost', post({ slug: 'to-edit' }))).json();
    expect((await request('GET', `/BlogPost/${created.id}`)).json().slug).toBe('to-edit');
    const updated = await request('PUT', `/BlogPost/${created.id}`, {
      title: 'Nouveau titre',
      id: 'ignored',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      title: 'Nouveau titre',
      slug: 'to-edit',
      created_date: created.created_date,
    });
    expect(updated.json().updated_date >= created.updated_date).toBe(true);
    expect((await request('DELETE', `/BlogPost/${created.id}`)).json()).toEqual({ success: true });
    const missing = await request('GET', `/BlogPost/${created.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('not found'),
    });
    expect((await request('DELETE', `/BlogPost/${created.id}`)).statusCode).toBe(404);
  });

  it('bulk-creates all or nothing', async () => {
    const created = await request('POST', '/BlogPost/bulk', [
      post({ slug: 'bulk-1' }),
      post({ slug: 'bulk-2' }),
    ]);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toHaveLength(2);
    const rejected = await request('POST', '/BlogPost/bulk', [
      post({ slug: 'bulk-3' }),
      post({ slug: 'Not A Slug' }),
    ]);
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().errors[0].field).toBe('[1].slug');
    expect((await request('GET', '/BlogPost?slug=bulk-3')).json()).toEqual([]);
  });

  it('bulk-updates all or nothing, and updates many by filter', async () => {
    const [one, two] = (
      await request(
        'GET',
        `/BlogPost?q=${encodeURIComponent(JSON.stringify({ slug: { $in: ['bulk-1', 'bulk-2'] } }))}&sort=slug`,
      )
    ).json();
    const updated = await request('PUT', '/BlogPost/bulk', [
      { id: one.id, read_time: 20 },
      { id: two.id, read_time: 21 },
    ]);
    expect(updated.json().map((record: { read_time: number }) => record.read_time)).toEqual([
      20, 21,
    ]);
    const failed = await request('PUT', '/BlogPost/bulk', [
      { id: one.id, read_time: 30 },
      { id: 'nope', read_time: 1 },
    ]);
    expect(failed.statusCode).toBe(422);
    expect((await request('GET', `/BlogPost/${one.id}`)).json().read_time).toBe(20);
    const many = await request('PATCH', '/BlogPost/update-many', {
      query: { read_time: { $gte: 20 } },
      data: { $set: { published: false } },
    });
    expect(many.json()).toEqual({ success: true, updated: 2, has_more: false });
    expect((await request('GET', '/BlogPost?published=false')).json()).toHaveLength(2);
  });

  it('deletes many by a filter in the body', async () => {
    const response = await request('DELETE', '/BlogPost', { published: false });
    expect(response.json()).toEqual({ success: true, deleted: 2 });
    expect((await request('GET', '/BlogPost?published=false')).json()).toEqual([]);
  });

  it('keeps one sign-up per e-mail and answers the same way both times', async () => {
    const first = await request(
      'POST',
      '/WaitlistSubscriber',
      signUp({ email: '  Camille@Example.FR ' }),
      false,
    );
    const second = await request(
      'POST',
      '/WaitlistSubscriber',
      signUp({ email: 'camille@example.fr', company: 'Nouvelle société' }),
      false,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(second.json().created_date).toBe(second.json().updated_date);
    const stored = (await request('GET', '/WaitlistSubscriber')).json();
    expect(stored).toHaveLength(1);
    // The first sign-up's answers stay; the second only notes the new contact.
    expect(stored[0]).toMatchObject({ email: 'camille@example.fr', company: 'Boulangerie Durand' });
  });

  it('keeps one post per slug and language, and says so with a 409', async () => {
    const first = await request('POST', '/BlogPost', post({ slug: 'un-seul', language: 'fr' }));
    expect(first.statusCode).toBe(201);
    const twin = await request('POST', '/BlogPost', post({ slug: 'un-seul', language: 'fr' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'CONFLICT' });
    const english = await request('POST', '/BlogPost', post({ slug: 'un-seul', language: 'en' }));
    expect(english.statusCode).toBe(201);
    const moved = await request('PUT', `/BlogPost/${english.json().id}`, { language: 'fr' });
    expect(moved.statusCode).toBe(409);
    const stored = (await request('GET', `/BlogPost/${english.json().id}`)).json();
    expect(stored.language).toBe('en');
  });

  it('names every failing field in a 422', async () => {
    const response = await request(
      'POST',
      '/WaitlistSubscriber',
      {
        firstName: '',
        email: 'not-an-email',
        company: 'X',
        language: 'de',
        screensCount: '7',
        interests: ['ai-content', 'crypto'],
      },
      false,
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.errors.map((issue: { field: string }) => issue.field).sort();
    expect(fields).toEqual([
      'email',
      'firstName',
      'interests',
      'language',
      'lastName',
      'screensCount',
    ]);
    expect(body.message).toContain('email');
  });

  it('drops a honeypot submission without storing it', async () => {
    const before = (await request('GET', '/WaitlistSubscriber/count')).json().count;
    const response = await request(
      'POST',
      '/WaitlistSubscriber',
      signUp({ email: 'bot@spam.example', website: 'http://spam' }),
      false,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe('bot@spam.example');
    expect((await request('GET', '/WaitlistSubscriber/count')).json().count).toBe(before);
  });

  it('stores contact messages, demo requests and newsletter sign-ups from visitors', async () => {
    const submissions: [string, object][] = [
      [
        '/ContactMessage',
        { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour !', language: 'fr' },
      ],
      [
        '/DemoRequest',
        {
          name: 'Sam',
          email: 'sam@example.com',
          company: 'Acme',
          phone: '+33 1 99 00 00 00',
          language: 'en',
        },
      ],
      ['/NewsletterSubscriber', { email: 'news@example.com', language: 'en', consent: true }],
      ['/NewsletterSubscriber', { email: 'NEWS@example.com', language: 'fr', consent: true }],
    ];
    for (const [path, payload] of submissions) {
      expect((await request('POST', path, payload, false)).statusCode, path).toBe(201);
    }
    expect((await request('GET', '/NewsletterSubscriber')).json()).toMatchObject([
      { email: 'news@example.com', language: 'en' },
    ]);
  });

  it('answers 404 for an unknown entity or app', async () => {
    const unknown = await request('GET', '/Invoice');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Entity "Invoice" does not exist',
    });
    const app = await t.app.inject({ method: 'GET', url: '/api/apps/other/entities/BlogPost' });
    expect(app.statusCode).toBe(404);
    expect(app.json().message).toBe('App "other" does not exist');
  });

  it('answers the calls the SDK makes on its own without storing anything', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/apps/${t.config.appId}/analytics/track/batch`,
          payload: { events: [{ event_name: 'x', properties: { email: 'a@b.c' } }] },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/app-logs/${t.config.appId}/log-user-in-app/Home`,
        })
      ).statusCode,
    ).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/apps/public/prod/public-settings/by-id/${t.config.appId}`,
    });
    expect(settings.json()).toEqual({
      id: t.config.appId,
      public_settings: 'public_without_login',
    });
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      storage: 'ok',
      sign_in: 'ok',
      sign_in_waiting: 0,
    });
  });
});
