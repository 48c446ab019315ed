import type { WebhookEvent, WebhookRecord } from '@vitrine/contract/entities/webhook';
import type { WebhookDeliveryRecord } from '@vitrine/contract/entities/webhook-delivery';
import { consoleClient } from '../shared/console-client';
import { consoleTransport } from '../shared/console-transport';

/** The console's calls for `/admin/webhooks` (docs/api.md, « Webhooks »). */
export function listWebhooks() {
  return consoleClient().entities.Webhook.list('-created_date', 100) as Promise<WebhookRecord[]>;
}

export async function createWebhook(input: {
  url: string;
  events: WebhookEvent[];
  description?: string;
}) {
  const created = await consoleClient().entities.Webhook.create({ ...input, active: true });
  return created as WebhookRecord & { secret: string };
}

export function setWebhookActive(id: string, active: boolean) {
  return consoleClient().entities.Webhook.update(id, { active });
}

export function deleteWebhook(id: string) {
  return consoleClient().entities.Webhook.delete(id);
}

export function listDeliveries(webhookId: string) {
  return consoleClient().entities.WebhookDelivery.filter(
    { webhook_id: webhookId },
    '-created_date',
    20,
  ) as Promise<WebhookDeliveryRecord[]>;
}

function post<T>(path: string) {
  const { appId, transport } = consoleTransport();
  return transport.request<T>({
    method: 'POST',
    path: `/apps/${encodeURIComponent(appId)}${path}`,
  });
}

export function sendTestEvent(webhookId: string) {
  return post<WebhookDeliveryRecord>(`/webhooks/${encodeURIComponent(webhookId)}/test`);
}

export function redeliver(deliveryId: string) {
  return post<WebhookDeliveryRecord>(
    `/webhook-deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  );
}

export function rotateSecret(webhookId: string) {
  return post<{ id: string; secret: string }>(
    `/webhooks/${encodeURIComponent(webhookId)}/rotate-secret`,
  );
}
