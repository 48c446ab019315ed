import { Base44Error } from '@base44/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, testDatabases, useTestApp } from '../test/test-app';
import { useSdkClient } from '../test/sdk-client';

// Outside NODE_ENV=production the SDK writes each error answer to console.error; these tests expect
// many. Only those lines are dropped: NODE_ENV stays the worker's, so React stays one build.
const consoleError = console.error;
const fromSdk = (first: unknown) =>
  typeof first === 'string' && /^(\[Base44 SDK Error\]|Error data:)/.test(first);
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!fromSdk(args[0])) consoleError(...args);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

const post = (slug: string, read_time: number) => ({
  title: `Title ${slug}`,
  excerpt: 'Excerpt',
  slug,
  content: 'Body',
  category: 'tutorials',
  tags: ['x'],
  read_time,
  published: true,
  language: 'en',
});

/** Drives the server over real HTTP with the real @base44/sdk client, unchanged. */
describe.each(testDatabases())('Base44 SDK conformance on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const client = useSdkClient(t);

  it('signs in with auth.loginViaEmailPassword, then auth.me', async () => {
    const sdk = client();
    const { access_token, user } = await sdk.auth.loginViaEmailPassword(
      ADMIN.email,
      ADMIN.password,
    );
    expect(access_token).toBeTruthy();
    expect(user.email).toBe(ADMIN.email);
    expect((await sdk.auth.me()).role).toBe('owner');
  });

  it('creates, filters, gets, updates, counts and deletes', async () => {
    const sdk = client(t.adminToken);
    const BlogPost = sdk.entities.BlogPost!;
    const created = await BlogPost.create(post('one', 3));
    expect(created.id).toBeTruthy();
    const many = await BlogPost.bulkCreate([post('two', 8), post('three', 5), post('four', 1)]);
    expect(many).toHaveLength(3);
    const filtered = await BlogPost.filter({ read_time: { $gte: 3 } }, '-read_time', 2, 1, [
      'slug',
      'read_time',
    ]);
    expect(filtered).toEqual([
      { id: expect.any(String), slug: 'three', read_time: 5 },
      { id: expect.any(String), slug: 'one', read_time: 3 },
    ]);
    const listed = await BlogPost.list('slug', 2);
    expect(listed.map((record) => (record as { slug: string }).slug)).toEqual(['four', 'one']);
    expect((await BlogPost.get(created.id)).slug).toBe('one');
    expect((await BlogPost.update(created.id, { title: 'Updated' })).title).toBe('Updated');
    expect(await BlogPost.count({ read_time: { $lt: 5 } })).toBe(2);
    expect(await BlogPost.delete(created.id)).toEqual({ success: true });
    expect(await BlogPost.deleteMany({ slug: { $in: ['two', 'three'] } })).toEqual({
      success: true,
      deleted: 2,
    });
    expect(await BlogPost.count()).toBe(1);
  });

  it('lets a visitor sign up for the waitlist', async () => {
    const record = await client().entities.WaitlistSubscriber!.create({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      company: 'Acme',
      language: 'en',
    });
    expect(record).toMatchObject({ email: 'ana@example.com', id: expect.any(String) });
  });

  const failure = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(Base44Error);
      return error as Base44Error;
    }
    throw new Error('expected the call to fail');
  };

  it('invites users through auth.inviteUser and users.inviteUser', async () => {
    const sdk = client(t.adminToken) as unknown as {
      auth: { inviteUser(email: string, role: string): Promise<{ user: { email: string } }> };
      users: { inviteUser(email: string, role: string): Promise<{ user: { email: string } }> };
    };
    const viaAuth = await sdk.auth.inviteUser('first-invite@example.fr', 'user');
    expect(viaAuth.user.email).toBe('first-invite@example.fr');
    const viaUsers = await sdk.users.inviteUser('second-invite@example.fr', 'admin');
    expect(viaUsers.user.email).toBe('second-invite@example.fr');
  });

  it('imports a file with entities.X.importEntities, resolving with the created records', async () => {
    const csv = 'firstName,lastName,email,company,language\nLou,Roy,lou@example.fr,Acme,fr\n';
    const file = new File([csv], 'leads.csv', { type: 'text/csv' });
    const result = await client(t.adminToken).entities.WaitlistSubscriber!.importEntities(file);
    expect(result.status).toBe('success');
    expect(result.output).toEqual([
      expect.objectContaining({ id: expect.any(String), email: 'lou@example.fr' }),
    ]);
    const [stored] = await client(t.adminToken).entities.WaitlistSubscriber!.filter({
      email: 'lou@example.fr',
    });
    expect(result.output?.[0]).toEqual(stored);
  });

  it('sends an admin’s e-mail with integrations.Core.SendEmail, and refuses visitors', async () => {
    const params = { to: 'client@example.fr', subject: 'Bonjour', body: 'Texte', from_name: 'Ana' };
    const sent = await client(t.adminToken).integrations.Core.SendEmail(params);
    expect(sent).toEqual({ success: true, id: expect.any(String), status: 'stored' });
    const [queued] = await client(t.adminToken).entities.OutboxEmail!.filter({
      kind: 'admin-message',
    });
    expect(queued).toMatchObject({ id: sent.id, to: 'client@example.fr', text: 'Texte' });
    const refused = await failure(client().integrations.Core.SendEmail(params));
    expect([refused.status, refused.code]).toEqual([401, 'UNAUTHORIZED']);
    const invalid = await failure(
      client(t.adminToken).integrations.Core.SendEmail({ ...params, to: 'a@x.fr, b@y.fr' }),
    );
    expect([invalid.status, invalid.code]).toEqual([422, 'VALIDATION_FAILED']);
    expect(invalid.message).toContain('to');
  });

  it('reads the public settings with app.getPublicSettings', async () => {
    const sdk = client() as unknown as {
      app: { getPublicSettings(): Promise<{ id: string; public_settings: string }> };
    };
    expect(await sdk.app.getPublicSettings()).toEqual({
      id: t.config.appId,
      public_settings: 'public_without_login',
    });
  });

  it('surfaces 401, 404 and 422 as Base44Error with status, message and code', async () => {
    const unauthorized = await failure(client().auth.me());
    expect([unauthorized.status, unauthorized.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(unauthorized.message).toMatch(/sign in/i);
    const missing = await failure(
      client(t.adminToken).entities.BlogPost!.get('000000000000000000000000'),
    );
    expect([missing.status, missing.code, missing.message]).toEqual([
      404,
      'NOT_FOUND',
      'BlogPost 000000000000000000000000 not found',
    ]);
    const invalid = await failure(client().entities.WaitlistSubscriber!.create({ email: 'nope' }));
    expect([invalid.status, invalid.code]).toEqual([422, 'VALIDATION_FAILED']);
    expect(invalid.message).toContain('email');
    const forbidden = await failure(client().entities.WaitlistSubscriber!.list());
    expect(forbidden.status).toBe(401);
  });
});

/** With the site served too: its page catch-all must not answer the SDK's calls. */
describe.each(testDatabases())('Base44 SDK next to the site on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, {}, { web: true });
  const client = useSdkClient(t);

  it('rejects a call this server does not serve with a JSON Base44Error', async () => {
    const sdk = client(t.adminToken);
    // `appLogs.fetchLogs` reads `GET /api/app-logs/{appId}`, which Vitrine does not keep.
    const error = await sdk.appLogs.fetchLogs().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Base44Error);
    const { status, code, message, data } = error as Base44Error;
    expect([status, code]).toEqual([404, 'NOT_FOUND']);
    expect(message).toBe(`No route GET /api/app-logs/${t.config.appId}`);
    expect(data).toMatchObject({ code: 'NOT_FOUND' });
  });
});
