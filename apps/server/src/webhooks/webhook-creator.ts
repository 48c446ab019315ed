import { Webhook } from '@vitrine/contract/entities/webhook';
import { auditActor, type AuditRecorder } from '../audit/audit';
import type { EntityCreator } from '../entities/entity-write-routes';
import type { WebhookService } from './webhook-service';

/**
 * The staff create of `Webhook` on the entity route: the record and its `secret`, answered
 * this once (decision 0060), recorded in the audit trail.
 */
export function webhookCreator({
  webhooks,
  audit,
}: {
  webhooks: WebhookService;
  audit: AuditRecorder;
}): EntityCreator {
  return async (request, input) => {
    const created = await webhooks.create(input, request.caller?.email ?? null);
    await audit.record({
      ...auditActor(request),
      action: 'webhook.created',
      target_entity: Webhook.name,
      target_id: created.id,
      summary: `Created a webhook to ${created.url}`,
    });
    return created as never;
  };
}
