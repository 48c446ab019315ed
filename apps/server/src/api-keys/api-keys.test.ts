import { ApiKey, type ApiKeyRecord } from '@vitrine/contract/entities/api-key';
import { AuditEvent } from '@vitrine/contract/entities/audit-event';
import { createClient } from '@base44/sdk';
import { describe, expect, it, vi } from 'vitest';
import { blogPostRecord } from '../../test/records';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp, type TestApp } from '../../test/test-app';
import { hashToken } from '../auth/hash-token';
import { API_KEY_SECRETS_TABLE } from '../db/schema-migrations/0015-api-keys';
import { ApiKeys } from './api-key-store';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a key as the test app's owner; answers the record and its token. */
async function createKey(t: TestApp, fields: Record<string, unknown>) {
  const response = await t.postEntity('ApiKey', fields, t.admin);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ApiKeyRecord & { token: string };
}

const get = (t: TestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${t.base}${url}`, headers });

describe.each(testDatabases())('API keys on $name', (testDatabase) => {
  // A low limit, so that refused keys reach it in a few requests (sign-ins are not counted with them).
  const t = useTestApp(testDatabase, { LOGIN_RATE_LIMIT_MAX: '20' });

  it('answers the token once: stored as its hash, never in a read, a list or an export', async () => {
    const key = await createKey(t, { name: 'CRM', role: 'sales' });
    expect(key.token).toMatch(/^vtr_[A-Za-z0-9_-]{43}$/);
    expect(key.token_prefix).toBe(key.token.slice(0, 12));
    const reads = [
      await get(t, `/ApiKey/${key.id}`, t.admin),
      await get(t, '/ApiKey', t.admin),
      await get(t, '/ApiKey/export?format=csv', t.admin),
    ];
    for (const read of reads) {
      expect(read.statusCode, read.body).toBe(200);
      expect(read.body).toContain(key.token_prefix);
      expect(read.body).not.toContain(key.token);
      expect(read.body).not.toContain(hashToken(key.token));
    }
    const rows = await t.database.db.selectFrom(API_KEY_SECRETS_TABLE).selectAll().execute();
    expect(rows).toContainEqual(
      expect.objectContaining({ key_id: key.id, token_hash: hashToken(key.token) }),
    );
    expect(JSON.stringify(rows)).not.toContain(key.token);
  });

  it('acts with its role: a sales key lists leads, not users, and writes no post', async () => {
    const { token, id } = await createKey(t, { name: 'CRM sync', role: 'sales' });
    await t.postEntity('ContactMessage', {
      name: 'Léa',
      email: 'lea@example.com',
      message: 'Bonjour',
      language: 'fr',
    });
    const leads = await get(t, '/ContactMessage', bearer(token));
    expect(leads.statusCode, leads.body).toBe(200);
    expect(leads.json()).toContainEqual(expect.objectContaining({ email: 'lea@example.com' }));
    expect((await get(t, '/User', bearer(token))).statusCode).toBe(403);
    const post = await t.postEntity('BlogPost', blogPostRecord('by-a-sales-key'), bearer(token));
    expect(post.statusCode).toBe(403);
    const me = await get(t, '/User/me', bearer(token));
    expect(me.json()).toMatchObject({ id, role: 'sales', full_name: 'CRM sync', is_service: true });
    // Its export is audited with the key as actor.
    expect((await get(t, '/ContactMessage/export?format=csv', bearer(token))).statusCode).toBe(200);
    const [exported] = await t.app.services.store.list(AuditEvent, {
      filter: { action: 'lead.exported', actor_id: id },
    });
    expect(exported).toMatchObject({ actor_email: `key-${id}@api-keys.invalid` });
  });

  it('lets an editor key write a post, signed with the key', async () => {
    const { token, id } = await createKey(t, { name: 'Pipeline', role: 'editor' });
    const post = await t.postEntity('BlogPost', blogPostRecord('from-a-pipeline'), bearer(token));
    expect(post.statusCode, post.body).toBe(201);
    expect(post.json()).toMatchObject({ created_by: `key-${id}@api-keys.invalid` });
  });

  it('refuses an expired key with 401 and says so', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const { token } = await createKey(t, { name: 'Old', role: 'sales', expires_date: past });
    const refused = await get(t, '/ContactMessage', bearer(token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      `This API key expired on ${past}; an admin can create a new one`,
    );
    // Public reads too: a machine learns its key is dead.
    expect((await get(t, '/BlogPost', bearer(token))).statusCode).toBe(401);
  });

  it('ends a deleted key on the very next request, and audits both ends', async () => {
    const { token, id } = await createKey(t, { name: 'Temporary', role: 'sales' });
    expect((await get(t, '/ContactMessage', bearer(token))).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/ApiKey/${id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    const refused = await get(t, '/ContactMessage', bearer(token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key is not valid (unknown or deleted)');
    const secrets = await t.database.db
      .selectFrom(API_KEY_SECRETS_TABLE)
      .select('key_id')
      .where('key_id', '=', id)
      .execute();
    expect(secrets).toEqual([]);
    const events = await t.app.services.store.list(AuditEvent, { filter: { target_id: id } });
    expect(events.map((event) => event.action).sort()).toEqual([
      'api-key.created',
      'api-key.deleted',
    ]);
    expect(events[0]).toMatchObject({ actor_email: 'admin@vitrine.test' });
    expect(String(events[0]!.summary)).toContain('« Temporary »');
  });

  it('lets owner and admins create keys; nobody else, and no key', async () => {
    const team = await signInTeam(t, 'keys');
    const input = { name: 'Mine', role: 'admin' };
    expect((await t.postEntity('ApiKey', input)).statusCode).toBe(401);
    for (const role of ['editor', 'author', 'contributor', 'sales', 'user']) {
      expect((await t.postEntity('ApiKey', input, team.headers[role])).statusCode, role).toBe(403);
    }
    expect((await t.postEntity('ApiKey', input, team.headers.admin)).statusCode).toBe(201);
    const adminKey = await createKey(t, { name: 'Admin key', role: 'admin' });
    const byKey = await t.postEntity('ApiKey', input, bearer(adminKey.token));
    expect(byKey.statusCode).toBe(403);
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/ApiKey/${adminKey.id}`,
      headers: bearer(adminKey.token),
    });
    expect(dropped.statusCode).toBe(403);
    // An admin key manages what admins manage but the team and the integrations, so that a leaked
    // key cannot leave successors behind (an invited admin, a webhook); it has no account either.
    expect((await get(t, '/ContactMessage', bearer(adminKey.token))).statusCode).toBe(200);
    expect((await get(t, '/User', bearer(adminKey.token))).statusCode).toBe(403);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/users/invite-user`,
      headers: bearer(adminKey.token),
      payload: { email: 'successor@example.com', role: 'admin' },
    });
    expect(invited.statusCode, invited.body).toBe(403);
    const hook = { url: 'https://hooks.example.com/in', events: ['lead.created'], active: true };
    expect((await t.postEntity('Webhook', hook, bearer(adminKey.token))).statusCode).toBe(403);
    expect((await get(t, '/Webhook', bearer(adminKey.token))).statusCode).toBe(403);
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/auth/sessions`,
      headers: bearer(adminKey.token),
    });
    expect(account.statusCode).toBe(403);
  });

  it('creates keys one at a time, and the server alone sets token_prefix', async () => {
    const bulk = await t.app.inject({
      method: 'POST',
      url: `${t.base}/ApiKey/bulk`,
      headers: t.admin,
      payload: [{ name: 'A', role: 'sales' }],
    });
    expect(bulk.statusCode).toBe(400);
    // A key is never the owner.
    expect((await t.postEntity('ApiKey', { name: 'O', role: 'owner' }, t.admin)).statusCode).toBe(
      422,
    );
    const key = await createKey(t, { name: 'B', role: 'sales', token_prefix: 'vtr_chosen' });
    expect(key.token_prefix).toBe(key.token.slice(0, 12));
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/ApiKey/${key.id}`,
      headers: t.admin,
      payload: { token_prefix: 'vtr_other' },
    });
    expect(changed.statusCode).toBe(403);
  });

  it('writes last_used_date at most once a minute per key', async () => {
    const { token, id } = await createKey(t, { name: 'Busy', role: 'sales' });
    let now = Date.now();
    const keys = new ApiKeys(
      t.database,
      t.app.services.store,
      { warn: () => undefined },
      () => now,
    );
    const stamps = async () => {
      await keys.idle();
      return (await t.app.services.store.get(ApiKey, id))?.last_used_date;
    };
    await keys.callerFor(token);
    const first = await stamps();
    expect(first).toBe(new Date(now).toISOString());
    now += 59_000;
    for (let i = 0; i < 5; i += 1) await keys.callerFor(token);
    expect(await stamps()).toBe(first);
    now += 1_000;
    await keys.callerFor(token);
    expect(await stamps()).toBe(new Date(now).toISOString());
  });

  it('answers unknown keys 401, then 429 for an address that keeps trying', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const token = `vtr_${String(i).padStart(43, 'x')}`;
      statuses.push((await get(t, '/ContactMessage', bearer(token))).statusCode);
    }
    // Earlier tests' refused keys count too: 20 failures in all, then 429 for every further one.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(10);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
    // People's sign-ins from that address are counted apart, and still go through.
    expect(await t.login()).toBeTruthy();
  });

  it('serves the Base44 SDK: the serviceToken is a key', async () => {
    const serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createKey(t, { name: 'SDK', role: 'sales' });
    const sdk = createClient({
      serverUrl,
      appId: t.config.appId,
      serviceToken: token,
      requiresAuth: false,
      analytics: { enabled: false },
    } as Parameters<typeof createClient>[0]);
    const leads = await sdk.asServiceRole.entities.ContactMessage!.list();
    expect(leads).toContainEqual(expect.objectContaining({ email: 'lea@example.com' }));
    // The SDK writes its error answers to console.error outside production: this one is expected.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(sdk.asServiceRole.entities.User!.list()).rejects.toMatchObject({ status: 403 });
    } finally {
      quiet.mockRestore();
    }
  });

  it('is not held by « two factors required », which holds people without one', async () => {
    const { token } = await createKey(t, { name: 'Unattended', role: 'sales' });
    const team = await signInTeam(t, 'mfa');
    await t.app.services.twoFactor.securitySettings.set({ require_two_factor: true });
    try {
      const person = await get(t, '/ContactMessage', team.headers.sales!);
      expect(person.json()).toMatchObject({ code: 'MFA_SETUP_REQUIRED' });
      expect((await get(t, '/ContactMessage', bearer(token))).statusCode).toBe(200);
    } finally {
      await t.app.services.twoFactor.securitySettings.set({ require_two_factor: false });
    }
  });
});
