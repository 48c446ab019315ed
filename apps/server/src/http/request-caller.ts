import { callerMay, isAdminRole, type Capability } from '@vitrine/contract/access/roles';
import type { UserRecord } from '@vitrine/contract/entities/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './http-error';

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

/**
 * Resolves who is calling once per request of `scope` (the API), so every route asks the same
 * question. `userForToken` finds the signed-in user of a bearer token.
 */
export function registerRequestCaller(
  scope: FastifyInstance,
  userForToken: (token: string) => Promise<UserRecord | null | undefined>,
) {
  scope.decorateRequest('caller', null);
  scope.decorateRequest('staleToken', false);
  scope.decorateRequest('bearerToken', null);
  scope.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token) {
      request.staleToken = Boolean(request.headers.authorization);
      return;
    }
    request.bearerToken = token;
    request.caller = (await userForToken(token)) ?? null;
    request.staleToken = request.caller === null;
  });
}

/** `owner` or `admin`: every capability. */
export function isAdmin(request: FastifyRequest) {
  return isAdminRole(request.caller?.role);
}

/** Whether the caller's role grants this capability (access/roles.ts in the contract). */
export function callerCan(request: FastifyRequest, capability: Capability) {
  return callerMay(request.caller, capability);
}

/** 401 for visitors (or an expired session), 403 for signed-in users whose role lacks it. */
export function assertCapability(request: FastifyRequest, capability: Capability) {
  if (callerCan(request, capability)) return;
  if (request.caller) throw forbidden();
  throw unauthorized(
    request.staleToken ? 'Your session has expired; please sign in again' : undefined,
  );
}

/** A route's `preHandler` (or `onRequest`): callers whose role grants `capability` only. */
export function requireCapability(capability: Capability) {
  return async (request: FastifyRequest) => assertCapability(request, capability);
}

/** 401 for visitors (or an expired session), 403 for signed-in users who are not admins. */
export function assertAdmin(request: FastifyRequest) {
  if (isAdmin(request)) return;
  if (request.caller) throw forbidden();
  throw unauthorized(
    request.staleToken ? 'Your session has expired; please sign in again' : undefined,
  );
}

/** A route's `preHandler` (or `onRequest`, to refuse before the body is read): admins only. */
export async function requireAdmin(request: FastifyRequest) {
  assertAdmin(request);
}

export function requireSignedIn(request: FastifyRequest) {
  if (request.caller) return request.caller;
  throw unauthorized(
    request.staleToken ? 'Your session has expired; please sign in again' : 'Please sign in first',
  );
}
