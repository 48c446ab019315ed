import { User } from '@vitrine/contract/entities/user';
import type { AuditInput } from '../audit/audit';
import { describe, expect, it } from 'vitest';
import { addPasskey, authCall, newMember, PASSWORD } from '../../test/passkey-fixtures';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('signing in with a passkey on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { PUBLIC_URL: 'http://localhost:3000' });
  const call = () => authCall(t);
  const loginOptions = async () => (await call()('POST', 'passkey/login-options')).json();

  it('signs in without a password, once per challenge', async () => {
    const member = await newMember(t, 'passwordless@vitrine.test');
    await addPasskey(t, member);
    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials).toBeUndefined();
    // Counter 0, as synced passkeys report: only the single-use challenge stops a replay.
    const response = member.authenticator.assert(options, { counter: 0 });
    const signedIn = await call()('POST', 'passkey/login', {
      challenge_id: options.challenge_id,
      response,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe('passwordless@vitrine.test');
    const me = await t.app.inject({
      url: `${t.base}/User/me`,
      headers: { authorization: `Bearer ${signedIn.json().access_token}` },
    });
    expect(me.json().email).toBe('passwordless@vitrine.test');
    const [stored] = await t.app.services.passkeys.listFor(member.user.id);
    expect(stored).toMatchObject({ counter: 0, last_used_date: expect.any(String) });
    const replay = await call()('POST', 'passkey/login', {
      challenge_id: options.challenge_id,
      response,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a counter that did not grow, an unverified user and another origin', async () => {
    const member = await newMember(t, 'counter@vitrine.test');
    await addPasskey(t, member);
    const first = await loginOptions();
    const ok = member.authenticator.assert(first, { counter: 5 });
    expect(
      (await call()('POST', 'passkey/login', { challenge_id: first.challenge_id, response: ok }))
        .statusCode,
    ).toBe(200);
    const attempts = [{ counter: 5 }, { userVerified: false }, { origin: 'http://localhost:4000' }];
    for (const attempt of attempts) {
      const options = await loginOptions();
      const response = member.authenticator.assert(options, attempt);
      const refused = await call()('POST', 'passkey/login', {
        challenge_id: options.challenge_id,
        response,
      });
      expect(refused.statusCode, JSON.stringify(attempt)).toBe(401);
    }
    const [stored] = await t.app.services.passkeys.listFor(member.user.id);
    expect(stored!.counter).toBe(5);
  });

  it('refuses a disabled account', async () => {
    const member = await newMember(t, 'disabled@vitrine.test');
    await addPasskey(t, member);
    await t.app.services.store.update(User, member.user.id, { disabled: true });
    const options = await loginOptions();
    const response = member.authenticator.assert(options);
    const refused = await call()('POST', 'passkey/login', {
      challenge_id: options.challenge_id,
      response,
    });
    expect(refused.statusCode).toBe(401);
  });

  it('takes a passkey as the second factor after the password', async () => {
    const member = await newMember(t, 'second@vitrine.test');
    const stranger = await newMember(t, 'stranger@vitrine.test');
    await addPasskey(t, member);
    await addPasskey(t, stranger);
    const login = await call()('POST', 'login', {
      email: 'second@vitrine.test',
      password: PASSWORD,
    });
    const mfaToken = login.json().mfa_token as string;
    const options = (await call()('POST', 'mfa/passkey-options', { mfa_token: mfaToken })).json();
    expect(options.allowCredentials).toEqual([
      {
        id: member.authenticator.credentials[0]!.id.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ]);
    // Another account's passkey does not do, nor does a wrong token.
    const foreign = stranger.authenticator.assert(options);
    expect(
      (await call()('POST', 'mfa/passkey', { mfa_token: mfaToken, response: foreign })).statusCode,
    ).toBe(401);
    const fresh = (await call()('POST', 'mfa/passkey-options', { mfa_token: mfaToken })).json();
    const wrongToken = await call()('POST', 'mfa/passkey', {
      mfa_token: 'x'.repeat(43),
      response: member.authenticator.assert(fresh),
    });
    expect(wrongToken.json().code).toBe('INVALID_TOKEN');
    const again = (await call()('POST', 'mfa/passkey-options', { mfa_token: mfaToken })).json();
    const done = await call()('POST', 'mfa/passkey', {
      mfa_token: mfaToken,
      response: member.authenticator.assert(again, { userVerified: false }),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe('second@vitrine.test');
    const used = await call()('POST', 'mfa/passkey-options', { mfa_token: mfaToken });
    expect(used.statusCode).toBe(401);
  });
});

describe.each(testDatabases())('failed passkey sign-ins on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, {
    PUBLIC_URL: 'http://localhost:3000',
    LOGIN_RATE_LIMIT_MAX: '3',
  });

  it('are limited per client address like wrong passwords', async () => {
    const member = await newMember(t, 'limited@vitrine.test');
    await addPasskey(t, member);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const options = (await authCall(t)('POST', 'passkey/login-options')).json();
      const response = member.authenticator.assert(options, { origin: 'http://evil.test' });
      const answer = await authCall(t)('POST', 'passkey/login', {
        challenge_id: options.challenge_id,
        response,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('the audit trail of passkeys', () => {
  const t = useTestApp(testDatabases()[0]!, { PUBLIC_URL: 'http://localhost:3000' });

  it('records a passkey added, a sign-in with one and its removal', async () => {
    const events: AuditInput[] = [];
    t.app.services.audit = { record: async (event) => void events.push(event) };
    const member = await newMember(t, 'audited@vitrine.test');
    const id = (await addPasskey(t, member, 'Clé')).json().id as string;
    const options = (await authCall(t)('POST', 'passkey/login-options')).json();
    const response = member.authenticator.assert(options);
    await authCall(t)('POST', 'passkey/login', { challenge_id: options.challenge_id, response });
    await authCall(t)('DELETE', `passkeys/${id}`, undefined, t.adminToken);
    expect(events.map(({ action, actor, target_id }) => [action, actor?.email, target_id])).toEqual(
      [
        ['passkey.added', 'audited@vitrine.test', member.user.id],
        ['auth.sign-in', 'audited@vitrine.test', member.user.id],
        ['passkey.removed', 'admin@vitrine.test', member.user.id],
      ],
    );
    expect(events[1]!.summary).toMatch(/passkey/);
    expect(events[2]!.summary).toBe('Passkey « Clé » of audited@vitrine.test removed');
  });
});
