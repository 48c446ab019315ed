import { rolesWith } from '@vitrine/contract/access/roles';
import { User, type UserRecord } from '@vitrine/contract/entities/user';
import type { EntityStore } from '../entities/entity-store';
import { requireCapability } from '../http/request-caller';
import type { TypedApi } from '../http/request-schema';

/** The most accounts the list holds: a team, not a customer base. */
export const MAX_ASSIGNEES = 500;

/**
 * `GET /api/apps/{appId}/users/assignees` (capability `leads`): the active accounts a lead can be
 * assigned to, those whose role works the leads, as `{id, full_name, email}` only. Sales reads
 * it without the `users` capability, which would show every account whole.
 */
export function registerAssigneesRoute(api: TypedApi, store: EntityStore) {
  api.get('/users/assignees', { onRequest: requireCapability('leads') }, async () => {
    const users = (await store.list(User, {
      filter: { role: { $in: rolesWith('leads') }, disabled: { $ne: true } },
      sort: [{ field: 'email', descending: false }],
      limit: MAX_ASSIGNEES,
    })) as unknown as UserRecord[];
    return users.map(({ id, full_name, email }) => ({ id, full_name: full_name ?? null, email }));
  });
}
