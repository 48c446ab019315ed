import {
  NewsletterCampaign,
  type NewsletterCampaignRecord,
} from '@vitrine/contract/entities/newsletter-campaign';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { EntityStore } from '../../entities/entity-store';
import { notFound } from '../../http/http-error';
import {
  addressOf,
  createSmtpTransport,
  domainOf,
  type MailService,
  type MailTransport,
} from '../../mail/mail';
import type { UploadStore } from '../../uploads/uploads';
import {
  campaignContents,
  campaignLanguages,
  forVersion,
  prepareCampaignVersions,
} from '../email/campaign-versions';
import { emptyAudience, smtpNotConfigured, wrongState } from './campaign-errors';
import { CampaignFigures } from './campaign-figures';
import { rawEmailBuilder } from '../email/campaign-mime';
import { campaignPostOf } from '../email/campaign-post';
import { campaignRules } from './campaign-rules';
import { CampaignSender } from '../sending/campaign-sender';
import { audienceFilter, CampaignState } from '../sending/campaign-state';
import { RecipientStore } from '../sending/recipient-store';
import { SendRate } from '../sending/send-rate';
import { UnsubscribeLinks } from '../sending/unsubscribe-links';
import { CampaignClicks } from '../clicks/campaign-clicks';

export interface CampaignServiceOptions {
  config: Pick<AppConfig, 'mail' | 'newsletter' | 'publicUrl'>;
  database: Database;
  store: EntityStore;
  mail: MailService;
  uploads: UploadStore;
  log: FastifyBaseLogger;
  /** Replaces the SMTP transport of SMTP_URL (tests). */
  transport?: MailTransport;
}

/**
 * Newsletter campaigns (decision 0027): the rules of their records, the actions of the routes
 * (send, pause, resume, cancel) and the sender that delivers them. Without SMTP there is no
 * sender, and `send` is refused.
 */
export class CampaignService {
  readonly state: CampaignState;
  readonly figures: CampaignFigures;
  /** The click redirect's tokens, links and counts (decision 0063). */
  readonly clicks: CampaignClicks;
  /** Undefined without SMTP_URL. */
  readonly sender: CampaignSender | undefined;
  private readonly store: EntityStore;
  private readonly uploads: UploadStore;

  constructor({ config, database, store, mail, uploads, log, transport }: CampaignServiceOptions) {
    this.store = store;
    this.uploads = uploads;
    store.on(NewsletterCampaign, campaignRules());
    this.state = new CampaignState(database, store);
    this.clicks = new CampaignClicks(database, store, log);
    this.figures = new CampaignFigures(
      database,
      store,
      config.newsletter.leaseMs,
      this.clicks.store,
    );
    const { smtpUrl } = config.mail;
    const { newsletter } = config;
    const smtp =
      transport ??
      (smtpUrl
        ? createSmtpTransport({ ...config.mail, smtpUrl }, { connections: newsletter.concurrency })
        : undefined);
    if (!smtp) return;
    const recipients = new RecipientStore(database, this.state);
    this.sender = new CampaignSender({
      state: this.state,
      recipients,
      settings: newsletter,
      tools: {
        mime: {
          build: rawEmailBuilder(config.mail.from),
          from: addressOf(config.mail.from),
          domain: domainOf(config.mail.from),
        },
        recipients,
        links: new UnsubscribeLinks(database),
        composer: mail.composer,
        transport: smtp,
        rate: new SendRate(newsletter.rate),
        concurrency: newsletter.concurrency,
        retryMax: config.mail.retryMax,
        clicks: { tokens: this.clicks.tokens, publicUrl: config.publicUrl },
      },
      render: async (campaign) => {
        const email = await prepareCampaignVersions(campaign, {
          store,
          uploads,
          composer: mail.composer,
        });
        await this.clicks.store.saveLinks(campaign.id, email.links);
        if (email.untracked > 0)
          log.warn(
            { campaign: campaign.id, untracked: email.untracked },
            'newsletter campaign: links past the counted bound keep their UTM, clicks not counted',
          );
        return email;
      },
      log,
      // One server per SQLite file (db/sqlite-server-lock.ts): no other process holds a claim.
      soleSender: database.dialect === 'sqlite',
    });
  }

  async get(id: string) {
    const campaign = await this.state.get(id);
    if (!campaign) throw notFound(`NewsletterCampaign ${id} not found`);
    return campaign;
  }

  /** The record after an action; the action itself was conditional on the state it read. */
  private async after(id: string, moved: boolean, action: string, allowed: string[]) {
    const campaign = await this.get(id);
    if (!moved) throw wrongState(action, campaign.status, allowed);
    return campaign;
  }

  /**
   * Sends a draft now, or schedules it when `scheduled_at` is ahead. Refused without SMTP, for
   * an empty audience, or when its post cannot head the e-mail.
   */
  async send(id: string): Promise<NewsletterCampaignRecord> {
    const campaign = await this.get(id);
    if (campaign.status !== 'draft') throw wrongState('sent', campaign.status, ['draft']);
    if (!this.sender) throw smtpNotConfigured();
    const languages = campaignLanguages(campaign);
    const audience = await this.store.count(NewsletterSubscriber, audienceFilter(languages));
    if (audience === 0) throw emptyAudience(languages);
    for (const version of campaignContents(campaign))
      await forVersion(version, () => campaignPostOf(this.store, version, this.uploads));
    const later = campaign.scheduled_at && campaign.scheduled_at > new Date().toISOString();
    if (later) {
      const moved = await this.state.move(id, ['draft'], { status: 'scheduled' });
      return this.after(id, moved, 'sent', ['draft']);
    }
    const recipients = await this.state.start(id, ['draft']);
    this.sender.kick();
    return this.after(id, recipients !== undefined, 'sent', ['draft']);
  }

  async pause(id: string) {
    const moved = await this.state.move(id, ['sending'], { status: 'paused' });
    if (moved) this.sender?.interrupt(id);
    return this.after(id, moved, 'paused', ['sending']);
  }

  async resume(id: string) {
    if (!this.sender) throw smtpNotConfigured();
    const moved = await this.state.move(
      id,
      ['paused'],
      { status: 'sending' },
      { remove: ['last_error', 'paused_reason'] },
    );
    if (moved) this.sender.kick();
    return this.after(id, moved, 'resumed', ['paused']);
  }

  /**
   * Stops a campaign for good (what was sent stays sent). A scheduled one, of which nothing was
   * sent, goes back to `draft`, to be edited or sent again.
   */
  async cancel(id: string) {
    const back = await this.state.move(id, ['scheduled'], { status: 'draft' });
    if (back) return this.get(id);
    const finished = { status: 'canceled', finished_at: new Date().toISOString() };
    const moved = await this.state.move(id, ['sending', 'paused'], finished);
    if (moved) this.sender?.interrupt(id);
    return this.after(id, moved, 'canceled', ['scheduled', 'sending', 'paused']);
  }

  start() {
    this.sender?.start();
  }

  async close() {
    await this.sender?.stop();
    await this.clicks.settled();
  }
}
