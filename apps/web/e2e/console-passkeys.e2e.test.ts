import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPasskeysCopy as account } from '../app/console/account/content/fr/passkeys';
import { passkeySignInCopy as signIn } from '../app/console/auth/content/fr/passkey-sign-in';
import { consoleCopy as copy } from '../app/console/shared/content/fr/console';
import { launchBrowser } from './support/browser';
import { axeFindings } from './support/page-checks';
import { E2E_ADMIN, startSiteServer, type SiteServer } from './support/site-server';

/**
 * Passkeys with Chromium's virtual authenticator (over CDP): added on the account page, then
 * signing in with it alone on /login, and as the second step after the password. The site is
 * at `localhost` (WebAuthn refuses an IP address as its RP ID).
 */
describe('passkeys in the console, with a virtual authenticator', () => {
  let server: SiteServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startSiteServer({ SEED_CONTENT: 'false' }, { localhost: true });
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openLogin = async () => {
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  };
  const signOut = async () => {
    await page.getByRole('button', { name: copy.account.signOut }).click();
    await page.waitForURL(`${server.url}/login`);
  };

  it('adds a passkey on the account page', async () => {
    await openLogin();
    await page.getByLabel(copy.login.email).fill(E2E_ADMIN.email);
    await page.getByLabel(copy.login.password).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/account`);
    await page.getByRole('heading', { name: account.title }).waitFor();
    await page.getByText(account.empty).waitFor();
    await page.getByLabel(account.name).fill('Ordinateur du bureau');
    await page.getByRole('button', { name: account.add }).click();
    await page.getByText('Ordinateur du bureau', { exact: true }).waitFor();
    await page.getByText(account.neverUsed, { exact: false }).waitFor();
    expect(await page.getByLabel(account.name).inputValue()).toBe('');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('signs in with the passkey alone on /login', async () => {
    await signOut();
    await openLogin();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: signIn.button }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/account`);
    await page.getByText(account.lastUsed.split(' {')[0]!, { exact: false }).waitFor();
  });

  it('asks for the passkey after the password, then removes it', async () => {
    await signOut();
    await openLogin();
    await page.getByLabel(copy.login.email).fill(E2E_ADMIN.email);
    await page.getByLabel(copy.login.password).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await page.getByRole('heading', { name: signIn.secondFactorTitle }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: signIn.secondFactorButton }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.goto(`${server.url}/admin/account`);
    await page
      .getByRole('button', { name: 'Retirer la clé «\u00a0Ordinateur du bureau\u00a0»' })
      .click();
    await page.getByText(account.empty).waitFor();
  });
});
