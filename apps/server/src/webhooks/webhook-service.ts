import { randomUUID } from 'node:crypto';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { User } from '@vitrine/contract/entities/user';
import { Webhook, type WebhookRecord } from '@vitrine/contract/entities/webhook';
import {
  WebhookDelivery,
  type WebhookDeliveryRecord,
} from '@vitrine/contract/entities/webhook-delivery';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditRecorder } from '../audit/audit';
import type { WebhookConfig } from '../config';
import type { Database } from '../db/database';
import type { EntityStore } from '../entities/entity-store';
import type { RecordGuard } from '../entities/record-guards';
import { AppError } from '../errors/app-error';
import type { MailService } from '../mail/mail';
import { checkWebhookTarget, WebhookTargetError } from './webhook-address';
import { GIVE_UP_AFTER_MS } from './webhook-backoff';
import { eventsOf, postMessageId, type WebhookEventItem } from './webhook-events';
import { webhookDisabledEmail } from './webhook-mail';
import { WebhookQueue } from './webhook-queue';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';
import { type DeliveryOutcome, WebhookWorker } from './webhook-worker';

/** Largest JSON body sent; a larger record is replaced by its id (`truncated: true`). */
export const WEBHOOK_PAYLOAD_MAX_BYTES = 100_000;

export interface WebhookServiceOptions {
  config: WebhookConfig;
  database: Database;
  store: EntityStore;
  mail: MailService;
  audit: AuditRecorder;
  log: FastifyBaseLogger;
  publicUrl: string;
  now?: () => Date;
}

const refused = (message: string) => new AppError(422, API_ERROR_CODES.webhookUrlRefused, message);

/**
 * Webhooks (decision 0060): turns committed writes into events, queues one delivery per event
 * and subscribed webhook (bounded by WEBHOOK_QUEUE_MAX), and runs the worker that sends them.
 */
export class WebhookService {
  readonly queue: WebhookQueue;
  readonly secrets: WebhookSecrets;
  readonly worker: WebhookWorker;
  readonly now: () => Date;
  readonly store: EntityStore;
  /** Attempts by outcome since start, and events dropped past the queue's bound (`/metrics`). */
  readonly outcomes: Record<DeliveryOutcome | 'dropped', number> = {
    delivered: 0,
    retried: 0,
    failed: 0,
    abandoned: 0,
    dropped: 0,
  };
  private lastPublicationCheck: Date;

  constructor(private readonly options: WebhookServiceOptions) {
    this.now = options.now ?? (() => new Date());
    this.store = options.store;
    this.lastPublicationCheck = this.now();
    this.queue = new WebhookQueue(options.database, options.store);
    this.secrets = new WebhookSecrets(options.database);
    this.worker = new WebhookWorker(
      this.queue,
      new WebhookSender(options.config.allowPrivateNetworks),
      {
        target: (id) => this.target(id),
        attempted: (webhook, ok, now) => this.attempted(webhook, ok, now),
      },
      {
        concurrency: options.config.concurrency,
        log: options.log,
        now: this.now,
        counted: (outcome) => (this.outcomes[outcome] += 1),
      },
    );
  }

  /** Listens to committed writes: events are queued after each commit. */
  listen() {
    this.options.store.onRecords((change) => {
      if (change.entity === Webhook.name && change.type === 'delete') {
        void this.removed(change.records as unknown as WebhookRecord[]);
        return;
      }
      const events = eventsOf(change, this.now());
      if (events.length === 0) return;
      void this.enqueue(events).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'webhook events could not be queued'),
      );
    });
  }

  /** The guard of the entity routes: a webhook's URL is checked on create and update. */
  readonly guard: RecordGuard = {
    untouchable: () => null,
    checkInput: async (_request, input) => {
      if (typeof input.url === 'string') await this.checkUrl(input.url);
    },
  };

  async checkUrl(url: string) {
    try {
      await checkWebhookTarget(url, this.options.config.allowPrivateNetworks);
    } catch (error) {
      if (error instanceof WebhookTargetError) throw refused(error.message);
      throw error;
    }
  }

  /** Creates a webhook and its secret; answers the record with `secret`, the one time it is seen. */
  async create(input: Record<string, unknown>, createdBy: string | null) {
    const { store } = this.options;
    const record = (await store.create(Webhook, input, { createdBy })) as unknown as WebhookRecord;
    try {
      const secret = await this.secrets.renew(record.id);
      return { ...record, secret };
    } catch (error) {
      await store.delete(Webhook, record.id);
      throw error;
    }
  }

  async rotate(id: string) {
    const webhook = await this.options.store.get(Webhook, id);
    if (!webhook) return undefined;
    return this.secrets.renew(id);
  }

  /** Queues the events for every active webhook that asked for them; answers the deliveries. */
  async enqueue(events: WebhookEventItem[], only?: WebhookRecord) {
    const { store } = this.options;
    const webhooks = only
      ? [only]
      : ((await store.list(Webhook, {
          filter: { active: true },
          limit: 1000,
        })) as unknown as WebhookRecord[]);
    const now = this.now();
    const inputs = events.flatMap((event) =>
      webhooks
        .filter((webhook) => only || webhook.events.includes(event.type as never))
        .map((webhook) => this.delivery(webhook, event, now)),
    );
    if (inputs.length === 0) return [];
    const fresh = await this.withoutKnown(inputs);
    const room = this.options.config.queueMax - (await this.queue.pendingCount());
    if (fresh.length > room) {
      this.outcomes.dropped += fresh.length - Math.max(room, 0);
      this.options.log.warn(
        { dropped: fresh.length - Math.max(room, 0), max: this.options.config.queueMax },
        'webhook queue full: events dropped',
      );
    }
    const kept = fresh.slice(0, Math.max(room, 0));
    if (kept.length === 0) return [];
    const created = await store.createMany(WebhookDelivery, kept);
    this.worker.kick();
    return created as unknown as WebhookDeliveryRecord[];
  }

  private delivery(webhook: WebhookRecord, event: WebhookEventItem, now: Date) {
    const timestamp = now.toISOString();
    let payload = JSON.stringify({ type: event.type, timestamp, data: event.data });
    if (Buffer.byteLength(payload) > WEBHOOK_PAYLOAD_MAX_BYTES) {
      const record = event.data.record as { id?: string } | undefined;
      const data = { entity: event.data.entity, record: { id: record?.id }, truncated: true };
      payload = JSON.stringify({ type: event.type, timestamp, data });
    }
    return {
      webhook_id: webhook.id,
      message_id: event.messageId ?? `msg_${randomUUID()}`,
      event: event.type,
      payload,
      status: 'pending',
      attempts: 0,
      next_attempt_date: timestamp,
    };
  }

  /** Deliveries whose (message, webhook) is already queued are left out (scheduled posts). */
  private async withoutKnown<T extends { message_id: string; webhook_id: string }>(inputs: T[]) {
    const ids = inputs
      .filter((input) => !input.message_id.startsWith('msg_'))
      .map((i) => i.message_id);
    if (ids.length === 0) return inputs;
    const known = await this.options.store.list(WebhookDelivery, {
      filter: { message_id: { $in: ids } },
      fields: ['message_id', 'webhook_id'],
      limit: 10_000,
    });
    const seen = new Set(known.map((row) => `${String(row.message_id)} ${String(row.webhook_id)}`));
    return inputs.filter((input) => !seen.has(`${input.message_id} ${input.webhook_id}`));
  }

  /**
   * Posts whose date came since the last look: `post.published`, once per post and date (one
   * published by a write already has its delivery under the same id).
   */
  async postsDue() {
    const from = this.lastPublicationCheck;
    const to = this.now();
    this.lastPublicationCheck = to;
    const posts = await this.options.store.list(BlogPost, {
      filter: {
        published: true,
        published_date: { $gt: from.toISOString(), $lte: to.toISOString() },
      },
      limit: 100,
    });
    const events = posts.map((record) => ({
      type: 'post.published' as const,
      data: { entity: BlogPost.name, record },
      messageId: postMessageId(record),
    }));
    if (events.length > 0) await this.enqueue(events);
  }

  async sendTest(webhook: WebhookRecord) {
    const data = { webhook_id: webhook.id, message: 'A test event from Vitrine' };
    const [delivery] = await this.enqueue([{ type: 'webhook.test', data }], webhook);
    return delivery;
  }

  async redeliver(id: string) {
    const requeued = await this.queue.requeue(id, this.now());
    if (!requeued) return undefined;
    this.worker.kick();
    return (await this.store.get(WebhookDelivery, id)) as unknown as WebhookDeliveryRecord;
  }

  private async target(id: string) {
    const webhook = (await this.options.store.get(Webhook, id)) as unknown as
      WebhookRecord | undefined;
    if (!webhook) return undefined;
    const secret = await this.secrets.read(id);
    return secret ? { webhook, secret } : undefined;
  }

  /** A success clears `failing_since`; a failure sets it, and 24 h of them turn the webhook off. */
  private async attempted(webhook: WebhookRecord, ok: boolean, now: Date) {
    const { store } = this.options;
    // The usual case: a success of a webhook that was not failing when its batch began.
    if (ok && !webhook.failing_since) return;
    const current = (await store.get(Webhook, webhook.id)) as unknown as WebhookRecord | undefined;
    if (!current) return;
    if (ok) {
      if (current.failing_since) await store.update(Webhook, current.id, { failing_since: null });
      return;
    }
    if (!current.failing_since) {
      await store.update(Webhook, current.id, { failing_since: now.toISOString() });
      return;
    }
    const failingFor = now.getTime() - Date.parse(current.failing_since);
    if (!current.active || failingFor < GIVE_UP_AFTER_MS) return;
    await this.turnOff(current);
  }

  private async turnOff(webhook: WebhookRecord) {
    const { store, audit, mail, publicUrl } = this.options;
    const reason = 'Every delivery failed for 24 hours';
    await store.update(Webhook, webhook.id, { active: false, disabled_reason: reason });
    this.options.log.warn({ webhook: webhook.id }, 'webhook turned off after 24 h of failures');
    await audit.record({
      actor: null,
      action: 'webhook.disabled',
      target_entity: Webhook.name,
      target_id: webhook.id,
      summary: `Turned off the webhook to ${webhook.url} after 24 hours of failed deliveries`,
    });
    const admins = await store.list(User, {
      filter: { role: { $in: ['owner', 'admin'] }, disabled: { $ne: true } },
      limit: 100,
    });
    const consoleUrl = `${publicUrl}/admin/webhooks`;
    for (const admin of admins) {
      const language = admin.language === 'en' ? 'en' : 'fr';
      const email = webhookDisabledEmail(String(admin.email), language, webhook, consoleUrl);
      await mail.queue(email, null);
    }
  }

  private async removed(webhooks: WebhookRecord[]) {
    try {
      await this.secrets.remove(webhooks.map(({ id }) => id));
      for (const webhook of webhooks) {
        await this.options.audit.record({
          actor: null,
          action: 'webhook.deleted',
          target_entity: Webhook.name,
          target_id: webhook.id,
          summary: `Deleted the webhook to ${webhook.url}`,
        });
      }
    } catch (error) {
      this.options.log.error(
        { err: error },
        'the secrets of deleted webhooks could not be removed',
      );
    }
  }

  start() {
    this.worker.start();
  }

  close() {
    return this.worker.stop();
  }
}
