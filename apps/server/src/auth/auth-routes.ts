import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { USER_SELF_EDITABLE_FIELDS, User } from '@vitrine/contract/entities/user';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ValidationError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import { writableFields } from '../entities/request-body';
import { AppError } from '../errors/app-error';
import type { TypedApi } from '../http/request-schema';
import type { SetPasswordTokens } from './set-password-tokens';
import type { AccountStore } from './account-store';
import { clientSignal } from '../http/client-signal';
import { requireSignedIn } from '../http/request-caller';
import { checkNewPassword, limitedAttempt, signedIn } from './sign-in';
import type { SignInLimiter } from './sign-in-limiter';
import type { MfaChallenges } from './mfa-challenges';

export interface AuthRouteOptions {
  accounts: AccountStore;
  store: EntityStore;
  signInLimiter: SignInLimiter;
  setPasswordTokens: SetPasswordTokens;
  mfaChallenges: MfaChallenges;
  /** The second factors an account holds (empty: the password is enough). */
  secondFactors: (userId: string) => Promise<string[]>;
}

const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
const SetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  password: Type.String(),
});
/** Any JSON object: which fields may change is checked against the User's own list. */
const UserPatch = Type.Record(Type.String(), Type.Unknown());

const invalidCredentials = () =>
  new AppError(401, API_ERROR_CODES.invalidCredentials, 'The email or password is incorrect');
const invalidLink = () =>
  new AppError(
    400,
    API_ERROR_CODES.invalidToken,
    'This link is not valid any more; ask an administrator for a new one',
  );

/**
 * `auth/login`, `auth/logout`, `auth/set-password` and `entities/User/me`, under
 * `/api/apps/{appId}`. Failed sign-ins are limited per client address (then refused), per
 * e-mail (then slowed down) and across all addresses (then refused to addresses that failed);
 * failed set-password links per client address.
 */
export function registerAuthRoutes(app: TypedApi, options: AuthRouteOptions) {
  const { accounts, store, signInLimiter, setPasswordTokens } = options;
  app.post('/auth/login', { schema: { body: SignInBody } }, async (request, reply) => {
    const { email, password } = request.body;
    // The address is walled; the e-mail only slowed, so failures from elsewhere never refuse
    // its owner. The wall on the address also bounds each (e-mail, address) pair. Failures of
    // all addresses together have a budget too (a spray from many addresses).
    const keys = {
      walls: [`ip:${request.ip}`],
      slows: [`email:${email.trim().toLowerCase()}`],
      global: true,
    };
    const client = clientSignal(reply);
    // An attempt whose address and e-mail hold no failure goes ahead of the others' hashes.
    const user = await limitedAttempt(signInLimiter, keys, ({ clean }) =>
      accounts.authenticate(email, password, { client, ahead: clean }),
    );
    if (!user) throw invalidCredentials();
    const methods = await options.secondFactors(user.id);
    if (methods.length === 0) return signedIn(request, accounts, user);
    const message = 'Confirm this sign-in with your second factor';
    return reply.code(401).send({
      message,
      detail: message,
      code: API_ERROR_CODES.mfaRequired,
      mfa_token: await options.mfaChallenges.issue(user.id),
      methods,
    });
  });

  app.post('/auth/set-password', { schema: { body: SetPasswordBody } }, async (request) => {
    const { token, password } = request.body;
    const newPassword = checkNewPassword(password);
    const user = await limitedAttempt(signInLimiter, { walls: [`ip:${request.ip}`] }, async () => {
      const userId = await setPasswordTokens.consume(token);
      const found = userId ? await accounts.findUser(userId) : undefined;
      return found && !found.disabled ? found : undefined;
    });
    if (!user) throw invalidLink();
    await accounts.setPassword(user.id, newPassword);
    await setPasswordTokens.revoke([user.id]);
    request.log.info({ userId: user.id }, 'password set from a link');
    return signedIn(request, accounts, user);
  });

  app.post('/auth/logout', async (request) => {
    if (request.bearerToken) await accounts.revokeToken(request.bearerToken);
    return { success: true };
  });

  app.get('/entities/User/me', async (request) => requireSignedIn(request));

  app.put('/entities/User/me', { schema: { body: UserPatch } }, async (request) => {
    const user = requireSignedIn(request);
    const patch = writableFields(request.body);
    const allowed = new Set<string>(USER_SELF_EDITABLE_FIELDS);
    const refused = Object.keys(patch).filter((field) => !allowed.has(field));
    if (refused.length > 0) {
      throw new ValidationError(
        refused.map((field) => ({
          field,
          rule: 'unknown',
          message: `${field} cannot be changed through User/me`,
        })),
      );
    }
    const updated = await store.update(User, user.id, patch);
    if (!updated) throw new AppError(401, API_ERROR_CODES.unauthorized, 'Please sign in again');
    return updated;
  });
}

/** The SDK's `auth.logout()` navigates here; it sends the browser back to a page of this site. */
export function registerLogoutRedirect(app: FastifyInstance) {
  app.get<{ Querystring: { from_url?: string } }>(
    '/api/apps/auth/logout',
    async (request, reply) => {
      const target = request.query.from_url ?? '/';
      let path = '/';
      try {
        const url = new URL(target, 'http://same-origin.invalid');
        if (url.origin === 'http://same-origin.invalid' || url.host === request.host)
          path = `${url.pathname}${url.search}`;
      } catch {
        path = '/';
      }
      return reply.redirect(path.startsWith('//') ? '/' : path, 302);
    },
  );
}
