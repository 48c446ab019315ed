import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleCopy as copy } from '../app/console/shared/content/fr/console';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { E2E_ADMIN } from './support/site-server';
import { useSiteInBrowser } from './support/site-session';

/**
 * On a slow connection the sign-in form is on screen before its scripts. What is typed and sent
 * then must never be lost, nor the password land in an address. And a connection refused for its
 * failed sign-ins (docs/product.md §9.3) is told so, with the wait.
 */
describe('signing in before the page’s scripts have loaded, and too often', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });

  /** The login page with its JavaScript files held back until `release()`. */
  async function pageWithoutScripts() {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // Gone after a reload: tells whether the form navigated.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    return { context, page, release, addresses };
  }

  const fields = (page: Page) => ({
    email: page.getByLabel(copy.login.email),
    password: page.getByLabel(copy.login.password),
  });

  async function expectStillTyped(page: Page, email: string, password: string) {
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await fields(page).email.inputValue()).toBe(email);
    expect(await fields(page).password.inputValue()).toBe(password);
  }

  it('holds a submit sent before the scripts, then signs in once they have run', async () => {
    const { context, page, release, addresses } = await pageWithoutScripts();
    await fields(page).email.fill(E2E_ADMIN.email);
    await fields(page).password.fill(E2E_ADMIN.password);
    await fields(page).password.press('Enter');
    // Time for a native submission to leave, had there been one.
    await page.waitForTimeout(500);
    await expectStillTyped(page, E2E_ADMIN.email, E2E_ADMIN.password);
    expect(page.url()).toBe(`${server.url}/login`);

    release();
    await page.waitForURL(`${server.url}/admin`);
    expect(await page.evaluate(() => localStorage.getItem('base44_access_token'))).toBeTruthy();
    expect(addresses.filter((url) => url.includes(E2E_ADMIN.password))).toEqual([]);
    await context.close();
  });

  it('keeps the e-mail after a wrong password sent before the scripts', async () => {
    const { context, page, release } = await pageWithoutScripts();
    await fields(page).email.fill(E2E_ADMIN.email);
    await fields(page).password.fill('not-the-password');
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await page.waitForTimeout(500);
    await expectStillTyped(page, E2E_ADMIN.email, 'not-the-password');

    release();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(copy.login.invalid);
    await expectStillTyped(page, E2E_ADMIN.email, 'not-the-password');
    await fields(page).password.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
  });

  it('uses what was typed before the scripts when it is sent after them', async () => {
    const { context, page, release } = await pageWithoutScripts();
    await fields(page).email.fill(E2E_ADMIN.email);
    await fields(page).password.fill(E2E_ADMIN.password);
    release();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expectStillTyped(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await page.waitForURL(`${server.url}/admin`);
    await context.close();
  });

  // Last: it uses up this machine's failed sign-ins for the next 15 minutes.
  it('says, once this connection has failed too often, for how long it is refused', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await fetch(`${server.url}/api/apps/${server.appId}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `guess${attempt}@vitrine.test`, password: 'wrong-guess' }),
      });
    }
    const { context, page, release } = await pageWithoutScripts();
    release();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await fields(page).email.fill(E2E_ADMIN.email);
    await fields(page).password.fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Trop de tentatives échouées depuis cette connexion. Réessayez dans 15\u00a0min.');
    await context.close();
  });
});
