import type { OutboxEmailRecord } from '@vitrine/contract/entities/outbox-email';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxStore } from './outbox-store';

/** What a transport needs of an e-mail: an outbox record, or a campaign's e-mail to one subscriber. */
export type OutgoingEmail = Pick<
  OutboxEmailRecord,
  'id' | 'to' | 'reply_to' | 'subject' | 'text' | 'html' | 'list_unsubscribe' | 'from_name'
>;

/** Delivers one e-mail; throws when the SMTP server did not accept it. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  /** Sends a whole MIME message as it is (campaigns build theirs); SMTP transports only. */
  sendRaw?(envelope: { from: string; to: string }, raw: string): Promise<void>;
  close(): void;
}

export interface MailWorkerOptions {
  retryMax: number;
  /** How often the outbox is read for due e-mails (the site's own sign-ups also wake it). */
  pollMs?: number;
  /** How long a claimed e-mail is held; longer than any SMTP timeout. */
  leaseMs?: number;
  batchSize?: number;
  log: FastifyBaseLogger;
}

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/** 1 min, 2 min, 4 min… after the 1st, 2nd, 3rd failed attempt, at most 6 hours. */
export function retryDelayMs(attempt: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}

/** SMTP errors carry addresses in their text: logs get only the codes. */
function errorCodes(error: unknown) {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return { code: typeof code === 'string' ? code : undefined, responseCode };
}

/**
 * Sends what the outbox holds, off the request path: polls for due e-mails, claims each one
 * atomically (so several instances never send the same one), and retries failures with
 * exponential backoff up to `retryMax` attempts.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private timerDue = 0;
  private running: Promise<number> | undefined;
  private started = false;
  private closing = false;
  /** A kick arrived during a run: run again right after it. */
  private rerun = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  /** Sending attempts that failed since start, retried or not (`/metrics`). */
  sendFailures = 0;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly transport: MailTransport,
    private readonly options: MailWorkerOptions,
  ) {
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 20;
  }

  start() {
    this.started = true;
    this.schedule(this.pollMs);
  }

  /** New e-mails were queued: run soon. Costs a comparison when a run is already planned. */
  kick() {
    if (this.running) this.rerun = true;
    else this.schedule(50);
  }

  private schedule(delayMs: number) {
    if (!this.started || this.closing) return;
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runOnce().finally(() => {
        const again = this.rerun;
        this.rerun = false;
        this.schedule(again ? 50 : this.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Sends every due e-mail once; answers how many were sent. Tests call it directly. */
  runOnce(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sendDue() {
    let sent = 0;
    try {
      for (let round = 0; round < 50 && !this.closing; round += 1) {
        const due = await this.outbox.due(new Date(), this.batchSize);
        let claimed = 0;
        for (const email of due) {
          if (this.closing) break;
          const now = new Date();
          if (!(await this.outbox.claim(email, now, new Date(now.getTime() + this.leaseMs))))
            continue;
          claimed += 1;
          if (await this.deliver(email)) sent += 1;
        }
        if (claimed === 0 || due.length < this.batchSize) break;
      }
    } catch (error) {
      this.options.log.error(errorCodes(error), 'mail worker: the outbox could not be updated');
    }
    return sent;
  }

  private async deliver(email: OutboxEmailRecord) {
    const attempt = email.attempts + 1;
    try {
      await this.transport.send(email);
    } catch (error) {
      this.sendFailures += 1;
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        attempt < this.options.retryMax ? new Date(Date.now() + retryDelayMs(attempt)) : undefined;
      this.options.log.warn(
        { id: email.id, kind: email.kind, attempt, final: !retryAt, ...errorCodes(error) },
        'mail not sent',
      );
      await this.outbox.markFailed(email, attempt, message, retryAt);
      return false;
    }
    await this.outbox.markSent(email, attempt);
    return true;
  }

  /** Stops polling, lets the e-mail being sent finish, and closes the SMTP transport. */
  async stop() {
    this.closing = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }
}
