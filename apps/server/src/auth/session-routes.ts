import type { UserRecord } from '@vitrine/contract/entities/user';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AuditRecorder } from '../audit/audit';
import { forbidden, notFound } from '../http/http-error';
import { requireCapability, requireSignedIn } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';
import type { AccountStore } from './account-store';

export interface SessionRouteOptions {
  accounts: AccountStore;
  audit: AuditRecorder;
}

const SessionParams = Type.Object({ appId: Type.String(), id: Type.String({ maxLength: 64 }) });
const UserParams = Type.Object({ appId: Type.String(), id: Type.String({ maxLength: 64 }) });

const actorOf = (request: FastifyRequest) =>
  request.caller ? { id: request.caller.id, email: request.caller.email } : null;

/**
 * `auth/sessions` (the caller's own: list, end one) and `users/{id}/sessions` (capability
 * `users`: list, end all), under `/api/apps/{appId}`. Only the owner ends the owner's sessions.
 */
export function registerSessionRoutes(api: TypedApi, { accounts, audit }: SessionRouteOptions) {
  const { sessions } = accounts;

  api.get('/auth/sessions', async (request) => {
    const user = requireSignedIn(request);
    return sessions.list(user.id, request.bearerToken);
  });

  api.delete('/auth/sessions/:id', { schema: { params: SessionParams } }, async (request) => {
    const user = requireSignedIn(request);
    if (!(await sessions.end(user.id, request.params.id))) throw notFound('No such session');
    await audit.record({
      actor: actorOf(request),
      action: 'auth.session-ended',
      target_entity: 'User',
      target_id: user.id,
      summary: 'Ended one of their sessions',
      ip: request.ip,
    });
    return { success: true };
  });

  const adminRoute = { preHandler: requireCapability('users'), schema: { params: UserParams } };

  async function target(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = await accounts.findUser(request.params.id);
    if (!user) throw notFound(`User ${request.params.id} not found`);
    return user as UserRecord;
  }

  api.get('/users/:id/sessions', adminRoute, async (request) => {
    const user = await target(request);
    return sessions.list(user.id, request.bearerToken);
  });

  api.delete('/users/:id/sessions', adminRoute, async (request) => {
    const user = await target(request);
    if (user.role === 'owner' && request.caller?.role !== 'owner') {
      throw forbidden("Only the owner can end the owner's sessions");
    }
    const ended = await sessions.endAll(user.id);
    await audit.record({
      actor: actorOf(request),
      action: 'auth.session-ended',
      target_entity: 'User',
      target_id: user.id,
      summary: `Ended all ${ended} sessions of ${user.email}`,
      ip: request.ip,
    });
    return { success: true, ended };
  });
}
