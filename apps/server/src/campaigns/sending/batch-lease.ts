import type { FastifyBaseLogger } from 'fastify';
import type { RecipientStore } from './recipient-store';

export interface BatchLeaseOptions {
  recipients: Pick<RecipientStore, 'renew'>;
  campaignId: string;
  claim: string;
  /** Rows claimed: a renewal that holds fewer lost some to another claim. */
  count: number;
  leaseMs: number;
  /** The end of the lease the claim set. */
  leaseUntil: Date;
  log: FastifyBaseLogger;
}

/**
 * The heartbeat of a claimed batch (decision 0052): every third of the lease, the rows the claim
 * still holds get a whole lease again, so a batch that lives is never taken from it, and a batch
 * whose process died is free again within one lease. The batch stops sending once less than
 * half a lease is left (renewals failing: the database is away) or once a renewal finds that
 * another claim took some of its rows (it was late by more than the lease): nobody is sent the
 * campaign by two senders at once.
 */
export class BatchLease {
  private heldUntil: number;
  private lost = false;
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;

  constructor(private readonly options: BatchLeaseOptions) {
    this.heldUntil = options.leaseUntil.getTime();
  }

  start() {
    this.timer = setInterval(() => {
      this.renewing ??= this.renew().finally(() => (this.renewing = undefined));
    }, this.options.leaseMs / 3);
    this.timer.unref();
    return this;
  }

  /** True once the batch must stop sending: its claim was lost or is about to run out. */
  expiring() {
    return this.lost || Date.now() > this.heldUntil - this.options.leaseMs / 2;
  }

  /** Stops renewing (the batch ended), after the renewal under way if any. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.renewing;
  }

  private async renew() {
    const { recipients, campaignId, claim, count, leaseMs, log } = this.options;
    const until = Date.now() + leaseMs;
    try {
      const held = await recipients.renew(campaignId, claim, new Date(until));
      if (this.timer === undefined) return;
      if (held < count) {
        this.lost = true;
        clearInterval(this.timer);
        log.warn(
          { campaign: campaignId, claimed: count, held },
          'newsletter campaign: a batch lost its claim (renewed too late); it stops sending',
        );
        return;
      }
      this.heldUntil = until;
    } catch (error) {
      log.warn(
        { err: error, campaign: campaignId },
        'newsletter campaign: a batch could not renew its lease',
      );
    }
  }
}
