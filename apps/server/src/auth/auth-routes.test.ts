import { User } from '@vitrine/contract/entities/user';
import { describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisAvailable, uniqueRedisPrefix } from '../../test/redis';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('sign-in and sessions on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const login = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: payload as never,
    });
  const me = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${t.base}/User/me`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers login with a token and the user, never the password hash', async () => {
    const response = await login({ email: ' ADMIN@vitrine.test ', password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The account made from ADMIN_EMAIL is the site's owner (decision 0054).
    expect(body.user).toMatchObject({ email: ADMIN.email, role: 'owner' });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/);
  });

  it('refuses wrong passwords and unknown e-mails with the same answer', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@vitrine.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect((await login({ email: ADMIN.email })).statusCode).toBe(400);
  });

  it('answers User/me with 401 for visitors and the account for signed-in users', async () => {
    const visitor = await me();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHORIZED');
    expect((await me('not-a-real-token-at-all')).statusCode).toBe(401);
    expect((await me(t.adminToken)).json()).toMatchObject({ email: ADMIN.email, role: 'owner' });
  });

  it('lets a user change their name but not their role through User/me', async () => {
    const headers = { authorization: `Bearer ${t.adminToken}` };
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/User/me`,
      headers,
      payload: { full_name: 'Alex Martin' },
    });
    expect(renamed.json().full_name).toBe('Alex Martin');
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/User/me`,
      headers,
      payload: { role: 'user' },
    });
    expect(promoted.statusCode).toBe(422);
    expect((await me(t.adminToken)).json().role).toBe('owner');
  });

  it('revokes the token on logout', async () => {
    const token = await t.login();
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/logout`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ success: true });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/expired/);
  });

  it('answers a disabled account exactly like a wrong password, and stamps sign-in dates', async () => {
    const user = await t.app.services.store.create(User, {
      email: 'paused@vitrine.test',
      role: 'user',
      disabled: true,
    });
    await t.app.services.accounts.setPassword(user.id, 'a-long-enough-password');
    const disabled = await login({
      email: 'paused@vitrine.test',
      password: 'a-long-enough-password',
    });
    const wrong = await login({ email: ADMIN.email, password: 'a-long-enough-password' });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    const before = new Date().toISOString();
    const signedIn = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(signedIn.json().user.last_sign_in_date >= before).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: `${t.base}/User/me`,
      headers: { authorization: `Bearer ${signedIn.json().access_token}` },
    });
    expect(me.json().last_sign_in_date).toBe(signedIn.json().user.last_sign_in_date);
  });

  it('refuses expired tokens and disabled accounts', async () => {
    const token = await t.login();
    await t.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await me(token)).statusCode).toBe(401);
    const user = await t.app.services.store.create(User, {
      email: 'off@vitrine.test',
      role: 'admin',
      disabled: true,
    });
    await t.app.services.accounts.setPassword(user.id, 'a-long-enough-password');
    expect(
      (await login({ email: 'off@vitrine.test', password: 'a-long-enough-password' })).statusCode,
    ).toBe(401);
  });

  it('redirects the SDK logout navigation only to this site', async () => {
    const inside = await t.app.inject({
      method: 'GET',
      url: '/api/apps/auth/logout?from_url=%2Fen%2Fpricing%3Fa%3D1',
    });
    expect(inside.statusCode).toBe(302);
    expect(inside.headers.location).toBe('/en/pricing?a=1');
    const outside = await t.app.inject({
      method: 'GET',
      url: '/api/apps/auth/logout?from_url=https%3A%2F%2Fevil.example%2F',
    });
    expect(outside.headers.location).toBe('/');
    const protocolRelative = await t.app.inject({
      method: 'GET',
      url: '/api/apps/auth/logout?from_url=%2F%2Fevil.example',
    });
    expect(protocolRelative.headers.location).toBe('/');
  });
});

describe.each(testDatabases())('failed sign-in limit on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { LOGIN_RATE_LIMIT_MAX: '3' });

  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: { email, password },
      remoteAddress,
    });

  it('never counts successful sign-ins', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(ADMIN.email, ADMIN.password, '10.0.0.2')).statusCode).toBe(200);
    }
  });

  it('answers 429 with Retry-After once an address has failed too often', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await login(`nobody${attempt}@vitrine.test`, 'wrong-password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await login(ADMIN.email, ADMIN.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The console, which sees no headers, reads the wait from the body.
    expect(limited.json().retry_after).toBe(retryAfter);
    expect(limited.json().message).toBe(
      'Too many failed attempts from this connection; please try again in 15 minutes',
    );
    // Another address is not affected.
    expect((await login(ADMIN.email, ADMIN.password, '10.0.0.3')).statusCode).toBe(200);
  });

  it('slows an e-mail down after failures from any addresses, and never refuses it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await login(' ADMIN@vitrine.test', 'wrong-password', `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    expect((await login(ADMIN.email, 'wrong-password', '10.1.0.8')).statusCode).toBe(401);
    expect((await login(ADMIN.email, ADMIN.password, '10.1.0.9')).statusCode).toBe(200);
  });

  it('counts concurrent guesses: no more than the limit get an answer', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) => login(`burst${n}@vitrine.test`, 'wrong', '10.2.0.1')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

const withRedis = await redisAvailable();
const limiters = [
  { limiter: 'the in-process limiter', env: () => ({}) },
  ...(withRedis
    ? [
        {
          limiter: 'the Redis limiter',
          env: () => ({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() }),
        },
      ]
    : []),
];

describe.each(limiters)('an e-mail under attack, with $limiter', ({ env }) => {
  const t = useTestApp(testDatabases()[0]!, { ...env(), LOGIN_RATE_LIMIT_MAX: '10' });

  const login = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: { email: ADMIN.email, password },
      remoteAddress,
    });

  it('still lets the owner in from an address that has not failed, and limits the attacker', async () => {
    // Ten failures on the owner's e-mail, from another address: that address is refused now,
    // the right password included.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('wrong-password', '192.0.2.66')).statusCode).toBe(401);
    }
    const attacker = await login(ADMIN.password, '192.0.2.66');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().code).toBe('RATE_LIMITED');
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const owner = await login(ADMIN.password, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(ADMIN.email);
    // A wrong guess from a fresh address is answered as before: no hint of the attack.
    const guess = await login('another-wrong-password', '198.51.100.21');
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe('INVALID_CREDENTIALS');
  });
});
