import { CONSOLE_ROLES } from '@vitrine/contract/access/roles';
import type { UserRole } from '@vitrine/contract/entities/field-options';
import { Type } from 'typebox';
import { forbidden, notFound } from '../http/http-error';
import type { TypedApi } from '../http/request-schema';
import { requireCapability, requireSignedIn } from '../http/request-caller';
import { actorOf, type MfaRouteOptions } from './mfa-routes';
import { setupRequired } from './two-factor';
import { AppError } from '../errors/app-error';
import { API_ERROR_CODES } from '@vitrine/contract/errors';

const SecurityBody = Type.Object({ require_two_factor: Type.Boolean() });
const UserParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * `settings/security` (read: console roles; write: the owner only) and the removal of another
 * account's second factors (`users` capability; never the owner's, but by the owner).
 */
export function registerSecuritySettingsRoutes(app: TypedApi, options: MfaRouteOptions) {
  const { accounts, twoFactor, audit } = options;

  app.get('/settings/security', async (request) => {
    const user = requireSignedIn(request);
    if (!CONSOLE_ROLES.includes(user.role as UserRole)) throw forbidden();
    return twoFactor.securitySettings.get();
  });

  app.put('/settings/security', { schema: { body: SecurityBody } }, async (request) => {
    const user = requireSignedIn(request);
    if (user.role !== 'owner') throw forbidden('Only the owner of the site may change this');
    if (request.body.require_two_factor && (await setupRequired(twoFactor, user.id, true))) {
      throw new AppError(
        409,
        API_ERROR_CODES.conflict,
        'Set up your own second factor before requiring one for every account',
      );
    }
    const before = await twoFactor.securitySettings.get();
    const after = await twoFactor.securitySettings.set(request.body);
    if (before.require_two_factor !== after.require_two_factor) {
      await audit.record({
        actor: actorOf(user),
        action: 'mfa.required-changed',
        summary: after.require_two_factor
          ? 'Required two-factor sign-in for every account'
          : 'Stopped requiring two-factor sign-in',
        ip: request.ip,
      });
    }
    return after;
  });

  app.delete(
    '/users/:id/second-factors',
    { schema: { params: UserParams }, preHandler: requireCapability('users') },
    async (request) => {
      const caller = requireSignedIn(request);
      const target = await accounts.findUser(request.params.id);
      if (!target) throw notFound('No account has this id');
      if (target.role === 'owner' && target.id !== caller.id) {
        throw forbidden("Only the owner may remove the owner's second factors");
      }
      const removed = await twoFactor.totp.remove(target.id);
      await twoFactor.recoveryCodes.remove(target.id);
      await twoFactor.challenges.revoke([target.id]);
      if (removed) {
        await audit.record({
          actor: actorOf(caller),
          action: 'mfa.totp-disabled',
          target_entity: 'User',
          target_id: target.id,
          summary: `Removed the second factors of ${target.email}`,
          ip: request.ip,
        });
      }
      return { success: true, removed };
    },
  );
}
