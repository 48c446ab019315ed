import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { transferOwnership } from '../../test/team';
import { deviceLabel } from './device-label';
import { MAX_SESSIONS_PER_USER } from './session-store';

const PASSWORD = 'a-long-enough-password';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('deviceLabel', () => {
  it('names the browser and the system, or the first word, within 60 characters', () => {
    expect(deviceLabel(CHROME_MAC)).toBe('Chrome on macOS');
    expect(deviceLabel(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceLabel(`${'x'.repeat(500)} y`)).toHaveLength(60);
    expect(deviceLabel(undefined)).toBeNull();
  });
});

describe.each(testDatabases())('sessions on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const api = (path: string) => `/api/apps/${t.config.appId}${path}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const signIn = async (email: string, userAgent = CHROME_MAC, password = PASSWORD) => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json().access_token as string;
  };
  const invite = async (email: string, role: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/users/invite-user'),
      headers: t.admin,
      payload: { user_email: email, role, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    return response.json().user.id as string;
  };
  const get = (path: string, token: string) =>
    t.app.inject({ method: 'GET', url: api(path), headers: bearer(token) });
  const del = (path: string, token: string) =>
    t.app.inject({ method: 'DELETE', url: api(path), headers: bearer(token) });
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `${t.base}/User/me`, headers: bearer(token) }))
      .statusCode;

  it("lists the caller's sessions with their device and marks the current one", async () => {
    await invite('lena@example.com', 'editor');
    const onMac = await signIn('lena@example.com');
    const onWindows = await signIn('lena@example.com', FIREFOX_WINDOWS);
    const response = await get('/auth/sessions', onWindows);
    expect(response.statusCode).toBe(200);
    const sessions = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      device: 'Firefox on Windows',
      created_date: expect.any(String),
      last_used_date: expect.any(String),
      current: true,
    });
    expect(sessions[1]).toMatchObject({ device: 'Chrome on macOS', current: false });
    expect(JSON.stringify(sessions)).not.toContain(onMac);
    expect((await t.app.inject({ method: 'GET', url: api('/auth/sessions') })).statusCode).toBe(
      401,
    );
  });

  it('ends one of its own sessions, and only its own', async () => {
    await invite('omar@example.com', 'author');
    const first = await signIn('omar@example.com');
    const second = await signIn('omar@example.com');
    const [, older] = (await get('/auth/sessions', second)).json();
    const adminsOwn = (await get('/auth/sessions', t.adminToken)).json()[0].id;
    // Someone else's session id is unknown to the caller: 404, and it stays.
    expect((await del(`/auth/sessions/${adminsOwn}`, second)).statusCode).toBe(404);
    expect(await me(t.adminToken)).toBe(200);
    expect((await del(`/auth/sessions/${older.id}`, second)).json()).toEqual({ success: true });
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(200);
    expect((await del(`/auth/sessions/${older.id}`, second)).statusCode).toBe(404);
  });

  it('lets an admin list and end anyone’s sessions, but not the owner’s unless owner', async () => {
    const editorId = await invite('eve@example.com', 'editor');
    const editor = await signIn('eve@example.com');
    const listed = await get(`/users/${editorId}/sessions`, t.adminToken);
    expect(listed.json()).toEqual([expect.objectContaining({ current: false })]);
    expect((await get(`/users/${editorId}/sessions`, editor)).statusCode).toBe(403);
    expect((await del(`/users/${editorId}/sessions`, editor)).statusCode).toBe(403);
    const ended = await del(`/users/${editorId}/sessions`, t.adminToken);
    expect(ended.json()).toEqual({ success: true, ended: 1 });
    expect(await me(editor)).toBe(401);
    expect((await del('/users/no-such-user/sessions', t.adminToken)).statusCode).toBe(404);

    const ownerId = await invite('olga@example.com', 'admin');
    await transferOwnership(t, ownerId);
    const owner = await signIn('olga@example.com');
    const refused = await del(`/users/${ownerId}/sessions`, t.adminToken);
    expect(refused.statusCode).toBe(403);
    expect(await me(owner)).toBe(200);
    const other = await signIn('olga@example.com');
    expect((await del(`/users/${ownerId}/sessions`, other)).json()).toMatchObject({ ended: 2 });
    expect(await me(owner)).toBe(401);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per account, ending the oldest`, async () => {
    const id = await invite('many@example.com', 'user');
    const { sessions } = t.app.services.accounts;
    // An hour ago: still live, and pruning by this clock ends nobody else's session.
    const start = Date.now() - 3_600_000;
    const first = await sessions.issue(id, null, new Date(start));
    for (let i = 1; i <= MAX_SESSIONS_PER_USER; i++)
      await sessions.issue(id, null, new Date(start + i * 1000));
    const listed = await sessions.list(id, null, new Date(start));
    expect(listed).toHaveLength(MAX_SESSIONS_PER_USER);
    expect(listed.map((session) => session.id)).not.toContain(first.id);
    // Ended, not just hidden: its token signs nobody in.
    expect(await sessions.use(first.token, new Date(start))).toBeUndefined();
  });

  it('writes the last use at most once a minute per session', async () => {
    const id = await invite('clock@example.com', 'user');
    const { sessions } = t.app.services.accounts;
    const start = Date.now() - 3_600_000;
    const session = await sessions.issue(id, null, new Date(start));
    const lastUsed = async () =>
      (await sessions.list(id, null, new Date(start)))[0]!.last_used_date;
    await sessions.use(session.token, new Date(start + 59_000));
    expect(await lastUsed()).toBe(new Date(start).toISOString());
    await sessions.use(session.token, new Date(start + 61_000));
    expect(await lastUsed()).toBe(new Date(start + 61_000).toISOString());
  });
});
