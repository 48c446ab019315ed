import { describe, expect, it } from 'vitest';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';
import { transferOwnership } from '../../test/team';
import {
  PASSWORD,
  call,
  createAccount,
  enableTotp,
  steppingClock,
} from '../../test/two-factor-fixtures';

describe.each(testDatabases())('two-factor sign-in (TOTP) on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const login = (email: string, password = PASSWORD) =>
    call(t, 'POST', '/auth/login', undefined, { email, password });

  it('sets up, enables, then asks sign-in for a code and signs in with it', async () => {
    const clock = steppingClock(t);
    const alice = await createAccount(t, 'alice@vitrine.test');
    const setup = await call(t, 'POST', '/auth/mfa/totp/setup', alice.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Vitrine:alice%40vitrine\.test\?/);
    expect(qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Until enabled, the password alone still signs in.
    expect((await login(alice.email)).statusCode).toBe(200);
    const wrong = await call(t, 'POST', '/auth/mfa/totp/enable', alice.token, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('INVALID_CODE');

    clock.next();
    const enable = await call(t, 'POST', '/auth/mfa/totp/enable', alice.token, {
      code: await clock.code(secret),
    });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The secret is sealed at rest.
    const row = await t.database.db.selectFrom('user_totp').selectAll().executeTakeFirstOrThrow();
    expect(String(row.secret)).not.toContain(secret);
    expect((await call(t, 'POST', '/auth/mfa/totp/setup', alice.token)).statusCode).toBe(409);

    const first = await login(alice.email);
    expect(first.statusCode).toBe(401);
    const body = first.json();
    expect(body).toMatchObject({ code: 'MFA_REQUIRED', methods: ['totp', 'recovery_code'] });
    expect(body.access_token).toBeUndefined();
    clock.next();
    const verified = await call(t, 'POST', '/auth/mfa/verify', undefined, {
      mfa_token: body.mfa_token,
      code: await clock.code(secret),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.json().user.email).toBe(alice.email);
    // The challenge is used up.
    const again = await call(t, 'POST', '/auth/mfa/verify', undefined, {
      mfa_token: body.mfa_token,
      code: await clock.code(secret, 1),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('accepts a code of the step before or after, refuses a replayed or older one', async () => {
    const clock = steppingClock(t);
    const bob = await createAccount(t, 'bob@vitrine.test');
    const { secret } = await enableTotp(t, bob.token, clock);
    const verify = async (code: string) => {
      const challenge = (await login(bob.email)).json().mfa_token as string;
      return call(t, 'POST', '/auth/mfa/verify', undefined, { mfa_token: challenge, code });
    };
    clock.next();
    const late = await clock.code(secret, -1);
    expect((await verify(await clock.code(secret, -2))).statusCode).toBe(401);
    expect((await verify(await clock.code(secret, 1))).statusCode).toBe(200);
    // The code of the next step was used: the same code, or an older step's, is refused.
    expect((await verify(await clock.code(secret, 1))).statusCode).toBe(401);
    expect((await verify(late)).statusCode).toBe(401);
  });

  it('lets one of two simultaneous sign-ins with the same code through', async () => {
    const clock = steppingClock(t);
    const hal = await createAccount(t, 'hal@vitrine.test');
    const { secret } = await enableTotp(t, hal.token, clock);
    const challenges = await Promise.all(
      [1, 2, 3, 4].map(async () => (await login(hal.email)).json().mfa_token as string),
    );
    clock.next();
    const code = await clock.code(secret);
    const answers = await Promise.all(
      challenges.map((mfa_token) =>
        call(t, 'POST', '/auth/mfa/verify', undefined, { mfa_token, code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it('signs in with a recovery code once; new codes replace the old ones', async () => {
    const clock = steppingClock(t);
    const carol = await createAccount(t, 'carol@vitrine.test');
    const { secret, recoveryCodes } = await enableTotp(t, carol.token, clock);
    const verify = async (code: string) => {
      const challenge = (await login(carol.email)).json().mfa_token as string;
      return call(t, 'POST', '/auth/mfa/verify', undefined, { mfa_token: challenge, code });
    };
    const [used, kept] = recoveryCodes;
    expect((await verify(` ${used!.toUpperCase()} `)).statusCode).toBe(200);
    const reused = await verify(used!);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('INVALID_CODE');
    const status = await call(t, 'GET', '/auth/mfa', carol.token);
    expect(status.json()).toEqual({ totp: true, recovery_codes_left: 9 });

    clock.next();
    const renewed = await call(t, 'POST', '/auth/mfa/recovery-codes', carol.token, {
      code: await clock.code(secret),
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recovery_codes).toHaveLength(10);
    expect((await verify(kept!)).statusCode).toBe(401);
    expect((await verify(renewed.json().recovery_codes[0])).statusCode).toBe(200);
  });

  it('ends a challenge after 5 wrong codes', async () => {
    const clock = steppingClock(t);
    const dan = await createAccount(t, 'dan@vitrine.test');
    const { secret } = await enableTotp(t, dan.token, clock);
    const challenge = (await login(dan.email)).json().mfa_token as string;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(t, 'POST', '/auth/mfa/verify', undefined, {
        mfa_token: challenge,
        code: i % 2 ? '123456' : 'aaaaa-bbbbb',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('INVALID_CODE');
    }
    clock.next();
    const right = await call(t, 'POST', '/auth/mfa/verify', undefined, {
      mfa_token: challenge,
      code: await clock.code(secret),
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('INVALID_TOKEN');
  });

  it('disables with a code or the password, never with a wrong one', async () => {
    const clock = steppingClock(t);
    const erin = await createAccount(t, 'erin@vitrine.test');
    const { secret } = await enableTotp(t, erin.token, clock);
    const disable = (payload: object) =>
      call(t, 'POST', '/auth/mfa/totp/disable', erin.token, payload);
    expect((await disable({})).statusCode).toBe(422);
    expect((await disable({ password: 'not-the-password' })).statusCode).toBe(422);
    expect((await disable({ code: '000000' })).statusCode).toBe(422);
    expect((await login(erin.email)).statusCode).toBe(401);
    expect((await disable({ password: PASSWORD })).statusCode).toBe(200);
    expect((await login(erin.email)).statusCode).toBe(200);
    expect((await disable({ password: PASSWORD })).statusCode).toBe(409);

    await enableTotp(t, erin.token, clock);
    clock.next();
    expect((await disable({ code: await clock.code(secret) })).statusCode).toBe(422);
  });

  it("lets the users capability remove an account's factors, never the owner's", async () => {
    const clock = steppingClock(t);
    const frank = await createAccount(t, 'frank@vitrine.test');
    await enableTotp(t, frank.token, clock);
    const owner = await handOwnership(t, 'owner@vitrine.test');
    await enableTotp(t, owner.token, clock);
    const editor = await createAccount(t, 'editor@vitrine.test', 'editor');
    const remove = (id: string, who: string) =>
      call(t, 'DELETE', `/users/${id}/second-factors`, who);

    expect((await remove(frank.id, editor.token)).statusCode).toBe(403);
    expect((await remove(owner.id, t.adminToken)).statusCode).toBe(403);
    expect((await remove('no-such-user', t.adminToken)).statusCode).toBe(404);
    const removed = await remove(frank.id, t.adminToken);
    expect(removed.json()).toEqual({ success: true, removed: true });
    expect((await login(frank.email)).statusCode).toBe(200);
    expect((await login(owner.email)).json().code).toBe('MFA_REQUIRED');
  });
});

/** A new account becomes the site's owner; the test app's admin (the owner so far) an admin. */
async function handOwnership(t: ReturnType<typeof useTestApp>, email: string) {
  const account = await createAccount(t, email, 'admin');
  await transferOwnership(t, account.id);
  return account;
}

describe.each(testDatabases())('two factors required on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('lets only the owner change the setting; console roles read it', async () => {
    const owner = await handOwnership(t, 'owner@vitrine.test');
    const editor = await createAccount(t, 'editor@vitrine.test', 'editor');
    const visitorAccount = await createAccount(t, 'member@vitrine.test', 'user');
    const put = (who: string, value: unknown) =>
      call(t, 'PUT', '/settings/security', who, { require_two_factor: value });
    expect((await put(t.adminToken, true)).statusCode).toBe(403);
    expect((await put(editor.token, true)).statusCode).toBe(403);
    expect((await put(owner.token, 'yes')).statusCode).toBe(400);
    // The owner would hold itself: its own factor comes first.
    const ownerFirst = await put(owner.token, true);
    expect(ownerFirst.statusCode).toBe(409);
    expect(ownerFirst.json().message).toMatch(/your own second factor/);
    expect((await call(t, 'GET', '/settings/security', editor.token)).json()).toEqual({
      require_two_factor: false,
    });
    expect((await call(t, 'GET', '/settings/security', visitorAccount.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/settings/security')).statusCode).toBe(401);
    expect((await put(owner.token, false)).json()).toEqual({ require_two_factor: false });
  });

  it('holds an account without a second factor to its setup until it enables one', async () => {
    const clock = steppingClock(t);
    const owner = await t.app.services.accounts.findUserByEmail('owner@vitrine.test');
    const ownerToken = await t.login(owner!.email, PASSWORD);
    await enableTotp(t, ownerToken, clock);
    const turnOn = await call(t, 'PUT', '/settings/security', ownerToken, {
      require_two_factor: true,
    });
    expect(turnOn.json()).toEqual({ require_two_factor: true });

    const signIn = await call(t, 'POST', '/auth/login', undefined, {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().mfa_setup_required).toBe(true);
    const token = signIn.json().access_token as string;
    const me = await call(t, 'GET', '/entities/User/me', token);
    expect(me.json()).toMatchObject({ email: ADMIN.email, mfa_setup_required: true });
    const leads = await call(t, 'GET', '/entities/ContactMessage', token);
    expect(leads.statusCode).toBe(403);
    expect(leads.json().code).toBe('MFA_SETUP_REQUIRED');
    expect((await call(t, 'GET', '/settings/security', token)).statusCode).toBe(403);
    // The owner, with a factor, is not held.
    expect((await call(t, 'GET', '/entities/ContactMessage', ownerToken)).statusCode).toBe(200);

    await enableTotp(t, token, clock);
    expect((await call(t, 'GET', '/entities/ContactMessage', token)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/entities/User/me', token)).json().mfa_setup_required).toBe(
      undefined,
    );
    expect((await call(t, 'POST', '/auth/logout', token)).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('wrong second factors on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { LOGIN_RATE_LIMIT_MAX: '3' });

  it('are limited per account and per address (429 with Retry-After)', async () => {
    const clock = steppingClock(t);
    const gina = await createAccount(t, 'gina@vitrine.test');
    const { secret } = await enableTotp(t, gina.token, clock);
    const attempt = async (code: string, remoteAddress: string) => {
      const signIn = await t.app.inject({
        method: 'POST',
        url: `/api/apps/${t.config.appId}/auth/login`,
        remoteAddress,
        payload: { email: gina.email, password: PASSWORD },
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/apps/${t.config.appId}/auth/mfa/verify`,
        remoteAddress,
        payload: { mfa_token: signIn.json().mfa_token, code },
      });
    };
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await attempt('000000', address)).statusCode).toBe(401);
    }
    // The account's wall is full: even a right code from a new address waits.
    clock.next();
    const limited = await attempt(await clock.code(secret), '192.0.2.4');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
