import { User } from '@vitrine/contract/entities/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

const PASSWORD = 'a-long-enough-password';

describe.each(testDatabases())('at least one active admin remains on $name', (testDatabase) => {
  let adminId: string;
  let editorId: string;
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    adminId = (await t.app.services.accounts.findUserByEmail(ADMIN.email))!.id;
    const editor = await t.app.services.store.create(User, {
      email: 'editor@vitrine.test',
      role: 'user',
    });
    editorId = editor.id;
  });

  const send = (
    method: 'PUT' | 'DELETE' | 'PATCH',
    path: string,
    payload?: unknown,
    token?: string,
  ) =>
    t.app.inject({
      method,
      url: `${t.base}/User${path}`,
      headers: { authorization: `Bearer ${token ?? t.adminToken}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const activeAdmins = () =>
    t.app.services.store.count(User, { role: 'admin', disabled: { $ne: true } });

  it('refuses every kind of write that would remove the last active admin, changing nothing', async () => {
    const attempts = [
      await send('PUT', `/${adminId}`, { role: 'user' }),
      await send('PUT', `/${adminId}`, { disabled: true }),
      await send('DELETE', `/${adminId}`),
      await send('DELETE', '', { role: 'admin' }),
      await send('DELETE', '', {}),
      await send('PUT', '/bulk', [
        { id: editorId, full_name: 'Changed' },
        { id: adminId, role: 'user' },
      ]),
      await send('PATCH', '/update-many', { query: {}, data: { $set: { disabled: true } } }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'LAST_ADMIN',
        message: 'At least one active admin must remain',
      });
    }
    expect(await activeAdmins()).toBe(1);
    const editor = await t.app.services.store.get(User, editorId);
    expect(editor?.full_name).toBeUndefined();
    // The admin's session and password survived the refused delete.
    expect((await send('PUT', `/${editorId}`, { full_name: 'Ed' })).statusCode).toBe(200);
    expect((await t.login()).length).toBe(43);
  });

  it('lets other users change and go, and an admin go when another remains', async () => {
    const second = await t.app.services.store.create(User, {
      email: 'second@vitrine.test',
      role: 'admin',
    });
    await t.app.services.accounts.setPassword(second.id, PASSWORD);
    const secondToken = await t.login('second@vitrine.test', PASSWORD);

    expect((await send('PUT', `/${adminId}`, { disabled: true })).statusCode).toBe(200);
    expect(await activeAdmins()).toBe(1);
    // A disabled admin does not count.
    const last = await send('DELETE', `/${second.id}`, undefined, secondToken);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_ADMIN');
    expect((await send('PUT', `/${adminId}`, { disabled: false }, secondToken)).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/${second.id}`, undefined, secondToken)).statusCode).toBe(200);
    // Disabling the first admin ended its sessions: sign in again.
    const fresh = await t.login();
    const users = await send('DELETE', '', { role: 'user' }, fresh);
    expect(users.json()).toEqual({ success: true, deleted: 1 });
    expect(await t.app.services.store.count(User, {})).toBe(1);
  });

  it('lets only one of two concurrent writes disable the two last admins', async () => {
    const store = t.app.services.store;
    const other = await store.create(User, { email: 'other@vitrine.test', role: 'admin' });
    for (let round = 0; round < 5; round += 1) {
      const outcomes = await Promise.allSettled([
        store.update(User, adminId, { disabled: true }),
        store.update(User, other.id, { disabled: true }),
      ]);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'LAST_ADMIN' });
      expect(await activeAdmins()).toBe(1);
      await store.updateMany(User, [
        { id: adminId, patch: { disabled: false } },
        { id: other.id, patch: { disabled: false } },
      ]);
    }
  });
});
