import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInLimiter } from '../auth/auth';
import { forbidden, rateLimited, unauthorized } from '../http/http-error';
import { isServiceCaller } from './api-key-caller';
import type { ApiKeys } from './api-key-store';
import { isApiKeyToken } from './api-key-tokens';

/** The routes of a person's account, which a key (no account) never uses. */
function isAccountRoute(request: FastifyRequest) {
  const url = (request.routeOptions.url ?? '').replace(/^\/api\/apps\/:appId/, '');
  if (url === '/auth/providers') return false;
  return url.startsWith('/auth/') || (url === '/entities/User/me' && request.method !== 'GET');
}

/**
 * What is particular to requests made with an API key (decision 0061), after the caller is known:
 * - a refused `vtr_` token is a 401 on every route, public reads too (a machine learns at once
 *   that its key is dead), saying why (expired, or unknown), and counts as a failure of the
 *   client address in the sign-in limiter (walls only: never the e-mail or the site-wide budget,
 *   so it cannot lock anyone out); past LOGIN_RATE_LIMIT_MAX failures the address gets 429s;
 * - a key has no account: the sign-in, password, two-factor, passkey and session routes are 403.
 */
export function registerApiKeyRequests(
  scope: FastifyInstance,
  { apiKeys, signInLimiter }: { apiKeys: ApiKeys; signInLimiter: SignInLimiter },
) {
  scope.addHook('onRequest', async (request) => {
    const token = request.bearerToken;
    if (request.staleToken && token && isApiKeyToken(token)) {
      const verdict = await signInLimiter.take({ walls: [`api-key-ip:${request.ip}`] });
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs);
      throw unauthorized(await apiKeys.refusal(token));
    }
    if (isServiceCaller(request.caller) && isAccountRoute(request)) {
      throw forbidden('An API key has no account: sign in as a person to do this');
    }
  });
}
