import type { Page } from 'playwright-core';
import { solvedChallenge } from './support/solved-challenge';
import { describe, expect, it } from 'vitest';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleCopy as consoleFr } from '../app/console/shared/content/fr/console';
import { adminApi, uniqueEmail } from './support/admin-api';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { E2E_ADMIN } from './support/site-server';
import { useSiteInBrowser } from './support/site-session';

/** Signing in and out of the console (docs/product.md §2.18), and back to the page asked for. */
describe('console session', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });

  async function freshPage(cookieLanguage?: 'fr' | 'en') {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    if (cookieLanguage) {
      await context.addCookies([{ name: 'lang', value: cookieLanguage, url: server.url }]);
    }
    return { context, page: await context.newPage() };
  }

  async function signIn(page: Page, password = E2E_ADMIN.password) {
    await page.getByLabel(consoleFr.login.email).fill(E2E_ADMIN.email);
    await page.getByLabel(consoleFr.login.password).fill(password);
    await page.getByRole('button', { name: consoleFr.login.submit, exact: true }).click();
  }

  it('is never indexed, cached or listed, and renders without a session on the server', async () => {
    for (const path of ['/login', '/admin', '/admin/blog']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html, path).not.toContain(E2E_ADMIN.email);
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/admin|\/login/);
  });

  it('sends a visitor without a token to the login page, and back after signing in', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/admin/outbox?status=stored`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from_url')).toBe(`${server.url}/admin/outbox?status=stored`);
    expect(url.searchParams.get('app_id')).toBe(server.appId);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });

    await signIn(page, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(consoleFr.login.invalid);

    await signIn(page);
    await page.waitForURL(`${server.url}/admin/outbox?status=stored`);
    await expect.poll(() => page.getByText(E2E_ADMIN.email, { exact: false }).count()).toBe(1);
    await context.close();
  });

  it('shows the dashboard counts, then signs out and revokes the token', async () => {
    const api = await adminApi(server);
    await fetch(`${server.url}/api/apps/${server.appId}/entities/WaitlistSubscriber`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Zoé',
        lastName: 'Lefèvre',
        email: uniqueEmail('dash'),
        company: 'Boulangerie Lefèvre',
        language: 'fr',
        ...(await solvedChallenge(server)),
      }),
    });
    const expected = (await api.find('WaitlistSubscriber', {})).length;

    const { context, page } = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await signIn(page);
    await page.waitForURL(`${server.url}/admin`);
    await expect
      .poll(() => page.locator('[data-count="waitlist"]').textContent())
      .toBe(String(expected));
    const token = await page.evaluate(() => localStorage.getItem('base44_access_token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: consoleFr.account.signOut }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('base44_access_token'))).toBeNull();
    const me = await fetch(`${server.url}/api/apps/${server.appId}/entities/User/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/login\?/);
    await context.close();
  });

  it('turns away a signed-in account that is not an admin, showing no data', async () => {
    const api = await adminApi(server);
    const member = { email: uniqueEmail('member'), password: 'a-long-enough-passphrase' };
    const invited = await fetch(`${server.url}/api/apps/${server.appId}/users/invite-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({ user_email: member.email, role: 'user', password: member.password }),
    });
    expect(invited.status).toBe(201);

    const { context, page } = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByLabel(consoleFr.login.email).fill(member.email);
    await page.getByLabel(consoleFr.login.password).fill(member.password);
    await page.getByRole('button', { name: consoleFr.login.submit, exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(consoleFr.states.forbiddenTitle);
    expect(await page.locator('[data-count]').count()).toBe(0);
    await context.close();
  });

  it('speaks the language of the lang cookie, French by default', async () => {
    for (const [language, copy] of [
      ['en', consoleEn],
      [undefined, consoleFr],
    ] as const) {
      const { context, page } = await freshPage(language);
      await page.goto(`${server.url}/login`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.login.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(language ?? 'fr');
      await context.close();
    }
  });
});
