import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT, startOidcProvider } from '../../test/oidc-test-provider';
import { freePort } from '../../test/prometheus-text';
import { RedirectBrowser } from '../../test/redirect-browser';
import { testDatabases, useTestApp } from '../../test/test-app';
import type { AuditInput } from '../audit/audit';
import { typedRoutes } from '../http/request-schema';
import { SsoProvider } from './sso-provider';
import { registerSsoRoutes } from './sso-routes';

/** The routes on a bare server with a recorder that keeps what it is given (helper E wires the real one). */
describe.each(testDatabases())('audit of company sign-ins on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const recorded: AuditInput[] = [];
  const api = Fastify();
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let appUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider(`${appUrl}/api/apps/vitrine/auth/sso/callback`);
    const settings = {
      issuer: provider.issuer,
      clientId: OIDC_CLIENT.id,
      clientSecret: OIDC_CLIENT.secret,
      allowedDomains: ['allowed.test'],
      defaultRole: 'contributor',
      label: 'SSO',
    };
    await api.register(
      async (scope) =>
        registerSsoRoutes(typedRoutes(scope), {
          ...t.app.services,
          ssoStates: t.app.services.sso.states,
          sso: new SsoProvider(settings, scope.log),
          publicUrl: appUrl,
          appId: 'vitrine',
          audit: { record: async (event) => void recorded.push(event) },
        }),
      { prefix: '/api/apps/vitrine' },
    );
    await api.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await api.close();
    await provider?.close();
  });

  async function signIn(email: string) {
    const within = (url: URL) => url.origin === provider.issuer || url.pathname.includes('/sso/');
    const browser = new RedirectBrowser(within);
    const page = await browser.visit(`${appUrl}/api/apps/vitrine/auth/sso/login`);
    const done = await browser.visit(new URL(`${page.url.pathname}/login`, page.url), {
      method: 'POST',
      form: { email },
    });
    return done.response.headers.get('location');
  }

  it('records a company sign-in, and a refused one with its reason', async () => {
    expect(await signIn('ada@allowed.test')).toMatch(/^\/admin\?access_token=/);
    expect(await signIn('eve@elsewhere.test')).toBe('/login?sso_error=domain_not_allowed');
    expect(recorded).toEqual([
      expect.objectContaining({
        action: 'auth.sign-in',
        actor: { id: expect.any(String), email: 'ada@allowed.test' },
        summary: 'Signed in with sso (account created)',
        ip: '127.0.0.1',
      }),
      expect.objectContaining({
        action: 'auth.sign-in-failed',
        actor: null,
        summary: 'Company sign-in (sso) refused for eve@elsewhere.test: domain_not_allowed',
      }),
    ]);
  });
});
