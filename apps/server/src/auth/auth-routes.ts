import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { USER_SELF_EDITABLE_FIELDS, User } from '@vitrine/contract/entities/user';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import { objectBody, writableFields } from '../entities/request-body';
import { HttpError, badRequest } from '../http/http-error';
import type { AccountStore } from './account-store';
import { requireSignedIn } from './request-caller';

export interface AuthRouteOptions {
  accounts: AccountStore;
  store: EntityStore;
  loginRateLimit: { max: number; timeWindow: string };
}

/** `auth/login`, `auth/logout` and `entities/User/me`, under `/api/apps/{appId}`. */
export function registerAuthRoutes(
  app: FastifyInstance,
  { accounts, store, loginRateLimit }: AuthRouteOptions,
) {
  app.post('/auth/login', { config: { rateLimit: loginRateLimit } }, async (request) => {
    const body = objectBody(request.body);
    const { email, password } = body;
    if (
      typeof email !== 'string' ||
      typeof password !== 'string' ||
      email === '' ||
      password === ''
    ) {
      throw badRequest('Send an email and a password');
    }
    if (email.length > 254 || password.length > 1024)
      throw badRequest('The email or password is too long');
    const user = await accounts.authenticate(email, password);
    if (!user)
      throw new HttpError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect');
    const accessToken = await accounts.issueToken(user.id);
    request.log.info({ userId: user.id }, 'signed in');
    return { access_token: accessToken, user };
  });

  app.post('/auth/logout', async (request) => {
    if (request.bearerToken) await accounts.revokeToken(request.bearerToken);
    return { success: true };
  });

  app.get('/entities/User/me', async (request) => requireSignedIn(request));

  app.put('/entities/User/me', async (request) => {
    const user = requireSignedIn(request);
    const patch = writableFields(objectBody(request.body));
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
    if (!updated) throw new HttpError(401, API_ERROR_CODES.unauthorized, 'Please sign in again');
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
