import { CONSOLE_ROLES } from '@vitrine/contract/access/roles';
import { User, type UserRecord, type UserRole } from '@vitrine/contract/entities/user';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AuditRecorder } from '../audit/audit';
import { ValidationError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import { forbidden, notFound } from '../http/http-error';
import { requireSignedIn } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';

const TransferBody = Type.Object({ user_id: Type.String({ minLength: 1, maxLength: 64 }) });

const refused = (message: string) =>
  new ValidationError([{ field: 'user_id', rule: 'type', message }]);

/**
 * `POST /api/apps/{appId}/users/transfer-ownership {user_id}` (the owner only): the account named
 * becomes the owner and the owner becomes an admin, in one transaction (the one-owner rule of
 * user-write-rules.ts checks the result). The new owner must be another active console account.
 */
export function registerTransferOwnershipRoute(
  api: TypedApi,
  options: { store: EntityStore; audit: AuditRecorder },
) {
  const { store, audit } = options;
  const onlyOwner = async (request: FastifyRequest) => {
    if (requireSignedIn(request).role !== 'owner') {
      throw forbidden('Only the owner transfers ownership');
    }
  };
  const route = { onRequest: onlyOwner, schema: { body: TransferBody } };
  api.post('/users/transfer-ownership', route, async (request) => {
    const caller = requireSignedIn(request);
    const target = (await store.get(User, request.body.user_id)) as unknown as
      UserRecord | undefined;
    if (!target) throw notFound(`User ${request.body.user_id} not found`);
    if (target.id === caller.id) throw refused('user_id names the owner already');
    if (target.disabled) throw refused('The new owner must be an active account');
    if (!CONSOLE_ROLES.includes(target.role as UserRole)) {
      throw refused('The new owner must be a team account (not a `user`)');
    }
    const [owner, previous] = (await store.updateMany(User, [
      { id: target.id, patch: { role: 'owner' } },
      { id: caller.id, patch: { role: 'admin' } },
    ])) as unknown as UserRecord[];
    request.log.info({ from: caller.id, to: target.id }, 'ownership transferred');
    await audit.record({
      actor: { id: caller.id, email: caller.email },
      action: 'user.ownership-transferred',
      target_entity: 'User',
      target_id: target.id,
      summary: `Ownership moved from ${caller.email} to ${target.email}`,
      ip: request.ip,
    });
    return { owner, previous_owner: previous };
  });
}
