import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { FastifyBaseLogger } from 'fastify';
import type { NewsletterConfig } from '../../config';
import { sendBatch, type BatchTools } from './campaign-batch';
import type { CampaignVersions } from '../email/campaign-versions';
import type { CampaignState } from './campaign-state';
import type { Outcome, RecipientStore } from './recipient-store';
import { BatchLease } from './batch-lease';
import { errorCodes, errorText } from './smtp-outcome';

export interface SenderOptions {
  state: CampaignState;
  recipients: RecipientStore;
  tools: BatchTools;
  settings: NewsletterConfig;
  /** The campaign's e-mails (one per language), rendered once (markdown, post card, layout). */
  render: (campaign: NewsletterCampaignRecord) => Promise<CampaignVersions>;
  log: FastifyBaseLogger;
  /** How often campaigns to start or resume are looked for (the routes also wake it). */
  pollMs?: number;
  /**
   * This process is the database's only sender (SQLite: one server per file, held by its lock):
   * at start, the claims a crash left are released at once rather than waited out.
   */
  soleSender?: boolean;
}

/**
 * Sends the campaigns that are `sending`, batch after batch, on every instance at once (claims,
 * decision 0027), and starts the `scheduled` ones whose time has come. Polls every few seconds,
 * so after a crash or a restart a campaign goes on by itself.
 */
export class CampaignSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private started = false;
  private closing = false;
  private releaseAtStart: boolean;
  /** Campaigns paused or canceled here: their batch in flight stops at once. */
  private readonly interrupted = new Set<string>();
  private readonly rendered = new Map<string, Promise<CampaignVersions>>();

  constructor(private readonly options: SenderOptions) {
    this.releaseAtStart = options.soleSender === true;
  }

  start() {
    this.started = true;
    this.schedule(0);
  }

  /** A campaign was started or resumed here: run soon. */
  kick() {
    if (this.running) this.rerun = true;
    else this.schedule(20);
  }

  /** A campaign was paused or canceled here: its batch in flight stops sending. */
  interrupt(id: string) {
    this.interrupted.add(id);
  }

  private schedule(delayMs: number) {
    if (!this.started || this.closing) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runOnce().finally(() => {
        const again = this.rerun;
        this.rerun = false;
        this.schedule(again ? 20 : (this.options.pollMs ?? 5_000));
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Starts what is due and sends every sending campaign as far as it can. Tests call it. */
  runOnce(): Promise<void> {
    this.running ??= this.work().finally(() => (this.running = undefined));
    return this.running;
  }

  private async work() {
    const { state, log } = this.options;
    try {
      if (this.releaseAtStart) {
        const released = await this.options.recipients.releaseAllClaims(new Date());
        this.releaseAtStart = false;
        if (released > 0)
          log.warn({ released }, 'newsletter campaigns: claims left by a crash released at start');
      }
      const now = new Date().toISOString();
      const due = { scheduled_at: { $lte: now } };
      for (const id of await state.idsIn(['scheduled'], due)) {
        const recipients = await state.start(id, ['scheduled'], due);
        if (recipients === 0) await this.fail(id, 'Nobody to send to: no confirmed subscriber');
      }
      for (const id of await state.idsIn(['sending'])) {
        if (this.closing) break;
        await this.sendCampaign(id);
      }
    } catch (error) {
      log.error(errorCodes(error), 'newsletter campaigns: sending stopped on an error');
    }
  }

  private fail(id: string, reason: string) {
    const finished = {
      status: 'failed',
      last_error: reason,
      finished_at: new Date().toISOString(),
    };
    return this.options.state.move(id, ['sending'], finished);
  }

  private async sendCampaign(id: string) {
    const { state, recipients, settings, tools } = this.options;
    this.interrupted.delete(id);
    const campaign = await state.get(id);
    if (campaign?.status !== 'sending') return;
    let email: CampaignVersions;
    try {
      email = await this.renderOnce(campaign);
    } catch (error) {
      // Paused, not failed: once the cause is mended (a post published again), it can resume.
      this.rendered.delete(id);
      const reason = `The e-mail could not be rendered: ${errorText(error)}`;
      await state.move(id, ['sending'], { status: 'paused', last_error: reason });
      this.options.log.warn({ campaign: id }, 'newsletter campaign paused on errors');
      return;
    }
    let errorsInRow = 0;
    let lastError: unknown;
    const overThreshold = () =>
      settings.errorThreshold > 0 && errorsInRow >= settings.errorThreshold;
    while (!this.closing && !this.interrupted.has(id)) {
      const now = new Date();
      const leaseUntil = new Date(now.getTime() + settings.leaseMs);
      const batch = await recipients.claim(id, settings.batchSize, now, leaseUntil);
      if (batch.recipients.length === 0) {
        if (await state.finishIfDone(id)) this.rendered.delete(id);
        break;
      }
      // Renewed while the batch is sent; once it runs low or is lost, the rest is released.
      const lease = new BatchLease({
        recipients,
        campaignId: id,
        claim: batch.claim,
        count: batch.recipients.length,
        leaseMs: settings.leaseMs,
        leaseUntil,
        log: this.options.log,
      }).start();
      let outcomes: Outcome[];
      try {
        outcomes = await sendBatch(tools, {
          campaign,
          email,
          claimed: batch.recipients,
          stop: () =>
            this.closing || this.interrupted.has(id) || overThreshold() || lease.expiring(),
          sent: (ok, error) => {
            errorsInRow = ok ? 0 : errorsInRow + 1;
            if (!ok) lastError = error;
          },
        });
      } finally {
        await lease.stop();
      }
      await recipients.record(id, batch.claim, outcomes);
      await state.announcer.progressed(id);
      if (overThreshold()) {
        const reason = `Paused after ${errorsInRow} SMTP errors in a row; the last: ${errorText(lastError)}`;
        await state.move(id, ['sending'], { status: 'paused', last_error: reason });
        this.options.log.warn(errorCodes(lastError), 'newsletter campaign paused on errors');
        break;
      }
      if ((await state.get(id))?.status !== 'sending') break;
    }
    this.interrupted.delete(id);
  }

  /** Rendered once per campaign and process: its content no longer changes once it sends. */
  private renderOnce(campaign: NewsletterCampaignRecord) {
    let email = this.rendered.get(campaign.id);
    if (!email) {
      email = this.options.render(campaign);
      this.rendered.set(campaign.id, email);
    }
    return email;
  }

  /** Stops looking, lets the batch in flight end (the rest released) and closes SMTP. */
  async stop() {
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.tools.transport.close();
  }
}
