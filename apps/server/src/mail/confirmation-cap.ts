import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The e-mails a visitor's submission sends to the address it gives (not the team's). */
export const CONFIRMATION_KINDS: ReadonlySet<string> = new Set([
  'confirm-waitlist',
  'confirm-contact',
  'confirm-demo',
  'newsletter-opt-in',
]);

export interface ConfirmationCapOptions {
  /** Confirmation e-mails queued per UTC day (CONFIRMATION_MAIL_DAILY_MAX). */
  max: number;
  log: FastifyBaseLogger;
  /** With REDIS_URL: one count for every instance. */
  redis?: Redis;
  keyPrefix?: string;
  now?: () => number;
}

/** `2026-11-27`: the UTC day of a time, the cap's period. */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The global daily cap on confirmation e-mails, so that the public forms cannot be used to mail
 * strangers in bulk. A submission asks `isOpen()` before it is stored and calls `counted()` once
 * its e-mail is queued. The count is per UTC day: in this process, or in Redis (a key per day,
 * kept 2 days) for every instance; while Redis fails, this process's own count is used. Checking
 * before counting lets concurrent submissions pass the cap by at most their number.
 */
export class ConfirmationCap {
  /** Confirmation e-mails not queued because the cap was reached, since start (`/metrics`). */
  held = 0;
  private day = '';
  private count = 0;

  constructor(private readonly options: ConfirmationCapOptions) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private local() {
    const day = utcDay(this.now());
    if (day !== this.day) {
      this.day = day;
      this.count = 0;
    }
    return day;
  }

  private key(day: string) {
    return `${this.options.keyPrefix ?? ''}confirmation-mails:${day}`;
  }

  /** Whether another confirmation e-mail may be queued today. */
  async isOpen() {
    const day = this.local();
    const { redis, max } = this.options;
    if (!redis) return this.count < max;
    try {
      const shared = Number((await redis.get(this.key(day))) ?? 0);
      return Math.max(shared, this.count) < max;
    } catch {
      return this.count < max;
    }
  }

  /** One confirmation e-mail was queued. */
  counted() {
    const day = this.local();
    this.count += 1;
    const { redis } = this.options;
    if (!redis) return;
    const key = this.key(day);
    redis
      .multi()
      .incr(key)
      .expire(key, 2 * 86_400)
      .exec()
      .catch(() => this.options.log.warn('the confirmation e-mail count could not reach Redis'));
  }

  /** One confirmation e-mail was not queued: the cap was reached. */
  refused(entity: string) {
    this.held += 1;
    this.options.log.warn({ entity }, 'daily confirmation e-mail cap reached: e-mail not queued');
  }
}
