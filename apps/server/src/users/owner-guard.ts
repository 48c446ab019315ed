import type { FastifyRequest } from 'fastify';
import type { RecordGuard } from '../entities/record-guards';
import { forbidden } from '../http/http-error';

const TRANSFER_ONLY = 'Ownership moves only with POST …/users/transfer-ownership';

/**
 * The owner's account on the entity routes: only the owner changes or deletes it (an admin's
 * PUT, DELETE, disable or role change on it is a 403), and no create or update gives the `owner`
 * role but the owner's own update of its record (which the one-owner rule then checks).
 */
export const ownerGuard: RecordGuard = {
  untouchable: (request: FastifyRequest) =>
    request.caller?.role === 'owner'
      ? null
      : { filter: { role: 'owner' }, message: "Only the owner changes the owner's account" },
  checkInput: (request, input, kind) => {
    if (input.role !== 'owner') return;
    if (kind === 'create' || request.caller?.role !== 'owner') throw forbidden(TRANSFER_ONLY);
  },
};
