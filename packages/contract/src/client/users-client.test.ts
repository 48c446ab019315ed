import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse, type Responder } from '../../test/test-doubles';

function setup(respond: Responder = () => jsonResponse({ success: true })) {
  const fake = createFakeFetch(respond);
  const client = createApiClient({ appId: 'app 1', fetch: fake.fetch, token: 'ADMIN' });
  return { client, calls: fake.calls };
}

describe('users client', () => {
  it('inviteUser posts {user_email, role} and the extras, with the admin token', async () => {
    const answer = { user: { id: 'u1', email: 'ines@example.fr' }, set_password_url: 'x' };
    const { client, calls } = setup(() => jsonResponse(answer, 201));
    await expect(client.users.inviteUser('ines@example.fr', 'user')).resolves.toEqual(answer);
    await client.users.inviteUser('sam@example.fr', 'admin', { full_name: 'Sam', language: 'en' });

    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app%201/users/invite-user',
      body: '{"user_email":"ines@example.fr","role":"user"}',
    });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer ADMIN');
    expect(JSON.parse(String(calls[1]!.body))).toEqual({
      full_name: 'Sam',
      language: 'en',
      user_email: 'sam@example.fr',
      role: 'admin',
    });
  });

  it('extras cannot override the e-mail or the role', async () => {
    const { client, calls } = setup();
    const sneaky = { user_email: 'other@example.fr', role: 'admin' } as unknown as object;
    await client.users.inviteUser('ines@example.fr', 'user', sneaky);
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
      user_email: 'ines@example.fr',
      role: 'user',
    });
  });

  it('setPassword sends {password}, or {} to ask for a link, to the encoded user path', async () => {
    const { client, calls } = setup(() =>
      jsonResponse({ success: true, set_password_url: 'https://x/login?set_password=t' }),
    );
    await client.users.setPassword('a/b', 'a-long-enough-password');
    const result = await client.users.setPassword('u1');

    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app%201/users/a%2Fb/password',
      body: '{"password":"a-long-enough-password"}',
    });
    expect(calls[1]).toMatchObject({ url: '/api/apps/app%201/users/u1/password', body: '{}' });
    expect(result.set_password_url).toBe('https://x/login?set_password=t');
  });

  it('transferOwnership posts {user_id} to users/transfer-ownership, with the token', async () => {
    const answer = { owner: { id: 'u2' }, previous_owner: { id: 'u1' } };
    const { client, calls } = setup(() => jsonResponse(answer));
    await expect(client.users.transferOwnership('u2')).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/apps/app%201/users/transfer-ownership',
      body: '{"user_id":"u2"}',
    });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer ADMIN');
  });

  it('rejects with the ApiError of a conflict', async () => {
    const { client } = setup(() =>
      jsonResponse({ message: 'A user with this email already exists', code: 'CONFLICT' }, 409),
    );
    const error = await client.users.inviteUser('a@b.fr', 'user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
