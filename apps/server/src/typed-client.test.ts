import { ApiError } from '@vitrine/contract/client/api-error';
import { createApiClient } from '@vitrine/contract/client/create-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, testDatabases, type TestApp } from '../test/test-app';

/** The web app's own typed client against the real server, over real HTTP. */
describe.each(testDatabases())('typed client against the server on $name', (testDatabase) => {
  let t: TestApp;
  let serverUrl: string;
  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  const client = () => createApiClient({ appId: t.config.appId, serverUrl });

  it('signs a visitor up and shows them only the published blog', async () => {
    const visitor = client();
    const record = await visitor.entities.WaitlistSubscriber.create({
      firstName: 'Inès',
      lastName: 'Roux',
      email: 'INES@example.fr',
      company: 'Roux & fils',
      language: 'fr',
      interests: ['scheduling'],
    });
    expect(record).toMatchObject({
      email: 'ines@example.fr',
      interests: ['scheduling'],
      id: expect.any(String),
    });
    const admin = client();
    await admin.auth.loginViaEmailPassword(ADMIN.email, ADMIN.password);
    const base = {
      excerpt: 'x',
      content: 'x',
      category: 'tutorials' as const,
      tags: [],
      read_time: 2,
      language: 'fr' as const,
    };
    await admin.entities.BlogPost.bulkCreate([
      { ...base, title: 'Publié', slug: 'publie', published: true },
      { ...base, title: 'Brouillon', slug: 'brouillon', published: false },
    ]);
    const posts = await visitor.entities.BlogPost.filter({ language: 'fr' }, '-created_date', 10);
    expect(posts.map((post) => post.slug)).toEqual(['publie']);
    expect(await admin.entities.BlogPost.count({ language: 'fr' })).toBe(2);
    expect((await admin.auth.me()).email).toBe(ADMIN.email);
    await admin.auth.logout();
    await expect(admin.auth.me()).rejects.toMatchObject({ status: 401 });
  });

  it('maps the server’s errors: 422 with the failing fields, 401, 404', async () => {
    const error = await client()
      .entities.WaitlistSubscriber.create({
        firstName: '',
        lastName: 'R',
        email: 'nope',
        company: 'C',
        language: 'fr',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect((error as ApiError).issues?.map((issue) => issue.field).sort()).toEqual([
      'email',
      'firstName',
    ]);
    await expect(client().entities.ContactMessage.list()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    await expect(client().entities.BlogPost.get('000000000000000000000000')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
