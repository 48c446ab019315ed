import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { consoleAccountCopy } from '../app/console/account/content/fr/console-account';
import { twoFactorLoginCopy as second } from '../app/console/auth/content/fr/two-factor-login';
import { consoleCopy as copy } from '../app/console/shared/content/fr/console';
import { uniqueEmail } from './support/admin-api';
import { axeFindings } from './support/page-checks';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const { twoFactor } = consoleAccountCopy;

const STEP_MS = 30_000;
/** The 30 s step of the TOTP clock a code made now belongs to. */
const stepNow = () => Math.floor(Date.now() / STEP_MS);

/**
 * An admin turns on two-step sign-in from « Mon compte » (the key read from the page, the code
 * computed as an authenticator app would), signs out, and signs in again with the password and a
 * code, then with a recovery code.
 */
describe('console: two-step sign-in', () => {
  const { server, browser } = useSiteInBrowser({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const admin = useAdminApi(server);
  const account = { email: uniqueEmail('totp-admin'), password: 'un-mot-de-passe-solide' };

  async function signInWithPassword(page: Page) {
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('textbox', { name: copy.login.email }).fill(account.email);
    await page.getByLabel(copy.login.password).fill(account.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
  }

  async function signOut(page: Page) {
    await page.getByRole('button', { name: copy.account.signOut }).click();
    await page.waitForURL(`${server.url}/login`);
  }

  it('turns it on, then signs in with a code and with a recovery code', async () => {
    const invite = await fetch(`${server.url}/api/apps/${server.appId}/users/invite-user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_email: account.email, role: 'admin', ...account }),
    });
    expect(invite.status).toBe(201);
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    await signInWithPassword(page);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('link', { name: copy.nav.myAccount }).first().click();
    await page.waitForURL(`${server.url}/admin/account`);

    await page.getByRole('button', { name: twoFactor.setUp }).click();
    await expect.poll(() => page.getByRole('img', { name: twoFactor.qrAlt }).count()).toBe(1);
    expect(await axeFindings(page)).toEqual([]);
    const secret = await page.getByLabel(twoFactor.secret).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    await page.getByLabel(twoFactor.code).fill('000000');
    await page.getByRole('button', { name: twoFactor.enable }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe(twoFactor.invalidCode);
    await page.getByLabel(twoFactor.code).fill(await generate({ secret }));
    // Taken after the code: a step boundary in between only makes the wait below longer.
    const enabledStep = stepNow();
    await page.getByRole('button', { name: twoFactor.enable }).click();
    const codeList = page.getByRole('list', { name: twoFactor.codesTitle });
    await expect.poll(() => codeList.getByRole('listitem').count()).toBe(10);
    const recoveryCodes = await codeList.getByRole('listitem').allTextContents();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: twoFactor.done }).click();
    await expect.poll(() => page.getByText(twoFactor.on).count()).toBe(1);
    await signOut(page);

    await signInWithPassword(page);
    const codeField = page.getByLabel(second.code);
    await codeField.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await codeField.fill('123456');
    await page.getByRole('button', { name: second.submit }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(second.invalid);
    // The code used to turn it on is spent: the next one comes with the next 30 s step.
    await page.waitForTimeout(Math.max(0, (enabledStep + 1) * STEP_MS - Date.now() + 200));
    await codeField.fill(await generate({ secret }));
    await page.getByRole('button', { name: second.submit }).click();
    await page.waitForURL(`${server.url}/admin`);
    await signOut(page);

    await signInWithPassword(page);
    await page.getByRole('button', { name: second.useRecovery }).click();
    await page.getByLabel(second.recoveryCode).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: second.submit }).click();
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
  });

  it('sends an account without a second factor to its setup when the owner requires one', async () => {
    const api = `${server.url}/api/apps/${server.appId}`;
    const send = async (path: string, token: string, body: object, method = 'POST') => {
      const response = await fetch(`${api}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const invite = (email: string) =>
      send('/users/invite-user', admin.token, {
        user_email: email,
        role: 'admin',
        password: account.password,
      });
    const held = { email: uniqueEmail('held-admin'), password: account.password };
    expect((await invite(held.email)).status).toBe(201);
    // An owner with its own authenticator turns the setting on.
    const owner = (await invite(uniqueEmail('owner'))).body.user as { id: string; email: string };
    // The site's owner hands it over (one owner per site): the journey's admin stays an admin.
    const moved = await send('/users/transfer-ownership', admin.token, { user_id: owner.id });
    expect(moved.status).toBe(200);
    const ownerToken = (
      await send('/auth/login', '', { email: owner.email, password: account.password })
    ).body.access_token as string;
    const { secret } = (await send('/auth/mfa/totp/setup', ownerToken, {})).body as {
      secret: string;
    };
    expect(
      (await send('/auth/mfa/totp/enable', ownerToken, { code: await generate({ secret }) }))
        .status,
    ).toBe(200);
    const required = await send(
      '/settings/security',
      ownerToken,
      { require_two_factor: true },
      'PUT',
    );
    expect(required.body).toEqual({ require_two_factor: true });

    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('textbox', { name: copy.login.email }).fill(held.email);
    await page.getByLabel(copy.login.password).fill(held.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await page.waitForURL(`${server.url}/admin/account`);
    await expect.poll(() => page.getByText(consoleAccountCopy.setupRequired).count()).toBe(1);
    expect(await axeFindings(page)).toEqual([]);
    // Other pages lead back here until a factor is set up.
    await page.goto(`${server.url}/admin/users`);
    await page.waitForURL(`${server.url}/admin/account`);
    await page.getByRole('button', { name: twoFactor.setUp }).click();
    const heldSecret = await page.getByLabel(twoFactor.secret).inputValue();
    await page.getByLabel(twoFactor.code).fill(await generate({ secret: heldSecret }));
    await page.getByRole('button', { name: twoFactor.enable }).click();
    await page.getByRole('button', { name: twoFactor.done }).click();
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
    const off = await send('/settings/security', ownerToken, { require_two_factor: false }, 'PUT');
    expect(off.body).toEqual({ require_two_factor: false });
  });
});
