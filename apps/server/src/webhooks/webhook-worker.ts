import type { WebhookDeliveryRecord } from '@vitrine/contract/entities/webhook-delivery';
import type { WebhookRecord } from '@vitrine/contract/entities/webhook';
import type { FastifyBaseLogger } from 'fastify';
import { nextAttemptAt } from './webhook-backoff';
import type { WebhookQueue } from './webhook-queue';
import type { DeliveryResult, WebhookSender } from './webhook-sender';

/** What the worker needs of the webhooks themselves (the service). */
export interface WebhookTargets {
  target(id: string): Promise<{ webhook: WebhookRecord; secret: string } | undefined>;
  /** After each attempt: the webhook's failing state (success clears it, 24 h turns it off). */
  attempted(webhook: WebhookRecord, ok: boolean, now: Date): Promise<void>;
}

export type DeliveryOutcome = 'delivered' | 'retried' | 'failed' | 'abandoned';

export interface WebhookWorkerOptions {
  concurrency: number;
  log: FastifyBaseLogger;
  now: () => Date;
  pollMs?: number;
  /** Longer than the request timeout: a worker that dies mid-send frees the delivery after it. */
  leaseMs?: number;
  /** Counted by outcome in `/metrics`. */
  counted: (outcome: DeliveryOutcome) => void;
}

/**
 * Sends due deliveries, at most `concurrency` at once on this instance: claims each one, POSTs
 * it signed, then writes the outcome and the next attempt (decision 0060).
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private rerun = false;
  private started = false;
  private closing = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly queue: WebhookQueue,
    private readonly sender: WebhookSender,
    private readonly targets: WebhookTargets,
    private readonly options: WebhookWorkerOptions,
  ) {
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  start() {
    this.started = true;
    this.schedule(this.pollMs);
  }

  /** New deliveries were queued: run soon. */
  kick() {
    if (this.running) this.rerun = true;
    else this.schedule(20);
  }

  private schedule(delayMs: number) {
    if (!this.started || this.closing) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runOnce().finally(() => {
        const again = this.rerun;
        this.rerun = false;
        this.schedule(again ? 20 : this.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Sends every due delivery once; answers how many were attempted. Tests call it directly. */
  runOnce(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sendDue() {
    let attempted = 0;
    try {
      for (let round = 0; round < 100 && !this.closing; round += 1) {
        const due = await this.queue.due(this.options.now(), this.options.concurrency * 4);
        if (due.length === 0) break;
        // One read of each webhook and its secret per batch, not per delivery.
        const targets = new Map<string, ReturnType<WebhookTargets['target']>>();
        const targetOf = (id: string) => {
          if (!targets.has(id)) targets.set(id, this.targets.target(id));
          return targets.get(id)!;
        };
        let next = 0;
        const lane = async () => {
          while (next < due.length && !this.closing) {
            const delivery = due[next++]!;
            if (await this.attempt(delivery, targetOf)) attempted += 1;
          }
        };
        await Promise.all(Array.from({ length: this.options.concurrency }, lane));
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'webhook worker: the queue could not be read');
    }
    return attempted;
  }

  private async attempt(delivery: WebhookDeliveryRecord, targetOf: WebhookTargets['target']) {
    const now = this.options.now();
    const lease = new Date(now.getTime() + this.leaseMs);
    if (!(await this.queue.claim(delivery, now, lease))) return false;
    const attempt = delivery.attempts + 1;
    const target = await targetOf(delivery.webhook_id);
    const isTest = delivery.event === 'webhook.test';
    if (!target || (!target.webhook.active && !isTest)) {
      const error = target ? 'The webhook is off' : 'The webhook was deleted';
      await this.queue.finish(
        delivery,
        attempt,
        { durationMs: 0, error, at: now },
        {
          status: 'abandoned',
        },
      );
      this.options.counted('abandoned');
      return true;
    }
    const result = await this.sender.send({
      url: target.webhook.url,
      secret: target.secret,
      messageId: delivery.message_id,
      payload: delivery.payload,
      // The real time: receivers check the signed timestamp against their own clock.
      at: new Date(),
    });
    await this.record(delivery, attempt, result, target.webhook);
    return true;
  }

  private async record(
    delivery: WebhookDeliveryRecord,
    attempt: number,
    result: DeliveryResult,
    webhook: WebhookRecord,
  ) {
    const at = this.options.now();
    const outcome = { code: result.code, durationMs: result.durationMs, error: result.error, at };
    if (result.ok) {
      await this.queue.finish(delivery, attempt, outcome, { status: 'delivered' });
      this.options.counted('delivered');
    } else {
      const retryAt = nextAttemptAt(new Date(delivery.created_date), attempt, at);
      await this.queue.finish(
        delivery,
        attempt,
        outcome,
        retryAt ? { retryAt } : { status: 'failed' },
      );
      this.options.counted(retryAt ? 'retried' : 'failed');
      this.options.log.warn(
        {
          delivery: delivery.id,
          webhook: webhook.id,
          attempt,
          code: result.code,
          error: result.error,
          final: !retryAt,
        },
        'webhook delivery failed',
      );
    }
    await this.targets.attempted(webhook, result.ok, at);
  }

  async stop() {
    this.closing = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.sender.close();
  }
}
