import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { USER_SELF_EDITABLE_FIELDS, User } from '@vitrine/contract/entities/user';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { auditActor, NO_AUDIT, type AuditRecorder } from '../audit/audit';
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
import {
  clearLogoutCookie,
  logoutHandleOf,
  registerLogoutCookie,
  type LogoutCookieOptions,
} from './logout-cookie';
import { registerPasswordRoutes, type PasswordRouteOptions } from './password-routes';
import { registerSessionRoutes } from './session-routes';
import { hasSecondFactor, secondFactorsOf } from './second-factors';
import { methodsOf, MfaRequiredError, setupRequired, type TwoFactor } from './two-factor';

export interface AuthRouteOptions extends PasswordRouteOptions, LogoutCookieOptions {
  accounts: AccountStore;
  store: EntityStore;
  signInLimiter: SignInLimiter;
  setPasswordTokens: SetPasswordTokens;
  /** Records sign-ins, and the failed ones the limiter let through. */
  /** A matched password of an account with a second factor answers MFA_REQUIRED. */
  twoFactor: TwoFactor;
  audit?: AuditRecorder;
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
 * `/api/apps/{appId}`, with the sessions' and the passwords' routes; every sign-in's answer
 * sets the logout cookie. Failed sign-ins are limited per client address (then refused), per
 * e-mail (then slowed down) and across all addresses (then refused to addresses that failed);
 * failed set-password links per client address.
 */
export function registerAuthRoutes(app: TypedApi, options: AuthRouteOptions) {
  const { accounts, store, signInLimiter, setPasswordTokens, twoFactor } = options;
  const audit = options.audit ?? NO_AUDIT;
  registerLogoutCookie(app, options);
  registerSessionRoutes(app, { accounts, audit });
  registerPasswordRoutes(app, options);
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
    // Past the limiter: a refused attempt (429) never reaches here, which bounds these rows.
    if (!user) {
      const summary = `Failed sign-in as ${email.trim().toLowerCase().slice(0, 254)} (password)`;
      await audit.record({ actor: null, ip: request.ip, action: 'auth.sign-in-failed', summary });
      throw invalidCredentials();
    }
    const factors = await secondFactorsOf(twoFactor.database, user.id);
    if (hasSecondFactor(factors)) {
      throw new MfaRequiredError(await twoFactor.challenges.issue(user.id), methodsOf(factors));
    }
    const answer = await signedIn(request, accounts, user);
    await audit.record({
      ...auditActor(request),
      actor: { id: user.id, email: user.email },
      action: 'auth.sign-in',
      target_entity: 'User',
      target_id: user.id,
      summary: `${user.email} signed in (password)`,
    });
    return (await setupRequired(twoFactor, user.id))
      ? { ...answer, mfa_setup_required: true }
      : answer;
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
    await options.mfaChallenges.revoke([user.id]);
    request.log.info({ userId: user.id }, 'password set from a link');
    return signedIn(request, accounts, user);
  });

  app.post('/auth/logout', async (request, reply) => {
    if (request.bearerToken) await accounts.revokeToken(request.bearerToken);
    clearLogoutCookie(reply, options);
    return { success: true };
  });

  app.get('/entities/User/me', async (request) => {
    const user = requireSignedIn(request);
    return request.mfaSetupRequired ? { ...user, mfa_setup_required: true } : user;
  });

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

/**
 * The SDK's `auth.logout()` navigates here (no app id, no bearer token): the session its logout
 * cookie names ends, the cookie is cleared, and the browser goes back to a page of this site.
 */
export function registerLogoutRedirect(
  app: FastifyInstance,
  options: LogoutCookieOptions & { accounts: AccountStore },
) {
  app.get<{ Querystring: { from_url?: string } }>(
    '/api/apps/auth/logout',
    async (request, reply) => {
      const handle = logoutHandleOf(request);
      if (handle) {
        const userId = await options.accounts.sessions.endByLogoutHandle(handle);
        if (userId) request.log.info({ userId }, 'signed out');
        clearLogoutCookie(reply, options);
      }
      reply.header('cache-control', 'no-store');
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
