import type { UserRecord } from '@vitrine/contract/entities/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/http-error';
import type { AccountStore } from './account-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    caller: UserRecord | null;
    /** A bearer token was sent but is unknown, expired or revoked. */
    staleToken: boolean;
    bearerToken: string | null;
  }
}

function bearerOf(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]{10,512}=*)$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** Resolves who is calling once per API request, so every route asks the same question. */
export function registerRequestCaller(app: FastifyInstance, accounts: AccountStore) {
  app.decorateRequest('caller', null);
  app.decorateRequest('staleToken', false);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerOf(request);
    if (!token) {
      request.staleToken = Boolean(request.headers.authorization);
      return;
    }
    request.bearerToken = token;
    request.caller = (await accounts.userForToken(token)) ?? null;
    request.staleToken = request.caller === null;
  });
}

export function isAdmin(request: FastifyRequest) {
  return request.caller?.role === 'admin';
}

/** 401 for visitors (or an expired session), 403 for signed-in users who are not admins. */
export function requireAdmin(request: FastifyRequest) {
  if (isAdmin(request)) return;
  if (request.caller) throw forbidden();
  throw unauthorized(
    request.staleToken ? 'Your session has expired; please sign in again' : undefined,
  );
}

export function requireSignedIn(request: FastifyRequest) {
  if (request.caller) return request.caller;
  throw unauthorized(
    request.staleToken ? 'Your session has expired; please sign in again' : 'Please sign in first',
  );
}
