import { User } from '@vitrine/contract/entities/user';
import { describe, expect, it } from 'vitest';
import { addPasskey, authCall, newMember, PASSWORD } from '../../test/passkey-fixtures';
import { testDatabases, useTestApp } from '../../test/test-app';
import { transferOwnership } from '../../test/team';

describe.each(testDatabases())('passkeys of an account on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { PUBLIC_URL: 'http://localhost:3000' });
  const call = () => authCall(t);

  it('offers discoverable-credential options for the site of PUBLIC_URL', async () => {
    const { token, user } = await newMember(t, 'options@vitrine.test');
    const options = (
      await call()('POST', 'passkeys/registration-options', undefined, token)
    ).json();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Vitrine' });
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call()('POST', 'passkeys/registration-options')).statusCode).toBe(401);
  });

  it('stores a verified passkey, lists it without its key, and then asks for it at sign-in', async () => {
    const member = await newMember(t, 'register@vitrine.test');
    const added = await addPasskey(t, member, '  Phone  ');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Phone',
      created_date: expect.any(String),
      last_used_date: null,
    });
    const list = await call()('GET', 'passkeys', undefined, member.token);
    expect(list.json()).toEqual([added.json()]);
    const login = await call()('POST', 'login', {
      email: 'register@vitrine.test',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ code: 'MFA_REQUIRED', methods: ['passkey'] });
    expect(login.json().mfa_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.json().access_token).toBeUndefined();
  });

  it('refuses a registration from another origin, and a challenge used twice', async () => {
    const member = await newMember(t, 'origin@vitrine.test');
    const options = (
      await call()('POST', 'passkeys/registration-options', undefined, member.token)
    ).json();
    const foreign = member.authenticator.register(options, { origin: 'http://evil.test' });
    const refused = await call()(
      'POST',
      'passkeys',
      { response: foreign, name: 'Evil' },
      member.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PASSKEY_REFUSED');
    // The challenge was used by the refused attempt: a good answer to it fails too.
    const late = member.authenticator.register(options);
    const again = await call()('POST', 'passkeys', { response: late, name: 'Late' }, member.token);
    expect(again.json().code).toBe('PASSKEY_REFUSED');
    expect((await call()('GET', 'passkeys', undefined, member.token)).json()).toEqual([]);
    const shapeless = await call()('POST', 'passkeys', { response: {}, name: 'x' }, member.token);
    expect(shapeless.statusCode).toBe(400);
  });

  it('holds at most 10 passkeys per account', async () => {
    const member = await newMember(t, 'many@vitrine.test');
    for (let i = 1; i <= 10; i += 1)
      expect((await addPasskey(t, member, `Key ${i}`)).statusCode).toBe(201);
    const eleventh = await addPasskey(t, member, 'Key 11');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe('PASSKEY_LIMIT');
    expect((await call()('GET', 'passkeys', undefined, member.token)).json()).toHaveLength(10);
  });

  it('removes one’s own passkeys; an admin removes anyone’s but the owner’s', async () => {
    const member = await newMember(t, 'remove@vitrine.test');
    const other = await newMember(t, 'other@vitrine.test');
    const owner = await newMember(t, 'owner@vitrine.test', 'admin');
    await transferOwnership(t, owner.user.id);
    const mine = (await addPasskey(t, member)).json().id as string;
    const second = (await addPasskey(t, member, 'Second')).json().id as string;
    const owners = (await addPasskey(t, owner)).json().id as string;
    expect((await call()('DELETE', `passkeys/${mine}`, undefined, other.token)).statusCode).toBe(
      404,
    );
    expect((await call()('DELETE', `passkeys/${mine}`, undefined, member.token)).json()).toEqual({
      success: true,
    });
    expect((await call()('DELETE', `passkeys/${mine}`, undefined, member.token)).statusCode).toBe(
      404,
    );
    const listed = await call()(
      'GET',
      `passkeys?user_id=${member.user.id}`,
      undefined,
      t.adminToken,
    );
    expect(listed.json().map((p: { id: string }) => p.id)).toEqual([second]);
    expect(
      (await call()('GET', `passkeys?user_id=${member.user.id}`, undefined, other.token))
        .statusCode,
    ).toBe(404);
    expect((await call()('DELETE', `passkeys/${second}`, undefined, t.adminToken)).statusCode).toBe(
      200,
    );
    expect((await call()('DELETE', `passkeys/${owners}`, undefined, t.adminToken)).statusCode).toBe(
      404,
    );
    expect((await call()('GET', 'passkeys', undefined, owner.token)).json()).toHaveLength(1);
  });

  it('deletes an account’s passkeys with the account', async () => {
    const member = await newMember(t, 'gone@vitrine.test');
    await addPasskey(t, member);
    await t.app.services.store.delete(User, member.user.id);
    expect(await t.app.services.passkeys.listFor(member.user.id)).toEqual([]);
  });
});
