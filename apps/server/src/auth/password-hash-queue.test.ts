import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

/** One slot, two places in line: the third waiting sign-in is refused. */
const LIMITS = { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE_MAX: '2' };

describe.each(testDatabases())('the password hash line on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, LIMITS);
  const signIn = (password: string, remoteAddress = '192.0.2.1', email = ADMIN.email) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: { email, password },
      remoteAddress,
    });
  /** Takes the one hashing slot until `release` is called. */
  const holdTheSlot = () => {
    let release = () => {};
    const held = t.app.services.passwordHashes.run(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    return { held, release: () => release() };
  };

  it('refuses past its waiting line with 503 SIGN_IN_BUSY, says so on /readyz, then serves the waiting ones', async () => {
    const hashes = t.app.services.passwordHashes;
    const other = { email: 'other-admin@vitrine.test', password: 'another-long-password' };
    await t.app.services.accounts.ensureAdmin(other.email, other.password);
    // An address that already failed: its guesses wait in the line behind.
    expect((await signIn('a-first-wrong-one', '192.0.2.1')).statusCode).toBe(401);
    const slot = holdTheSlot();
    const guesses = [1, 2].map((n) => signIn(`wrong-password-${n}`, '192.0.2.1'));
    await vi.waitFor(() => expect(hashes.waiting).toBe(2));
    expect(hashes.saturated).toBe(true);

    const refused = await signIn('another-wrong-one', '192.0.2.1');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ code: 'SIGN_IN_BUSY', retry_after: 2 });
    expect(hashes.refused.full).toBe(1);
    const readyz = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(readyz.statusCode).toBe(200);
    expect(readyz.json()).toMatchObject({ status: 'degraded', sign_in: 'saturated' });

    // Another admin, from a clean address, is not refused: it waits in the line ahead (of 1
    // place here, a quarter of 2), which then refuses the next clean attempt.
    const otherAdmin = t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: other,
      remoteAddress: '203.0.113.5',
    });
    await vi.waitFor(() => expect(hashes.waiting).toBe(3));
    const cleanToo = await signIn('a-wrong-one', '203.0.113.6', 'nobody@vitrine.test');
    expect(cleanToo.statusCode).toBe(503);

    slot.release();
    await slot.held;
    expect((await otherAdmin).statusCode).toBe(200);
    const answers = await Promise.all(guesses);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401]);
    const after = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(after.json()).toMatchObject({ status: 'ready', sign_in: 'ok', sign_in_waiting: 0 });
  });

  it('drops a waiting sign-in whose client closed its connection, before hashing it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const hashes = t.app.services.passwordHashes;
    const slot = holdTheSlot();
    const hashedBefore = hashes.hashed;
    const body = JSON.stringify({ email: ADMIN.email, password: 'a-wrong-password' });
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /api/apps/${t.config.appId}/auth/login HTTP/1.1\r\nHost: x\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await vi.waitFor(() => expect(hashes.waiting).toBe(1));
    socket.destroy();
    await vi.waitFor(() => expect(hashes.waiting).toBe(0));
    expect(hashes.refused.gone).toBe(1);
    slot.release();
    await slot.held;
    expect(hashes.hashed).toBe(hashedBefore);
    expect(hashes.running).toBe(0);
  });
});

describe('the global failed sign-in budget', () => {
  const t = useTestApp(testDatabases()[0]!, { LOGIN_GLOBAL_FAILURE_MAX: '5' });
  const signIn = (password: string, remoteAddress: string, email = ADMIN.email) =>
    t.app.inject({
      method: 'POST',
      url: `/api/apps/${t.config.appId}/auth/login`,
      payload: { email, password },
      remoteAddress,
    });

  it('once spent, refuses addresses that failed and lets a clean address try once', async () => {
    for (let n = 1; n <= 5; n += 1) {
      const response = await signIn('wrong-password', `198.51.100.${n}`, `user${n}@example.com`);
      expect(response.statusCode).toBe(401);
    }
    // Each of these addresses is far under its own limit (10000 here), but the site's is spent.
    const again = await signIn('wrong-password', '198.51.100.1', 'user9@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('on this site'),
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(300);

    // A clean address gets one try: a wrong password fails, then it is refused like the others.
    expect((await signIn('wrong-password', '203.0.113.7')).statusCode).toBe(401);
    expect((await signIn('wrong-password', '203.0.113.7')).statusCode).toBe(429);
    // An admin signing in from a clean connection gets in.
    expect((await signIn(ADMIN.password, '203.0.113.8')).statusCode).toBe(200);
  });
});
