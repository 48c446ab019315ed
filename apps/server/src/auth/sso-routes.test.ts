import { User } from '@vitrine/contract/entities/user';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT, startOidcProvider } from '../../test/oidc-test-provider';
import { freePort } from '../../test/prometheus-text';
import { RedirectBrowser } from '../../test/redirect-browser';
import { startTestApp, testDatabases, type TestApp } from '../../test/test-app';
import { SSO_STATES_TABLE } from '../db/schema-migrations/0012-sso-states';

type Provider = Awaited<ReturnType<typeof startOidcProvider>>;

describe.each(testDatabases())('company sign-in (OIDC) on $name', (testDatabase) => {
  let t: TestApp;
  let provider: Provider;
  let appUrl: string;
  let ssoBase: string;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    ssoBase = `/api/apps/vitrine/auth/sso`;
    provider = await startOidcProvider(`${appUrl}${ssoBase}/callback`, [
      { email: 'unverified@allowed.test', email_verified: false },
    ]);
    t = await startTestApp(testDatabase, {
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_ALLOWED_DOMAINS: 'allowed.test, Other-Allowed.test',
      OIDC_LABEL: 'Acme',
    });
    expect(ssoBase).toBe(`/api/apps/${t.config.appId}/auth/sso`);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** The provider's part: from the start route to its login page, then the e-mail given. */
  async function throughProvider(email: string, fromUrl?: string, browser?: RedirectBrowser) {
    const toProvider = (url: URL) =>
      url.origin === provider.issuer || url.pathname === `${ssoBase}/login`;
    const onProvider = browser ?? new RedirectBrowser(toProvider);
    const start = new URL(`${appUrl}${ssoBase}/login`);
    if (fromUrl !== undefined) start.searchParams.set('from_url', fromUrl);
    const page = await onProvider.visit(start);
    expect(page.response.status).toBe(200);
    expect(await page.response.text()).toContain('Test identity provider');
    const back = await onProvider.visit(new URL(`${page.url.pathname}/login`, page.url), {
      method: 'POST',
      form: { email },
    });
    const callback = new URL(back.response.headers.get('location')!, back.url);
    expect(callback.pathname).toBe(`${ssoBase}/callback`);
    return { browser: onProvider, callback };
  }

  /** The whole sign-in; answers where the server sent the browser at the end. */
  async function signIn(email: string, fromUrl?: string) {
    const { browser, callback } = await throughProvider(email, fromUrl);
    const answer = await browser.request(callback);
    expect(answer.status).toBe(302);
    return { location: answer.headers.get('location')!, browser, callback };
  }

  const tokenOf = (location: string) => new URL(location, appUrl).searchParams.get('access_token');
  const me = (token: string) =>
    t.app.inject({ url: `${t.base}/User/me`, headers: { authorization: `Bearer ${token}` } });
  const users = async (email: string) =>
    (await t.app.services.store.list(User, { filter: { email } })).length;

  it('tells the login page the button words, and passkeys not yet', async () => {
    const answer = await t.app.inject({ url: `/api/apps/${t.config.appId}/auth/providers` });
    expect(answer.json()).toEqual({ sso: { label: 'Acme' }, passkeys: true });
  });

  it('creates a new account of an allowed domain with the default role, signed in, in /admin', async () => {
    const { location } = await signIn('New.Person@Other-Allowed.test');
    expect(location).toMatch(/^\/admin\?access_token=[A-Za-z0-9_-]{43}$/);
    const user = (await me(tokenOf(location)!)).json();
    expect(user).toMatchObject({ email: 'new.person@other-allowed.test', role: 'contributor' });
    expect(user.last_sign_in_date).toBeTruthy();
  });

  it('signs an existing account in with its own role, to the console page it came from', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.base}/User`,
      headers: t.admin,
      payload: { email: 'editor@allowed.test', role: 'editor' },
    });
    expect(created.statusCode).toBe(201);
    const { location } = await signIn('editor@allowed.test', `${appUrl}/admin/blog?tab=drafts#top`);
    expect(location).toMatch(/^\/admin\/blog\?tab=drafts&access_token=[\w-]{43}#top$/);
    expect((await me(tokenOf(location)!)).json()).toMatchObject({ role: 'editor' });
    expect(await users('editor@allowed.test')).toBe(1);
  });

  it('ignores a from_url of another origin', async () => {
    for (const fromUrl of [
      'https://evil.example/admin',
      '//evil.example/admin',
      'javascript:alert(1)',
    ]) {
      const { location } = await signIn('someone@allowed.test', fromUrl);
      expect(location).toMatch(/^\/admin\?access_token=/);
    }
  });

  it('refuses an address of another domain, and creates nothing', async () => {
    const { location } = await signIn('intruder@elsewhere.test');
    expect(location).toBe('/login?sso_error=domain_not_allowed');
    expect(await users('intruder@elsewhere.test')).toBe(0);
  });

  it('refuses an address the provider has not verified', async () => {
    const { location } = await signIn('unverified@allowed.test');
    expect(location).toBe('/login?sso_error=email_not_verified');
    expect(await users('unverified@allowed.test')).toBe(0);
  });

  it('refuses a disabled account', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${t.base}/User`,
      headers: t.admin,
      payload: { email: 'gone@allowed.test', role: 'author', disabled: true },
    });
    expect(created.statusCode).toBe(201);
    const { location } = await signIn('gone@allowed.test');
    expect(location).toBe('/login?sso_error=account_disabled');
  });

  it('refuses a callback replayed, even with the state cookie put back', async () => {
    const { location, browser, callback } = await signIn('replay@allowed.test');
    expect(tokenOf(location)).toBeTruthy();
    browser.setCookie(appUrl, 'vitrine_sso_state', callback.searchParams.get('state')!);
    const again = await browser.request(callback);
    expect(again.headers.get('location')).toBe('/login?sso_error=expired');
  });

  it('refuses a callback from a browser that did not begin the sign-in', async () => {
    const { callback } = await throughProvider('proxy@allowed.test');
    const other = await new RedirectBrowser().request(callback);
    expect(other.headers.get('location')).toBe('/login?sso_error=expired');
    expect(await users('proxy@allowed.test')).toBe(0);
  });

  it('refuses a state older than 10 minutes', async () => {
    const { browser, callback } = await throughProvider('late@allowed.test');
    await sql`UPDATE ${sql.table(SSO_STATES_TABLE)} SET expires_at = '2000-01-01T00:00:00.000Z'`.execute(
      t.database.db,
    );
    const late = await browser.request(callback);
    expect(late.headers.get('location')).toBe('/login?sso_error=expired');
  });

  it('refuses a callback without a code (the person said no at the provider)', async () => {
    const { browser, callback } = await throughProvider('no@allowed.test');
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    const refused = await browser.request(callback);
    expect(refused.headers.get('location')).toBe('/login?sso_error=provider_error');
  });
});
