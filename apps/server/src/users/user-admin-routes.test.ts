import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import { describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, useTestApp } from '../../test/test-app';

const PASSWORD = 'a-long-enough-password';

describe.each(testDatabases())('inviting users and setting passwords on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, {
    PUBLIC_URL: 'https://vitrine.example',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });

  const api = (path: string) => `/api/apps/${t.config.appId}${path}`;
  const invite = (payload: object) =>
    t.app.inject({ method: 'POST', url: api('/users/invite-user'), headers: t.admin, payload });
  const setPassword = (id: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: api(`/users/${id}/password`), headers: t.admin, payload });
  const useLink = (token: string, password = PASSWORD, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: api('/auth/set-password'),
      payload: { token, password },
      remoteAddress,
    });
  const login = (email: string, password = PASSWORD) =>
    t.app.inject({ method: 'POST', url: api('/auth/login'), payload: { email, password } });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `${t.base}/User/me`,
      headers: { authorization: `Bearer ${token}` },
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('set_password')!;
  const emailsTo = async (to: string) => {
    const q = encodeURIComponent(JSON.stringify({ to }));
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/OutboxEmail?q=${q}&sort=created_date`,
      headers: t.admin,
    });
    return response.json() as OutboxEmailRecord[];
  };

  it('invites with a password: the account works at once, and no e-mail is queued', async () => {
    const response = await invite({
      user_email: ' Chloe@Example.fr ',
      role: 'admin',
      full_name: 'Chloé Bernard',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ user: expect.objectContaining({ email: 'chloe@example.fr' }) });
    expect(body.user).toMatchObject({ role: 'admin', full_name: 'Chloé Bernard', language: 'fr' });
    expect((await login('chloe@example.fr')).statusCode).toBe(200);
    expect(await emailsTo('chloe@example.fr')).toEqual([]);
  });

  it('invites without a password: a one-time link, e-mailed in the chosen language', async () => {
    const response = await invite({ user_email: 'sam@example.com', role: 'user', language: 'en' });
    expect(response.statusCode).toBe(201);
    const { user, set_password_url: url } = response.json();
    expect(url).toMatch(/^https:\/\/vitrine\.example\/login\?set_password=[A-Za-z0-9_-]{43}$/);
    const [email] = await emailsTo('sam@example.com');
    expect(email).toMatchObject({ kind: 'account-invitation', language: 'en', status: 'stored' });
    expect(email!.subject).toBe('Your access to the Vitrine admin area');
    expect(email!.text).toContain(url);
    expect(email!.html).toContain(url);
    // Only the hash is stored.
    const rows = await t.database.db.selectFrom('set_password_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(tokenOf(url));

    expect((await login('sam@example.com')).statusCode).toBe(401);
    const used = await useLink(tokenOf(url));
    expect(used.statusCode).toBe(200);
    expect(used.json().user).toMatchObject({ id: user.id, email: 'sam@example.com' });
    expect((await me(used.json().access_token)).statusCode).toBe(200);
    expect((await login('sam@example.com')).statusCode).toBe(200);

    const again = await useLink(tokenOf(url), 'another-long-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect((await login('sam@example.com')).statusCode).toBe(200);
  });

  it('writes French invitations by default, with French typography', async () => {
    const response = await invite({ user_email: 'lea@example.fr', role: 'user' });
    const [email] = await emailsTo('lea@example.fr');
    expect(email).toMatchObject({ kind: 'account-invitation', language: 'fr' });
    expect(email!.text).toContain(response.json().set_password_url);
    expect(email!.text).toContain('(12 caractères au moins)\u00a0:');
    expect(email!.text).not.toMatch(/ [:;!?»]/);
  });

  it('refuses an e-mail that has an account, a short password and a malformed request', async () => {
    const taken = await invite({ user_email: 'SAM@example.com', role: 'admin' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONFLICT');
    const short = await invite({ user_email: 'new@example.com', role: 'user', password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([
      expect.objectContaining({ field: 'password', limit: 12 }),
    ]);
    const bad = await invite({ user_email: 'not-an-email', role: 'owner', language: 'de' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((issue: { field: string }) => issue.field)
        .sort(),
    ).toEqual(['language', 'role']);
    const format = await invite({ user_email: 'not-an-email', role: 'user' });
    expect(format.json().errors).toEqual([
      expect.objectContaining({ field: 'user_email', rule: 'format' }),
    ]);
    expect(await emailsTo('new@example.com')).toEqual([]);
  });

  it('refuses expired links', async () => {
    const { set_password_url: url } = (
      await invite({ user_email: 'late@example.com', role: 'user' })
    ).json();
    await t.database.db
      .updateTable('set_password_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const response = await useLink(tokenOf(url));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
    expect((await useLink('x'.repeat(43), 'short')).statusCode).toBe(422);
  });

  it('sets a password for a user: their sessions and links end', async () => {
    const { user, set_password_url: url } = (
      await invite({ user_email: 'reset@example.com', role: 'user' })
    ).json();
    const session = (await useLink(tokenOf(url))).json().access_token;
    const link = (await setPassword(user.id)).json().set_password_url;

    const response = await setPassword(user.id, { password: 'a-brand-new-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(session)).statusCode).toBe(401);
    expect((await useLink(tokenOf(link))).statusCode).toBe(400);
    expect((await login('reset@example.com', 'a-brand-new-password')).statusCode).toBe(200);
    expect((await setPassword(user.id, { password: 'short' })).statusCode).toBe(422);
  });

  it('sends a reset link that replaces the earlier one; 404 for an unknown user', async () => {
    const { user } = (
      await invite({ user_email: 'forgot@example.com', role: 'user', password: PASSWORD })
    ).json();
    const first = (await setPassword(user.id)).json();
    const second = await setPassword(user.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ success: true, set_password_url: expect.any(String) });
    const emails = await emailsTo('forgot@example.com');
    expect(emails.map((email) => email.kind)).toEqual(['password-reset', 'password-reset']);
    expect(emails[1]!.text).toContain(second.json().set_password_url);
    // The current password keeps working until a new one is chosen.
    expect((await login('forgot@example.com')).statusCode).toBe(200);
    expect((await useLink(tokenOf(first.set_password_url))).statusCode).toBe(400);
    expect(
      (await useLink(tokenOf(second.json().set_password_url), 'chosen-new-password')).statusCode,
    ).toBe(200);
    expect((await login('forgot@example.com', 'chosen-new-password')).statusCode).toBe(200);

    const unknown = await setPassword('000000000000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('disabling a user ends their sessions and links, and blocks sign-in', async () => {
    const { user, set_password_url: url } = (
      await invite({ user_email: 'leaver@example.com', role: 'user' })
    ).json();
    const session = (await useLink(tokenOf(url))).json().access_token;
    const link = (await setPassword(user.id)).json().set_password_url;
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/User/${user.id}`,
      headers: t.admin,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(
      await t.database.db
        .selectFrom('auth_tokens')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
    expect((await me(session)).statusCode).toBe(401);
    expect((await useLink(tokenOf(link))).statusCode).toBe(400);
    expect((await login('leaver@example.com')).statusCode).toBe(401);
    expect((await setPassword(user.id)).statusCode).toBe(409);
  });

  it('counts failed links toward the sign-in limit of the address', async () => {
    const limited = await startTestApp(testDatabase, { LOGIN_RATE_LIMIT_MAX: '2' });
    try {
      const tryLink = (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/apps/${limited.config.appId}/auth/set-password`,
          payload: { token, password: PASSWORD },
        });
      expect((await tryLink('a'.repeat(43))).statusCode).toBe(400);
      expect((await tryLink('b'.repeat(43))).statusCode).toBe(400);
      const refused = await tryLink('c'.repeat(43));
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
