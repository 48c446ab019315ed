import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/prometheus-text';
import { testDatabases, useTestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { SSO_STATES_TABLE } from '../db/schema-migrations/0012-sso-states';
import { SsoProvider } from './sso-provider';
import { SsoStates } from './sso-states';

const SSO = {
  OIDC_ISSUER: 'https://login.example.com',
  OIDC_CLIENT_ID: 'vitrine',
  OIDC_ALLOWED_DOMAINS: 'example.com',
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('company sign-in settings', () => {
  it('starts with an https issuer, a client id and allowed domains', () => {
    const { oidc } = loadConfig(SSO);
    expect(oidc).toMatchObject({ defaultRole: 'contributor', label: 'SSO' });
  });

  it('refuses to start with an issuer and no allowed domains', () => {
    expect(problems({ ...SSO, OIDC_ALLOWED_DOMAINS: '' })).toContain(
      'OIDC_ALLOWED_DOMAINS must list the e-mail domains that may sign in',
    );
    expect(problems({ ...SSO, OIDC_ALLOWED_DOMAINS: 'example.com, not a domain' })).toContain(
      'OIDC_ALLOWED_DOMAINS: "not a domain" is not a domain',
    );
  });

  it('refuses a plain http issuer unless it is on this machine, and a missing client id', () => {
    expect(problems({ ...SSO, OIDC_ISSUER: 'http://login.example.com' })).toContain(
      'OIDC_ISSUER must be an https URL',
    );
    expect(problems({ ...SSO, OIDC_ISSUER: 'http://127.0.0.1:4000' })).toBe('');
    expect(problems({ ...SSO, OIDC_CLIENT_ID: '' })).toContain('OIDC_CLIENT_ID must be set');
  });

  it('refuses owner (or an unknown role) as the role of new accounts', () => {
    expect(problems({ ...SSO, OIDC_DEFAULT_ROLE: 'owner' })).toContain(
      'OIDC_DEFAULT_ROLE must be one of admin',
    );
    expect(problems({ ...SSO, OIDC_DEFAULT_ROLE: 'editor' })).toBe('');
  });
});

describe('a provider that does not answer', () => {
  it('is a 503 at each use, logged once until it answers', async () => {
    const port = await freePort();
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const settings = {
      issuer: `http://127.0.0.1:${port}`,
      clientId: 'vitrine',
      allowedDomains: ['example.com'],
      defaultRole: 'contributor',
      label: 'SSO',
    };
    const provider = new SsoProvider(settings, log);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(provider.discovered()).rejects.toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe.each(testDatabases())('company sign-in off, and its states, on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('says so to the login page, and the start route is a 404', async () => {
    const providers = await t.app.inject({ url: `/api/apps/${t.config.appId}/auth/providers` });
    expect(providers.json()).toEqual({ sso: null, passkeys: true });
    const start = await t.app.inject({ url: `/api/apps/${t.config.appId}/auth/sso/login` });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps at most its cap of sign-ins under way, dropping the oldest, and prunes expired', async () => {
    const states = new SsoStates(t.database, 3);
    const state = { codeVerifier: 'v', nonce: 'n', fromUrl: '/admin' };
    const start = Date.parse('2030-01-01T00:00:00Z');
    const tokens: string[] = [];
    for (let i = 0; i < 5; i += 1)
      tokens.push(await states.begin(state, new Date(start + i * 1000)));
    const count = async () =>
      Number(
        (
          await sql<{
            n: number;
          }>`SELECT COUNT(*) AS n FROM ${sql.table(SSO_STATES_TABLE)}`.execute(t.database.db)
        ).rows[0]!.n,
      );
    expect(await count()).toBe(3);
    const at = new Date(start + 5000);
    expect(await states.take(tokens[0]!, at)).toBeUndefined();
    expect(await states.take(tokens[4]!, at)).toEqual(state);
    expect(await states.take(tokens[4]!, at)).toBeUndefined();
    await states.begin(state, new Date(start + 11 * 60_000));
    expect(await count()).toBe(1);
  });
});
