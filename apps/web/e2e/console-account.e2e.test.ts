import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleAccountCopy } from '../app/console/account/content/fr/console-account';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { setLater } from '../../../packages/contract/test/set-later';
import { adminApi, uniqueEmail } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { startSiteServer, type SiteServer } from './support/site-server';
import { startSmtpSink } from './support/smtp-sink';

const { login } = consoleCopy;
const { sessions: words } = consoleAccountCopy;
const PASSWORD = 'un-mot-de-passe-solide';
const NEW_PASSWORD = 'un-autre-mot-de-passe';

/** The set-password link of a raw message (quoted-printable soft breaks and `=3D` undone). */
function linkIn(raw: string) {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<>]+\/login\?set_password=[\w-]{43}/.exec(text)?.[0];
}

describe('console: forgotten password and « Mon compte »', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let site: SiteServer | undefined;
  let chromium: Browser | undefined;
  const smtp = setLater(() => sink, 'the SMTP sink');
  const server = setLater(() => site, 'the site server');
  const browser = setLater(() => chromium, 'the browser');
  const account = { email: uniqueEmail('forgetful'), password: PASSWORD };

  beforeAll(async () => {
    sink = await startSmtpSink();
    site = await startSiteServer({ SMTP_URL: sink.url, LOGIN_RATE_LIMIT_MAX: '1000' });
    chromium = await launchBrowser();
    const { token } = await adminApi(site);
    const response = await fetch(`${site.url}/api/apps/${site.appId}/users/invite-user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_email: account.email, role: 'admin', password: PASSWORD }),
    });
    expect(response.status).toBe(201);
  });
  afterAll(async () => {
    await chromium?.close();
    await site?.stop();
    await sink?.stop();
  });

  async function freshPage(path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    return { context, page };
  }

  async function signIn(password: string) {
    const session = await freshPage('/login');
    await session.page.getByRole('textbox', { name: login.email }).fill(account.email);
    await session.page.getByLabel(login.password).fill(password);
    await session.page.getByRole('button', { name: login.submit, exact: true }).click();
    await session.page.waitForURL(`${server.url}/admin`);
    return session;
  }

  it('asks for a link from /login, receives it, chooses a password and is signed in', async () => {
    const { context, page } = await freshPage('/login');
    await page.getByRole('link', { name: login.forgotLink }).click();
    await page.getByRole('heading', { name: login.forgotTitle }).waitFor();
    await page.getByRole('textbox', { name: login.email }).fill(account.email);
    await page.getByRole('button', { name: login.forgotSubmit }).click();
    await page.getByRole('status').getByText(login.forgotSent).waitFor();

    await expect.poll(() => smtp.to(account.email).length, { timeout: 20_000 }).toBe(1);
    const link = linkIn(smtp.to(account.email)[0]!.raw);
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByLabel(login.newPassword).fill(NEW_PASSWORD);
    await page.getByLabel(login.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: login.setPasswordSubmit }).click();
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
  });

  it('ends another session from « Mon compte »; that browser is signed out', async () => {
    const other = await signIn(NEW_PASSWORD);
    const { context, page } = await signIn(NEW_PASSWORD);
    await page.getByRole('link', { name: consoleCopy.nav.myAccount }).click();
    const section = page.getByRole('region', { name: words.heading });
    await section.getByText(words.thisDevice).waitFor();
    // Named « Terminer la session {device} ouverte le {date} »; newest first, so `other` leads.
    const end = section.getByRole('button', { name: /^Terminer la session / });
    await expect.poll(() => end.count()).toBe(2);
    await end.first().click();
    await page.getByRole('status').getByText(words.ended).waitFor();
    await expect.poll(() => end.count()).toBe(1);
    await other.page.goto(`${server.url}/admin`);
    await other.page.waitForURL(/\/login\?/);

    // The session left from the reset link goes with « end all others ».
    await section.getByRole('button', { name: words.endOthers }).click();
    await page.getByRole('status').getByText(words.othersEnded).waitFor();
    await expect.poll(() => end.count()).toBe(0);
    await section.getByText(words.thisDevice).waitFor();
    await other.context.close();
    await context.close();
  });

  it("ends the session on the SDK's logout navigation (the cookie set at sign-in)", async () => {
    const { context, page } = await signIn(NEW_PASSWORD);
    const token = await page.evaluate(() => localStorage.getItem('base44_access_token'));
    expect(token).toBeTruthy();
    const me = () =>
      fetch(`${server.url}/api/apps/${server.appId}/entities/User/me`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.status);
    expect(await me()).toBe(200);
    // What `base44.auth.logout()` does once it has dropped its token.
    await page.goto(`${server.url}/api/apps/auth/logout?from_url=${encodeURIComponent('/login')}`);
    await page.waitForURL(`${server.url}/login`);
    expect(await me()).toBe(401);
    await context.close();
  });
});
