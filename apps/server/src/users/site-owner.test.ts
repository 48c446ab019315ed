import { User } from '@vitrine/contract/entities/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInTeam } from '../../test/team';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('exactly one active owner on $name', (testDatabase) => {
  let ownerId: string;
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    ownerId = (await t.app.services.accounts.findUserByEmail(ADMIN.email))!.id;
    team = await signInTeam(t, 'owner-rules');
  });

  const send = (
    method: 'PUT' | 'DELETE' | 'PATCH' | 'POST',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = t.admin,
  ) =>
    t.app.inject({
      method,
      url: `${t.base}/User${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const transfer = (userId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/users/transfer-ownership`,
      headers,
      payload: { user_id: userId },
    });
  const activeOwners = () =>
    t.app.services.store.count(User, { role: 'owner', disabled: { $ne: true } });

  it('makes the first account (ensureAdmin) the owner', async () => {
    expect((await t.app.services.store.get(User, ownerId))?.role).toBe('owner');
  });

  it('refuses every kind of write that would leave no active owner, changing nothing', async () => {
    const attempts = [
      await send('PUT', `/${ownerId}`, { role: 'admin' }),
      await send('PUT', `/${ownerId}`, { disabled: true }),
      await send('DELETE', `/${ownerId}`),
      await send('DELETE', '', { role: 'owner' }),
      await send('PUT', '/bulk', [
        { id: team.ids.user, full_name: 'Changed' },
        { id: ownerId, role: 'user' },
      ]),
      await send('PATCH', '/update-many', { query: {}, data: { $set: { disabled: true } } }),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'LAST_OWNER' });
    }
    expect(await activeOwners()).toBe(1);
    expect((await t.app.services.store.get(User, team.ids.user!))?.full_name).toBeUndefined();
    // The owner's session and password survived the refused delete.
    expect((await t.login()).length).toBe(43);
  });

  it("keeps admins off the owner's account and the owner role off every write", async () => {
    const admin = team.headers.admin!;
    const refused = [
      await send('PUT', `/${ownerId}`, { full_name: 'Taken over' }, admin),
      await send('PUT', `/${ownerId}`, { disabled: true }, admin),
      await send('PUT', `/${ownerId}`, { role: 'admin' }, admin),
      await send('DELETE', `/${ownerId}`, undefined, admin),
      await send('DELETE', '', { role: { $in: ['owner', 'user'] } }, admin),
      await send('PUT', '/bulk', [{ id: ownerId, full_name: 'X' }], admin),
      await send('PATCH', '/update-many', { query: {}, data: { $set: { language: 'en' } } }, admin),
      await send('PUT', `/${team.ids.user}`, { role: 'owner' }, admin),
      await send('POST', '', { email: 'second-owner@vitrine.test', role: 'owner' }),
      await send('POST', '/bulk', [{ email: 'third-owner@vitrine.test', role: 'owner' }]),
      await t.app.inject({
        method: 'POST',
        url: `/api/apps/${t.config.appId}/users/${ownerId}/password`,
        headers: admin,
        payload: {},
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    // The owner may name another owner only by transferring: a second owner is a 409.
    const second = await send('PUT', `/${team.ids.admin}`, { role: 'owner' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'LAST_OWNER' });
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/users/invite-user`,
      headers: admin,
      payload: {
        email: 'invited-owner@vitrine.test',
        role: 'owner',
        password: 'long-password-1234',
      },
    });
    expect(invite.statusCode).toBe(422);
    expect(await activeOwners()).toBe(1);
    const owner = await t.app.services.store.get(User, ownerId);
    expect(owner).toMatchObject({ role: 'owner' });
    expect(owner?.full_name).not.toBe('Taken over');
    // An admin still manages the other accounts, and the owner its own.
    expect((await send('PUT', `/${team.ids.user}`, { full_name: 'U' }, admin)).statusCode).toBe(
      200,
    );
    expect((await send('PUT', `/${ownerId}`, { full_name: 'The owner' })).statusCode).toBe(200);
  });

  it('transfers ownership to another active team account, the owner only', async () => {
    const store = t.app.services.store;
    expect((await transfer(team.ids.editor!, team.headers.admin!)).statusCode).toBe(403);
    expect((await transfer(team.ids.editor!, {})).statusCode).toBe(401);
    expect((await transfer('no-such-user', t.admin)).statusCode).toBe(404);
    expect((await transfer(team.ids.user!, t.admin)).statusCode).toBe(422);
    expect((await transfer(ownerId, t.admin)).statusCode).toBe(422);
    const disabled = await store.create(User, {
      email: 'gone@vitrine.test',
      role: 'admin',
      disabled: true,
    });
    expect((await transfer(disabled.id, t.admin)).statusCode).toBe(422);
    expect(await activeOwners()).toBe(1);

    const moved = await transfer(team.ids.editor!, t.admin);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      owner: { id: team.ids.editor, role: 'owner' },
      previous_owner: { id: ownerId, role: 'admin' },
    });
    expect(await activeOwners()).toBe(1);
    // The former owner is an admin now: the new owner's account is out of its reach.
    expect((await send('PUT', `/${team.ids.editor}`, { full_name: 'X' })).statusCode).toBe(403);
    const back = await transfer(ownerId, team.headers.editor!);
    expect(back.statusCode).toBe(200);
    expect((await store.get(User, ownerId))?.role).toBe('owner');
    expect((await store.get(User, team.ids.editor!))?.role).toBe('admin');
    await store.update(User, team.ids.editor!, { role: 'editor' });
  });

  it('lets only one of two concurrent ownership moves happen', async () => {
    const store = t.app.services.store;
    const a = await store.create(User, { email: 'heir-a@vitrine.test', role: 'admin' });
    const b = await store.create(User, { email: 'heir-b@vitrine.test', role: 'admin' });
    for (let round = 0; round < 5; round += 1) {
      const outcomes = await Promise.allSettled([
        store.updateMany(User, [
          { id: a.id, patch: { role: 'owner' } },
          { id: ownerId, patch: { role: 'admin' } },
        ]),
        store.updateMany(User, [
          { id: b.id, patch: { role: 'owner' } },
          { id: ownerId, patch: { role: 'admin' } },
        ]),
      ]);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'LAST_OWNER' });
      expect(await activeOwners()).toBe(1);
      const heir = (await store.get(User, a.id))?.role === 'owner' ? a : b;
      await store.updateMany(User, [
        { id: ownerId, patch: { role: 'owner' } },
        { id: heir.id, patch: { role: 'admin' } },
      ]);
    }
  });
});
