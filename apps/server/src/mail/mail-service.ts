import type { ContactMessageRecord } from '@vitrine/contract/entities/contact-message';
import type { DemoRequestRecord } from '@vitrine/contract/entities/demo-request';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import {
  NewsletterSubscriber,
  type NewsletterSubscriberRecord,
} from '@vitrine/contract/entities/newsletter-subscriber';
import type { WaitlistSubscriberRecord } from '@vitrine/contract/entities/waitlist-subscriber';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { CompanionRow, Companions, LastContact } from '../entities/companion-rows';
import type { CreateLifecycle } from '../entities/entity-lifecycle';
import type { StoredRecord } from '../entities/entity-records';
import type { EntityStore } from '../entities/entity-store';
import type { VisitorCreateHook } from '../entities/entity-write-routes';
import type { JobDefinition } from '../platform/scheduled-job';
import { CONFIRMATION_KINDS, ConfirmationCap } from './confirmation-cap';
import { MailComposer, type NewEmail } from './mail-messages';
import { MailWorker, type MailTransport } from './mail-worker';
import { NewsletterTokens } from './newsletter-tokens';
import { OutboxStore, type QueuedEmail } from './outbox-store';
import { createSmtpTransport } from './smtp-transport';
import { subscriberRules } from './subscriber-rules';

export interface MailServiceOptions {
  config: Pick<AppConfig, 'publicUrl' | 'appId' | 'mail'>;
  database: Database;
  store: EntityStore;
  log: FastifyBaseLogger;
  /** Replaces the SMTP transport (tests). */
  transport?: MailTransport;
  /** The daily cap on confirmation e-mails; one in this process by default. */
  confirmations?: ConfirmationCap;
}

/**
 * A sign-up whose address was last in contact less than this long ago queues no e-mail at all
 * (confirmation, opt-in link or team notification): at most one of each a day per address.
 */
export const REPEAT_SIGN_UP_QUIET_MS = 24 * 3_600_000;

/** Expired confirmation links are dropped at start and then this often. */
export const LINK_PRUNE_INTERVAL_MS = 6 * 3_600_000;

const isRecent = (lastContact: LastContact, now = Date.now()) =>
  lastContact !== null && now - Date.parse(lastContact) < REPEAT_SIGN_UP_QUIET_MS;

const MAILED_ENTITIES = new Set([
  'WaitlistSubscriber',
  'ContactMessage',
  'DemoRequest',
  'NewsletterSubscriber',
]);

/**
 * The site's e-mail. A visitor's submission and the e-mails it calls for are committed in one
 * transaction (the outbox); when SMTP is configured, a worker sends the outbox afterwards.
 */
export class MailService implements VisitorCreateHook {
  readonly composer: MailComposer;
  readonly outbox: OutboxStore;
  readonly tokens: NewsletterTokens;
  /** The global daily cap on the e-mails sent to the addresses visitors give. */
  readonly confirmations: ConfirmationCap;
  /** Undefined without SMTP_URL: e-mails are then only stored. */
  readonly worker: MailWorker | undefined;
  private readonly log: FastifyBaseLogger;

  constructor({ config, database, store, log, transport, confirmations }: MailServiceOptions) {
    const { smtpUrl } = config.mail;
    const sender = transport ?? (smtpUrl ? createSmtpTransport({ ...config.mail, smtpUrl }) : null);
    this.log = log;
    this.composer = new MailComposer(config);
    this.confirmations =
      confirmations ?? new ConfirmationCap({ max: config.mail.confirmationDailyMax, log });
    this.tokens = new NewsletterTokens(database);
    store.on(NewsletterSubscriber, {
      deleted: (trx, change) => this.tokens.forgetDeleted(trx, change),
    });
    store.on(NewsletterSubscriber, subscriberRules());
    this.outbox = new OutboxStore(database, store, sender !== null);
    this.worker = sender
      ? new MailWorker(this.outbox, sender, { retryMax: config.mail.retryMax, log })
      : undefined;
  }

  /**
   * A visitor's create: the outbox rows of the new record (a failure is logged and never fails
   * the create), then, once committed, the worker is told. Past the daily cap the visitor's own
   * e-mail (and a subscriber's links) is left out; the team's notification is still queued.
   */
  async visitorCreate(entity: EntityDefinition): Promise<CreateLifecycle> {
    const committed = () => this.created();
    if (!MAILED_ENTITIES.has(entity.name)) return { committed };
    const open = await this.confirmations.isOpen();
    const created: Companions = {
      rows: (record, lastContact) => {
        if (isRecent(lastContact)) return [];
        const rows = this.rowsFor(entity.name, record, open);
        if (!open) this.confirmations.refused(entity.name);
        // Each mailed entity's rows hold one confirmation e-mail to the visitor.
        else if (rows.length > 0) this.confirmations.counted();
        return rows;
      },
      failed: (error) => {
        // Never the record or the error text: both may hold personal data.
        const name = error instanceof Error ? error.name : 'unknown';
        this.log.error({ entity: entity.name, error: name }, 'e-mail could not be queued');
      },
    };
    return { created, committed };
  }

  /** The record and its e-mails are committed: send them soon. */
  created() {
    this.worker?.kick();
  }

  /** Queues an e-mail on its own (an admin's SendEmail) and sends it soon; answers its record. */
  async queue(email: QueuedEmail, createdBy: string | null) {
    const record = await this.outbox.add(email, createdBy);
    this.created();
    return record;
  }

  /** The outbox rows of a visitor's record: without the visitor's own e-mail unless `confirm`. */
  private rowsFor(entity: string, record: StoredRecord, confirm: boolean): CompanionRow[] {
    const mails = (emails: NewEmail[]) =>
      this.outbox.rows(
        confirm ? emails : emails.filter((email) => !CONFIRMATION_KINDS.has(email.kind)),
      );
    switch (entity) {
      case 'WaitlistSubscriber':
        return mails(this.composer.waitlist(record as unknown as WaitlistSubscriberRecord));
      case 'ContactMessage':
        return mails(this.composer.contact(record as unknown as ContactMessageRecord));
      case 'DemoRequest':
        return mails(this.composer.demo(record as unknown as DemoRequestRecord));
      case 'NewsletterSubscriber': {
        if (!confirm) return [];
        const { tokens, rows } = this.tokens.issue(record.id);
        const subscriber = record as unknown as NewsletterSubscriberRecord;
        return [...rows, ...this.outbox.rows([this.composer.newsletterOptIn(subscriber, tokens)])];
      }
      default:
        return [];
    }
  }

  /** Tests: sends what is due once (when SMTP is configured); answers how many were sent. */
  async flush() {
    return (await this.worker?.runOnce()) ?? 0;
  }

  /** Starts the worker. */
  start() {
    this.worker?.start();
  }

  /** The job that drops expired confirmation links, at start and then every 6 hours. */
  linkPruneJob(): JobDefinition {
    return {
      name: 'newsletter_link_prune',
      timing: { firstRunMs: 0, everyMs: LINK_PRUNE_INTERVAL_MS },
      run: () => this.tokens.pruneExpired(),
      onError: () => this.log.warn('expired newsletter links could not be pruned'),
    };
  }

  /** On shutdown: let the e-mail being sent finish. */
  async close() {
    await this.worker?.stop();
  }
}
