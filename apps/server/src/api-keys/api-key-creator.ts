import { ApiKey } from '@vitrine/contract/entities/api-key';
import { auditActor, type AuditRecorder } from '../audit/audit';
import type { EntityCreator } from '../entities/entity-write-routes';
import type { EntityStore } from '../entities/entity-store';
import type { ApiKeys } from './api-key-store';

/**
 * The create of an ApiKey on the entity route: the token is made, its hash committed with the
 * record, the creation audited, and the answer is the record plus `token`, this once.
 */
export function apiKeyCreator(
  apiKeys: ApiKeys,
  store: EntityStore,
  audit: AuditRecorder,
): EntityCreator {
  return async (request, input) => {
    const pending = apiKeys.prepare(input);
    const record = await store.create(ApiKey, pending.input, {
      createdBy: request.caller?.email ?? null,
      lifecycle: pending.lifecycle,
    });
    try {
      pending.assertStored();
    } catch (error) {
      await store.delete(ApiKey, record.id);
      throw error;
    }
    const summary = `Created the API key « ${String(record.name)} » (${String(record.token_prefix)}…, role ${String(record.role)})`;
    await audit.record({
      ...auditActor(request),
      action: 'api-key.created',
      target_entity: ApiKey.name,
      target_id: record.id,
      summary,
    });
    return { ...record, token: pending.token };
  };
}
