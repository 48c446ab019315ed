import {
  NewsletterCampaign,
  type NewsletterCampaignRecord,
  type NewsletterCampaignStatus,
} from '@vitrine/contract/entities/newsletter-campaign';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { fieldExpression } from '../../db/field-expression';
import { patchedData } from '../../db/json-data';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import { tableFor } from '../../db/table-names';
import type { EntityStore } from '../../entities/entity-store';
import { compileFilter } from '../../entities/filter-compiler';
import { CampaignAnnouncer } from './campaign-announcer';

const CAMPAIGNS = tableFor(NewsletterCampaign.name);
const SUBSCRIBERS = tableFor(NewsletterSubscriber.name);

/** Who a campaign in `languages` goes to: confirmed subscribers of those, not bouncing. */
export const audienceFilter = (languages: readonly string[]) => ({
  language: { $in: [...languages] },
  confirmed: true,
  bouncing: { $ne: true },
});

export interface CountChange {
  sent?: number;
  failed?: number;
  skipped?: number;
}

/**
 * The campaign records' server-managed state. Every change is one conditional statement on the
 * status it expects, so that on several instances exactly one wins (decision 0027); figures are
 * raised inside the statement, never read and written back.
 */
export class CampaignState {
  /** Tells realtime and webhooks what the raw statements below changed, once committed. */
  readonly announcer: CampaignAnnouncer;

  constructor(
    private readonly database: Database,
    private readonly store: EntityStore,
  ) {
    this.announcer = new CampaignAnnouncer(store);
  }

  async get(id: string) {
    const record = await this.store.get(NewsletterCampaign, id);
    return record as unknown as NewsletterCampaignRecord | undefined;
  }

  /** Campaigns in these states, oldest first (ids only). */
  async idsIn(statuses: NewsletterCampaignStatus[], extra: Record<string, unknown> = {}) {
    const records = await this.store.list(NewsletterCampaign, {
      filter: { status: { $in: statuses }, ...extra },
      sort: [{ field: 'created_date', descending: false }],
      fields: ['id'],
      limit: 100,
    });
    return records.map((record) => record.id);
  }

  /**
   * Sets `set` (and drops `remove`) if the campaign is in one of `from` and matches `extra`;
   * true when it was.
   */
  async move(
    id: string,
    from: readonly NewsletterCampaignStatus[],
    set: Record<string, unknown>,
    { remove = [], extra = {}, db }: MoveOptions = {},
  ): Promise<boolean> {
    // Outside a caller's transaction the move commits here, and is announced.
    if (!db) {
      const before = await this.store.get(NewsletterCampaign, id);
      const moved = await this.move(id, from, set, { remove, extra, db: this.database.db });
      if (moved) await this.announcer.changed(id, before);
      return moved;
    }
    const { dialect } = this.database;
    const where = compileFilter(dialect, NewsletterCampaign, {
      id,
      status: { $in: [...from] },
      ...extra,
    });
    const result = await sql`UPDATE ${sql.table(CAMPAIGNS)}
      SET data = ${patchedData(dialect, set, remove)}, updated_date = ${new Date().toISOString()}
      WHERE ${where}`.execute(db);
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  /**
   * Starts sending, if the campaign is still `from` (and `extra` holds): takes the audience as
   * the recipients, in the same transaction. Answers how many recipients, or undefined when
   * another request or instance moved it first.
   */
  async start(
    id: string,
    from: readonly NewsletterCampaignStatus[],
    extra: Record<string, unknown> = {},
  ) {
    const now = new Date().toISOString();
    const recipients = await this.database.db.transaction().execute(async (trx) => {
      const started = { status: 'sending', started_at: now, recipients: 0, sent: 0, failed: 0 };
      const moved = await this.move(id, from, started, {
        remove: ['finished_at', 'last_error', 'skipped'],
        extra,
        db: trx,
      });
      if (!moved) return undefined;
      // Read in the transaction, after the move: an edit can no longer change it.
      const languages = await this.languagesOf(trx, id);
      const recipients = await this.takeAudience(trx, id, languages, now);
      await this.move(id, ['sending'], { recipients, skipped: 0 }, { db: trx });
      return recipients;
    });
    if (recipients !== undefined) await this.announcer.changed(id);
    return recipients;
  }

  /** The campaign's language and its translation's, if it has one. */
  private async languagesOf(trx: Executor, id: string) {
    const { dialect } = this.database;
    const second =
      dialect === 'postgres'
        ? sql`data->'translation'->>'language'`
        : sql`json_extract(data, '$.translation.language')`;
    const row = await sql<{ language: unknown; second: unknown }>`SELECT ${fieldExpression(
      dialect,
      'language',
    )} AS language, ${second} AS second FROM ${sql.table(CAMPAIGNS)} WHERE id = ${id}`.execute(trx);
    const { language, second: other } = row.rows[0] ?? {};
    return [language, other].filter((value) => typeof value === 'string') as string[];
  }

  /** Copies the ids of the audience into the recipients table, due now; answers how many. */
  private async takeAudience(trx: Executor, id: string, languages: string[], now: string) {
    const where = compileFilter(
      this.database.dialect,
      NewsletterSubscriber,
      audienceFilter(languages),
    );
    const result = await sql`INSERT INTO ${sql.table(CAMPAIGN_RECIPIENTS_TABLE)}
      (campaign_id, subscriber_id, status, due_at, errors, bounced)
      SELECT ${id}, id, 'pending', ${now}, 0, 0 FROM ${sql.table(SUBSCRIBERS)} WHERE ${where}`.execute(
      trx,
    );
    return Number(result.numAffectedRows ?? 0);
  }

  /** Raises the campaign's figures by `change`, whatever its status (in the results' transaction). */
  async count(db: Executor, id: string, change: CountChange) {
    const entries = Object.entries(change).filter(([, value]) => value);
    if (entries.length === 0) return;
    const table = sql.table(CAMPAIGNS);
    if (this.database.dialect === 'postgres') {
      const pairs = entries.map(
        ([field, value]) =>
          sql`${sql.lit(field)}, COALESCE((data->>${sql.lit(field)})::integer, 0) + ${value}`,
      );
      await sql`UPDATE ${table} SET data = data || jsonb_build_object(${sql.join(pairs)})
        WHERE id = ${id}`.execute(db);
      return;
    }
    const pairs = entries.map(
      ([field, value]) =>
        sql`${sql.lit(`$.${field}`)}, COALESCE(json_extract(data, ${sql.lit(`$.${field}`)}), 0) + ${value}`,
    );
    await sql`UPDATE ${table} SET data = json_set(data, ${sql.join(pairs)}) WHERE id = ${id}`.execute(
      db,
    );
  }

  /** Marks the campaign `sent` when it is sending and no recipient is left pending. */
  async finishIfDone(id: string) {
    const left = await this.database.db
      .selectFrom(CAMPAIGN_RECIPIENTS_TABLE)
      .select((eb) => eb.fn.countAll().as('total'))
      .where('campaign_id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(left?.total ?? 0) > 0) return false;
    // `move` announces it once committed (webhooks' `campaign.sent`, realtime).
    return this.move(id, ['sending'], { status: 'sent', finished_at: new Date().toISOString() });
  }
}

export interface MoveOptions {
  remove?: readonly string[];
  extra?: Record<string, unknown>;
  db?: Executor;
}
