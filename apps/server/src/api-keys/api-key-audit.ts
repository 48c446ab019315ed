import type { AuditRecorder } from '../audit/audit';
import type { StandingLifecycle } from '../entities/entity-lifecycle';
import { requestScope } from '../http/request-scope';

/**
 * Records `api-key.deleted` for every key a request deletes (single or by filter), once the
 * request has succeeded, with the key's name, prefix and role. The caller is the actor.
 */
export function auditApiKeyDeletes(audit: AuditRecorder): StandingLifecycle {
  return {
    deleted: async (_trx, { before }) => {
      const scope = requestScope();
      if (!scope || before.length === 0) return;
      const actor = scope.caller();
      const { ip } = scope;
      scope.afterSuccess(async () => {
        for (const key of before) {
          const summary = `Deleted the API key « ${String(key.name)} » (${String(key.token_prefix)}…, role ${String(key.role)})`;
          await audit.record({
            actor,
            ip,
            action: 'api-key.deleted',
            target_entity: 'ApiKey',
            target_id: key.id,
            summary,
          });
        }
      });
    },
  };
}
