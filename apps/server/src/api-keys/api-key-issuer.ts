import type { FastifyRequest } from 'fastify';
import { auditActor, type AuditRecorder } from '../audit/audit';
import type { StoredRecord } from '../entities/entity-records';
import type { EntityStore } from '../entities/entity-store';
import { ApiKey } from '@vitrine/contract/entities/api-key';
import type { SecretIssuer } from '../entities/secret-issuer';
import type { ApiKeys } from './api-key-store';

/**
 * The create of an ApiKey on the entity route: the token is made, its hash committed with the
 * record, the creation audited, and the answer is the record plus `token`, this once.
 */
export function apiKeyIssuer(apiKeys: ApiKeys, store: EntityStore, audit: AuditRecorder) {
  const issuer: SecretIssuer = {
    issue: (request: FastifyRequest, input) => {
      const pending = apiKeys.prepare(input);
      return {
        input: pending.input,
        lifecycle: pending.lifecycle,
        answer: async (record: StoredRecord) => {
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
            target_entity: 'ApiKey',
            target_id: record.id,
            summary,
          });
          return { ...record, token: pending.token };
        },
      };
    },
  };
  return issuer;
}
