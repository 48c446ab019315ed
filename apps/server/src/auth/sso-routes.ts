import type { SignInProviders, SsoError } from '@vitrine/contract/access/sso';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { Type } from 'typebox';
import type { AuditRecorder } from '../audit/audit';
import type { EntityStore } from '../entities/entity-store';
import { AppError } from '../errors/app-error';
import type { TypedApi } from '../http/request-schema';
import type { AccountStore } from './account-store';
import { signedIn } from './sign-in';
import { ssoAccount, type SsoIdentity } from './sso-account';
import type { SsoProvider } from './sso-provider';
import {
  readStateCookie,
  refusedPath,
  sameOriginPath,
  stateCookie,
  withAccessToken,
} from './sso-return';
import { SSO_STATE_TTL_MS, type SsoStates } from './sso-states';

export interface SsoRouteOptions {
  accounts: AccountStore;
  store: EntityStore;
  ssoStates: SsoStates;
  /** Undefined when OIDC_ISSUER is empty: the routes answer 404. */
  sso: SsoProvider | undefined;
  publicUrl: string;
  appId: string;
  audit: AuditRecorder;
}

const LoginQuery = Type.Object({ from_url: Type.Optional(Type.String({ maxLength: 2048 })) });
const CallbackQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 256 })) });
const SCOPE = 'openid email profile';

const ssoOff = () =>
  new AppError(404, API_ERROR_CODES.notFound, 'Company sign-in is not set up on this site');

/**
 * `auth/providers`, `auth/sso/login` and `auth/sso/callback` under `/api/apps/{appId}`: company
 * sign-in with OpenID Connect (authorization code, PKCE, state and nonce; decision 0058).
 */
export function registerSsoRoutes(app: TypedApi, options: SsoRouteOptions) {
  const { accounts, store, ssoStates, sso, publicUrl, appId, audit } = options;
  const base = `/api/apps/${appId}/auth/sso`;
  const redirectUri = `${publicUrl}${base}/callback`;
  const secure = publicUrl.startsWith('https:');

  app.get('/auth/providers', async (): Promise<SignInProviders> => ({
    sso: sso ? { label: sso.settings.label } : null,
    // Passkeys need nothing set up: their relying party is PUBLIC_URL's site (decision 0059).
    passkeys: true,
  }));

  app.get('/auth/sso/login', { schema: { querystring: LoginQuery } }, async (request, reply) => {
    if (!sso) throw ssoOff();
    const configuration = await sso.discovered();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const fromUrl = sameOriginPath(request.query.from_url, publicUrl);
    const state = await ssoStates.begin({ codeVerifier, nonce, fromUrl });
    const target = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    reply.header('set-cookie', stateCookie(state, base, secure, SSO_STATE_TTL_MS / 1000));
    reply.header('cache-control', 'no-store');
    return reply.redirect(target.href, 302);
  });

  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    error: SsoError,
    email?: string,
  ) => {
    request.log.info({ sso_error: error }, 'company sign-in refused');
    await audit.record({
      actor: null,
      action: 'auth.sign-in-failed',
      summary: `Company sign-in (sso) refused${email ? ` for ${email}` : ''}: ${error}`,
      ip: request.ip,
    });
    return reply.redirect(refusedPath(error), 302);
  };

  app.get(
    '/auth/sso/callback',
    { schema: { querystring: CallbackQuery } },
    async (request, reply) => {
      if (!sso) throw ssoOff();
      // The state cookie ends here whatever happens.
      reply.header('set-cookie', stateCookie('', base, secure, 0));
      reply.header('cache-control', 'no-store');
      const state = request.query.state ?? '';
      // A state from another browser (a link someone was sent) is refused: no sign-in by proxy.
      const begun =
        readStateCookie(request.headers.cookie) === state ? await ssoStates.take(state) : undefined;
      if (!begun) return refuse(request, reply, 'expired');
      let identity: SsoIdentity;
      try {
        const configuration = await sso.discovered();
        const query = request.url.slice(request.url.indexOf('?'));
        const current = new URL(`${redirectUri}${query}`);
        const tokens = await oidc.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: begun.codeVerifier,
          expectedState: state,
          expectedNonce: begun.nonce,
          idTokenExpected: true,
        });
        identity = { ...tokens.claims() };
        if (typeof identity.email !== 'string') {
          const sub = tokens.claims()!.sub;
          identity = {
            ...identity,
            ...(await oidc.fetchUserInfo(configuration, tokens.access_token, sub)),
          };
        }
      } catch (error) {
        request.log.warn({ err: error }, 'company sign-in: the provider answer did not check out');
        return refuse(request, reply, 'provider_error');
      }
      const account = await ssoAccount(identity, sso.settings, accounts, store);
      if ('refused' in account) return refuse(request, reply, account.refused, account.email);
      // The provider is the second factor: no local one is asked (decision 0058).
      const session = await signedIn(request, accounts, account.user);
      await audit.record({
        actor: { id: account.user.id, email: account.user.email },
        action: 'auth.sign-in',
        target_entity: 'User',
        target_id: account.user.id,
        summary: `Signed in with sso${account.created ? ' (account created)' : ''}`,
        ip: request.ip,
      });
      return reply.redirect(withAccessToken(begun.fromUrl, session.access_token), 302);
    },
  );
}
