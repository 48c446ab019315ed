// The webhooks feature (decision 0060), reached from outside its folder through this module.
export { checkWebhookTarget, isPrivateAddress, WebhookTargetError } from './webhook-address';
export { nextAttemptAt, webhookRetryDelayMs } from './webhook-backoff';
export { registerWebhookRoutes } from './webhook-routes';
export { WEBHOOK_PAYLOAD_MAX_BYTES, WebhookService } from './webhook-service';
export { webhookCreator } from './webhook-creator';
