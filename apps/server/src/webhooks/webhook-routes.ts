import { Webhook, type WebhookRecord } from '@vitrine/contract/entities/webhook';
import type { FastifyInstance } from 'fastify';
import { auditActor, type AuditRecorder } from '../audit/audit';
import { notFound } from '../http/http-error';
import { requireCapability } from '../http/request-caller';
import type { WebhookService } from './webhook-service';

type IdParams = { appId: string; id: string };

/**
 * The actions on webhooks besides the entity routes (docs/api.md): send a `webhook.test`
 * event, renew the secret (answered once), redeliver a delivery. Capability `integrations`.
 */
export function registerWebhookRoutes(
  api: FastifyInstance,
  { webhooks, audit }: { webhooks: WebhookService; audit: AuditRecorder },
) {
  const integrations = { preHandler: requireCapability('integrations') };
  const { store } = webhooks;

  api.post<{ Params: IdParams }>('/webhooks/:id/test', integrations, async (request, reply) => {
    const webhook = (await store.get(Webhook, request.params.id)) as unknown as
      WebhookRecord | undefined;
    if (!webhook) throw notFound('No such webhook');
    const delivery = await webhooks.sendTest(webhook);
    return reply.status(202).send(delivery);
  });

  api.post<{ Params: IdParams }>('/webhooks/:id/rotate-secret', integrations, async (request) => {
    const secret = await webhooks.rotate(request.params.id);
    if (!secret) throw notFound('No such webhook');
    await audit.record({
      ...auditActor(request),
      action: 'webhook.secret-rotated',
      target_entity: Webhook.name,
      target_id: request.params.id,
      summary: 'Renewed the signing secret of a webhook',
    });
    return { id: request.params.id, secret };
  });

  api.post<{ Params: IdParams }>(
    '/webhook-deliveries/:id/redeliver',
    integrations,
    async (request, reply) => {
      const delivery = await webhooks.redeliver(request.params.id);
      if (!delivery) throw notFound('No such delivery, or it is still pending');
      return reply.status(202).send(delivery);
    },
  );
}
