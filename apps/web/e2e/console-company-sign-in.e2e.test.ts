import { createServer } from 'node:net';
import { LOCALE_COOKIE } from '@vitrine/contract/locales';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT, startOidcProvider } from '../../server/test/oidc-test-provider';
import { ssoCopy as en } from '../app/console/auth/content/en/sso';
import { ssoCopy as fr } from '../app/console/auth/content/fr/sso';
import { launchBrowser } from './support/browser';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { startSiteServer, type SiteServer } from './support/site-server';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Company sign-in as someone of the team does it: /login, « Se connecter avec Acme », the
 * provider's own page (a local oidc-provider), back in /admin signed in, the token gone from the
 * address bar. And someone of another domain is sent back to /login with the reason.
 */
describe('signing in with the company identity provider', () => {
  let server: SiteServer;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider(
      `http://127.0.0.1:${port}/api/apps/vitrine/auth/sso/callback`,
    );
    server = await startSiteServer(
      {
        SEED_CONTENT: 'false',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_ALLOWED_DOMAINS: 'acme.test',
        OIDC_LABEL: 'Acme',
      },
      { port },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  async function throughProvider(email: string, locale: 'fr' | 'en') {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    if (locale === 'en') {
      await context.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: server.url }]);
    }
    const page = await context.newPage();
    await page.goto(
      `${server.url}/login?from_url=${encodeURIComponent(`${server.url}/admin/blog`)}`,
    );
    const copy = locale === 'en' ? en : fr;
    await page.getByRole('button', { name: copy.button.replace('{label}', 'Acme') }).click();
    await page.waitForURL(`${provider.issuer}/interaction/**`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    return { context, page };
  }

  it('goes to the provider and comes back to the console page, signed in', async () => {
    const { context, page } = await throughProvider('camille@acme.test', 'fr');
    await page.waitForURL(`${server.url}/admin/blog`);
    expect(page.url()).not.toContain('access_token');
    const token = await page.evaluate(() => localStorage.getItem('base44_access_token'));
    expect(token).toBeTruthy();
    const me = await fetch(`${server.url}/api/apps/vitrine/entities/User/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ email: 'camille@acme.test', role: 'contributor' });
    await context.close();
  });

  it('sends someone of another domain back to /login, told why, in English', async () => {
    const { context, page } = await throughProvider('mallory@elsewhere.test', 'en');
    await page.waitForURL(`${server.url}/login?sso_error=domain_not_allowed`);
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: en.refused.domain_not_allowed }).count(),
      )
      .toBe(1);
    await context.close();
  });
});
