import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import type {
  CampaignProgress,
  CampaignReport,
  NewsletterAudience,
} from '@vitrine/contract/newsletter/campaign-api';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import { tableFor } from '../../db/table-names';
import type { EntityStore } from '../../entities/entity-store';
import { audienceFilter } from '../sending/campaign-state';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { ClickStore } from '../clicks/click-store';
import { slugOf } from '../email/campaign-email';

const RECIPIENTS = sql.table(CAMPAIGN_RECIPIENTS_TABLE);
const SUBSCRIBERS = sql.table(tableFor(NewsletterSubscriber.name));
const REPORT_FAILURES = 500;

/** What the console shows of campaigns: the audience, the progress bar and the report. */
export class CampaignFigures {
  constructor(
    private readonly database: Database,
    private readonly store: EntityStore,
    /** NEWSLETTER_LEASE_MS: a live batch keeps more than half of it ahead (batch-lease.ts). */
    private readonly leaseMs: number,
    private readonly clicks: ClickStore,
  ) {}

  /**
   * Visits whose `utm_campaign` is the campaign's since it started, and the leads they brought
   * (the raw analytics rows: as long as they are kept).
   */
  private async followed(slug: string, startedAt: string | undefined) {
    if (!startedAt) return { visits: 0, conversions: 0 };
    const since = Date.parse(startedAt);
    const count = async (table: string, time: string) => {
      const row = await this.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('total'))
        .where('utm_campaign', '=', slug)
        .where(time, '>=', since)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    };
    const [visits, conversions] = await Promise.all([
      count(ANALYTICS_TABLES.sessions, 'started_at'),
      count(ANALYTICS_TABLES.conversions, 'ts'),
    ]);
    return { visits, conversions };
  }

  async audience(language: 'fr' | 'en'): Promise<NewsletterAudience> {
    const count = (filter: Record<string, unknown>) =>
      this.store.count(NewsletterSubscriber, { language, ...filter });
    const [confirmed, pending, bouncing] = await Promise.all([
      this.store.count(NewsletterSubscriber, audienceFilter([language])),
      count({ confirmed: { $ne: true } }),
      count({ bouncing: true }),
    ]);
    return { language, confirmed, pending, bouncing };
  }

  /** The campaign's figures, with the rate over the last minute and the time left at that rate. */
  async progress(campaign: NewsletterCampaignRecord): Promise<CampaignProgress> {
    const skipped = campaign.skipped ?? 0;
    const left = Math.max(0, campaign.recipients - campaign.sent - campaign.failed - skipped);
    let rate = 0;
    let waiting = { count: 0, retryAt: null as string | null };
    if (campaign.status === 'sending' || campaign.status === 'paused')
      waiting = await this.leaseWaiting(campaign.id);
    if (campaign.status === 'sending') {
      const since = new Date(Date.now() - 60_000).toISOString();
      const row = await this.database.db
        .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
        .select((eb) => eb.fn.countAll().as('total'))
        .where('campaign_id', '=', campaign.id)
        .where('status', '=', 'sent')
        .where('done_at', '>=', since)
        .executeTakeFirst();
      rate = Number(row?.total ?? 0);
    }
    return {
      id: campaign.id,
      status: campaign.status,
      recipients: campaign.recipients,
      sent: campaign.sent,
      failed: campaign.failed,
      skipped,
      left,
      rate_per_minute: rate,
      eta_seconds: rate > 0 && waiting.count === 0 ? Math.ceil((left / rate) * 60) : null,
      lease_waiting: waiting.count,
      lease_retry_at: waiting.retryAt,
      started_at: campaign.started_at ?? null,
      finished_at: campaign.finished_at ?? null,
      last_error: campaign.last_error ?? null,
    };
  }

  /**
   * Claimed rows whose lease was not renewed: a batch being sent keeps more than half a lease
   * ahead (or stops sending), so less than that left means its sender stopped or died; such rows
   * wait until `due_at`, then any instance claims them again.
   */
  private async leaseWaiting(campaignId: string) {
    const unrenewed = new Date(Date.now() + this.leaseMs / 2).toISOString();
    const row = await this.database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .select((eb) => [eb.fn.countAll().as('total'), eb.fn.min('due_at').as('first')])
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'pending')
      .where('claim', 'is not', null)
      .where('due_at', '<', unrenewed)
      .executeTakeFirst();
    const count = Number(row?.total ?? 0);
    return { count, retryAt: count > 0 ? String(row?.first) : null };
  }

  /** The progress, the bounces and the latest failures (addresses of erased subscribers: null). */
  async report(campaign: NewsletterCampaignRecord): Promise<CampaignReport> {
    const email =
      this.database.dialect === 'postgres'
        ? sql<string | null>`s.data->>'email'`
        : sql<string | null>`json_extract(s.data, '$.email')`;
    const bounced = await this.database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .select((eb) => eb.fn.countAll().as('total'))
      .where('campaign_id', '=', campaign.id)
      .where('bounced', '=', 1)
      .executeTakeFirst();
    const failures = await sql<{
      email: string | null;
      error: string | null;
      bounced: number;
      at: string;
    }>`
      SELECT ${email} AS email, r.error AS error, r.bounced AS bounced, r.done_at AS at
      FROM ${RECIPIENTS} r LEFT JOIN ${SUBSCRIBERS} s ON s.id = r.subscriber_id
      WHERE r.campaign_id = ${campaign.id} AND r.status = 'failed'
      ORDER BY r.done_at DESC LIMIT ${REPORT_FAILURES}`.execute(this.database.db);
    const slug = slugOf(campaign);
    const links = await this.clicks.clicksOf(campaign.id);
    const sum = (key: 'unique' | 'total') => links.reduce((all, link) => all + link[key], 0);
    return {
      ...(await this.progress(campaign)),
      utm_campaign: slug,
      clicks: { unique: sum('unique'), total: sum('total'), links },
      ...(await this.followed(slug, campaign.started_at)),
      bounced: Number(bounced?.total ?? 0),
      failures: failures.rows.map((row) => ({
        email: row.email ?? null,
        error: row.error ?? '',
        bounced: Number(row.bounced) === 1,
        at: row.at,
      })),
    };
  }
}
