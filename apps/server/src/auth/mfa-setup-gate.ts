import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mfaSetupRequiredError, setupRequired, type TwoFactor } from './two-factor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site requires two factors and the caller has none yet (told by `User/me`). */
    mfaSetupRequired: boolean;
  }
}

/** What an account without a second factor may still do when two factors are required. */
const OPEN_ROUTES = new Set([
  'GET /entities/User/me',
  'POST /auth/mfa/totp/setup',
  'POST /auth/mfa/totp/enable',
  'POST /auth/logout',
  'POST /auth/login',
  'POST /auth/mfa/verify',
  'GET /auth/mfa',
  // A passkey is a second factor too (decision 0059).
  'POST /auth/passkeys/registration-options',
  'POST /auth/passkeys',
  'GET /auth/passkeys',
  'POST /auth/mfa/passkey-options',
  'POST /auth/mfa/passkey',
]);

/** The route's path under the API's prefix (`/api/apps/:appId`). */
function routeOf(request: FastifyRequest) {
  const url = request.routeOptions.url ?? '';
  return `${request.method} ${url.replace(/^\/api\/apps\/:appId/, '')}`;
}

/**
 * When the owner requires two factors, a signed-in account without one gets 403
 * `MFA_SETUP_REQUIRED` on every API route but `User/me`, the TOTP setup and enable routes,
 * sign-in and logout. API keys are not held here. Runs after the caller is known (register it after `registerRequestCaller`).
 */
export function registerMfaSetupGate(scope: FastifyInstance, twoFactor: TwoFactor) {
  scope.decorateRequest('mfaSetupRequired', false);
  scope.addHook('onRequest', async (request) => {
    // An API key has no second factor to set up (decision 0061); every other rule still applies.
    if (!request.caller || (request.caller as { is_service?: boolean }).is_service) return;
    request.mfaSetupRequired = await setupRequired(twoFactor, request.caller.id);
    if (request.mfaSetupRequired && !OPEN_ROUTES.has(routeOf(request))) {
      throw mfaSetupRequiredError();
    }
  });
}
