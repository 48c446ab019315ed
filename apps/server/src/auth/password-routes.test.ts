import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/test-app';
import { useSdkClient } from '../../test/sdk-client';
import { useTestAppWithSmtp } from '../../test/test-app';
import { RESET_EMAILS_PER_ACCOUNT_HOUR, RESET_REQUESTS_PER_ADDRESS_HOUR } from './password-routes';

const PASSWORD = 'a-long-enough-password';
const NEW_PASSWORD = 'another-long-password';

// Outside production the SDK writes each error answer to console.error; these tests expect some.
const consoleError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!/^(\[Base44 SDK Error\]|Error data:)/.test(String(args[0]))) consoleError(...args);
  });
});
afterAll(() => vi.restoreAllMocks());

describe.each(testDatabases())('password self-service on $name', (testDatabase) => {
  const { t, smtp } = useTestAppWithSmtp(testDatabase, { PUBLIC_URL: 'https://vitrine.example' });
  const sdk = useSdkClient(t);
  const api = (path: string) => `/api/apps/${t.config.appId}${path}`;

  const invite = async (email: string, language = 'fr') => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/users/invite-user'),
      headers: t.admin,
      payload: { user_email: email, role: 'editor', language, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    return response.json().user.id as string;
  };
  const signIn = async (email: string, password = PASSWORD) =>
    (await sdk().auth.loginViaEmailPassword(email, password)).access_token;
  const me = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${t.base}/User/me`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const mailsTo = (email: string) => smtp.received.filter((m) => m.recipients.includes(email));
  /** The reset link is made after the answer: sends the outbox until `count` mails arrived. */
  const waitForMails = (email: string, count = 1) =>
    vi.waitFor(
      async () => {
        await t.app.services.mail.flush();
        expect(mailsTo(email)).toHaveLength(count);
      },
      { timeout: 5000, interval: 50 },
    );
  const tokenIn = (text: string) => /set_password=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

  it('answers the same for any e-mail and mails a one-time link to accounts only', async () => {
    const userId = await invite('nora@example.com', 'en');
    const before = await signIn('nora@example.com');
    const challenge = await t.app.services.mfaChallenges.issue(userId);
    const known = await sdk().auth.resetPasswordRequest('Nora@Example.com');
    const unknown = await sdk().auth.resetPasswordRequest('nobody@example.com');
    expect(known).toEqual({ success: true });
    expect(unknown).toEqual(known);
    await waitForMails('nora@example.com');
    const [mail] = mailsTo('nora@example.com');
    expect(mail!.subject).toBe('Choose a new Vitrine password');
    expect(mail!.text).toContain('You asked to choose a new password');
    expect(mail!.text).toContain('https://vitrine.example/login?set_password=');
    expect(mailsTo('nobody@example.com')).toEqual([]);

    const resetToken = tokenIn(mail!.text);
    const answer = await sdk().auth.resetPassword({ resetToken, newPassword: NEW_PASSWORD });
    expect(answer).toEqual({ success: true });
    expect(await me(before)).toBe(401);
    expect(await t.app.services.mfaChallenges.peek(challenge)).toBeUndefined();
    await expect(signIn('nora@example.com')).rejects.toMatchObject({ status: 401 });
    expect(await me(await signIn('nora@example.com', NEW_PASSWORD))).toBe(200);
    await expect(
      sdk().auth.resetPassword({ resetToken, newPassword: 'yet-another-password' }),
    ).rejects.toMatchObject({ status: 400, data: { code: 'INVALID_TOKEN' } });
  });

  it("opens the console's set-password screen, which signs in", async () => {
    await invite('paul@example.com');
    await sdk().auth.resetPasswordRequest('paul@example.com');
    await waitForMails('paul@example.com');
    const [mail] = mailsTo('paul@example.com');
    expect(mail!.subject).toBe('Choisissez un nouveau mot de passe Vitrine');
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/set-password'),
      payload: { token: tokenIn(mail!.text), password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('paul@example.com');
  });

  it('sends nothing to a disabled account', async () => {
    const id = await invite('gone@example.com');
    await t.app.inject({
      method: 'PUT',
      url: `${t.base}/User/${id}`,
      headers: t.admin,
      payload: { disabled: true },
    });
    expect(await sdk().auth.resetPasswordRequest('gone@example.com')).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.services.mail.flush();
    expect(mailsTo('gone@example.com')).toEqual([]);
  });

  it(`mails one account at most ${RESET_EMAILS_PER_ACCOUNT_HOUR} links an hour`, async () => {
    await invite('busy@example.com');
    for (let i = 0; i <= RESET_EMAILS_PER_ACCOUNT_HOUR; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: api('/auth/reset-password-request'),
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: 'busy@example.com' },
      });
      expect(response.json()).toEqual({ success: true });
      await waitForMails('busy@example.com', Math.min(i + 1, RESET_EMAILS_PER_ACCOUNT_HOUR));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.services.mail.flush();
    expect(mailsTo('busy@example.com')).toHaveLength(RESET_EMAILS_PER_ACCOUNT_HOUR);
  });

  it(`answers 429 past ${RESET_REQUESTS_PER_ADDRESS_HOUR} requests an hour from one address`, async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: api('/auth/reset-password-request'),
        remoteAddress: '192.0.2.44',
        payload: { email: 'nobody@example.com' },
      });
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS_HOUR; i++)
      expect((await request()).statusCode).toBe(200);
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const userId = await invite('ines@example.com');
    const other = await signIn('ines@example.com');
    const current = await signIn('ines@example.com');
    const client = sdk(current);
    const change = (
      fields: Partial<Record<'userId' | 'currentPassword' | 'newPassword', string>>,
    ) =>
      client.auth.changePassword({
        userId,
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        ...fields,
      });
    await expect(change({ currentPassword: 'not-my-password' })).rejects.toMatchObject({
      status: 422,
      data: { code: 'INVALID_CREDENTIALS' },
    });
    await expect(change({ userId: 'someone-else' })).rejects.toMatchObject({ status: 403 });
    await expect(change({ newPassword: 'short' })).rejects.toMatchObject({ status: 422 });
    await expect(
      sdk().auth.changePassword({ userId, currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ status: 401 });
    expect(await me(other)).toBe(200);

    expect(await change({})).toEqual({ success: true });
    expect(await me(current)).toBe(200);
    expect(await me(other)).toBe(401);
    await expect(signIn('ines@example.com')).rejects.toMatchObject({ status: 401 });
    expect(await me(await signIn('ines@example.com', NEW_PASSWORD))).toBe(200);
  });
});
