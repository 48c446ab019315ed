import { randomUUID } from 'node:crypto';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { fieldExpression } from '../../db/field-expression';
import { patchedData } from '../../db/json-data';
import { CAMPAIGN_RECIPIENTS_TABLE } from '../../db/newsletter-tables';
import { tableFor } from '../../db/table-names';
import type { CampaignState } from './campaign-state';

const RECIPIENTS = sql.table(CAMPAIGN_RECIPIENTS_TABLE);
const SUBSCRIBERS = tableFor(NewsletterSubscriber.name);
/** Ids per `IN (…)`: well under both databases' limits on bound parameters. */
const SLICE = 1000;

export interface Claimed {
  subscriberId: string;
  /** Failed attempts before this claim. */
  errors: number;
}

/** The subscriber behind a claimed recipient, as they are now. */
export interface Addressee {
  id: string;
  email: string;
  /** Their language now: which version of a two-language campaign they get. */
  language: string;
  mailable: boolean;
}

type ClaimedRow = { subscriber_id: string; errors: number | string };

export type Outcome =
  | { subscriberId: string; result: 'sent' | 'skipped' | 'release' }
  | { subscriberId: string; result: 'failed'; error: string; bounced: boolean }
  | { subscriberId: string; result: 'retry'; error: string; retryAt: Date };

function slices<T>(items: T[]) {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += SLICE)
    out.push(items.slice(start, start + SLICE));
  return out;
}

/**
 * The recipients of campaigns: atomic claims of batches with a lease (decision 0027), and the
 * results of a batch written together with the campaign's figures, under the same claim.
 */
export class RecipientStore {
  constructor(
    private readonly database: Database,
    private readonly state: CampaignState,
  ) {}

  /**
   * Claims up to `limit` due recipients until `leaseUntil`. PostgreSQL skips rows another
   * instance is claiming (`FOR UPDATE SKIP LOCKED`); SQLite has one writer at a time.
   */
  async claim(campaignId: string, limit: number, now: Date, leaseUntil: Date) {
    const claim = randomUUID();
    const at = now.toISOString();
    const due = sql`campaign_id = ${campaignId} AND status = 'pending' AND due_at <= ${at}`;
    const set = sql`claim = ${claim}, due_at = ${leaseUntil.toISOString()}`;
    // PostgreSQL: the locking subquery in a CTE runs once; as `IN (subquery)` it may be run again
    // for each row, each time skipping the rows locked before, and claim far more than `limit`.
    const statement =
      this.database.dialect === 'postgres'
        ? sql<ClaimedRow>`WITH picked AS (
            SELECT subscriber_id FROM ${RECIPIENTS} WHERE ${due}
            ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          UPDATE ${RECIPIENTS} AS r SET ${set} FROM picked
          WHERE r.campaign_id = ${campaignId} AND r.subscriber_id = picked.subscriber_id
          RETURNING r.subscriber_id, r.errors`
        : sql<ClaimedRow>`UPDATE ${RECIPIENTS} SET ${set}
          WHERE ${due} AND subscriber_id IN (
            SELECT subscriber_id FROM ${RECIPIENTS} WHERE ${due} ORDER BY due_at LIMIT ${limit})
          RETURNING subscriber_id, errors`;
    const result = await statement.execute(this.database.db);
    const recipients: Claimed[] = result.rows.map((row) => ({
      subscriberId: row.subscriber_id,
      errors: Number(row.errors),
    }));
    return { claim, recipients };
  }

  /**
   * Moves the lease of the rows `claim` still holds (pending, not taken by another claim) to
   * `leaseUntil`: the heartbeat of a batch being sent. Answers how many rows it still holds.
   */
  async renew(campaignId: string, claim: string, leaseUntil: Date) {
    const result = await this.database.db
      .updateTable(CAMPAIGN_RECIPIENTS_TABLE)
      .set({ due_at: leaseUntil.toISOString() })
      .where('campaign_id', '=', campaignId)
      .where('claim', '=', claim)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows ?? 0);
  }

  /**
   * Releases every claim of every campaign: the rows become due at `now`. Only for a process
   * that is the only sender and holds no batch yet (SQLite at start: one server per file), so
   * the claims left by a crash are resent at once instead of after their lease. Answers the
   * number of rows released.
   */
  async releaseAllClaims(now: Date) {
    const result = await this.database.db
      .updateTable(CAMPAIGN_RECIPIENTS_TABLE)
      .set({ claim: null, due_at: now.toISOString() })
      .where('status', '=', 'pending')
      .where('claim', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows ?? 0);
  }

  /** The claimed subscribers that still exist, with whether they may be mailed now. */
  async addressees(ids: string[]): Promise<Map<string, Addressee>> {
    const { dialect } = this.database;
    const found = new Map<string, Addressee>();
    const email = dialect === 'postgres' ? sql`data->>'email'` : sql`json_extract(data, '$.email')`;
    const language =
      dialect === 'postgres' ? sql`data->>'language'` : sql`json_extract(data, '$.language')`;
    const confirmed = fieldExpression(dialect, 'confirmed');
    const bouncing = fieldExpression(dialect, 'bouncing');
    for (const slice of slices(ids)) {
      const rows = await sql<{
        id: string;
        email: string;
        language: string;
        confirmed: unknown;
        bouncing: unknown;
      }>`
        SELECT id, ${email} AS email, ${language} AS language, ${confirmed} AS confirmed,
          ${bouncing} AS bouncing
        FROM ${sql.table(SUBSCRIBERS)} WHERE id IN (${sql.join(slice)})`.execute(this.database.db);
      for (const row of rows.rows) {
        const yes = (value: unknown) => value === true || value === 1;
        const mailable = yes(row.confirmed) && !yes(row.bouncing);
        found.set(row.id, { id: row.id, email: row.email, language: row.language, mailable });
      }
    }
    return found;
  }

  /**
   * Writes a batch's outcomes and raises the campaign's figures by what was written, in one
   * transaction. Rows no longer held by `claim` (its lease ran out and another claim took them)
   * are left alone and not counted.
   */
  async record(campaignId: string, claim: string, outcomes: Outcome[]) {
    const now = new Date().toISOString();
    await this.database.db.transaction().execute(async (trx) => {
      const held = (db: Executor, ids: string[], set: Record<string, unknown>) =>
        this.update(db, campaignId, claim, ids, set);
      const ids = (result: Outcome['result']) =>
        outcomes.filter((item) => item.result === result).map((item) => item.subscriberId);
      const sent = await held(trx, ids('sent'), { status: 'sent', done_at: now, claim: null });
      const skipped = await held(trx, ids('skipped'), {
        status: 'skipped',
        done_at: now,
        claim: null,
      });
      await held(trx, ids('release'), { due_at: now, claim: null });
      let failed = 0;
      const errors = sql`errors + 1`;
      const bounced: string[] = [];
      for (const item of outcomes) {
        if (item.result === 'failed') {
          const set = {
            status: 'failed',
            error: item.error,
            bounced: item.bounced ? 1 : 0,
            errors,
          };
          const count = await held(trx, [item.subscriberId], { ...set, done_at: now, claim: null });
          failed += count;
          if (count > 0 && item.bounced) bounced.push(item.subscriberId);
        } else if (item.result === 'retry') {
          const retryAt = item.retryAt.toISOString();
          await held(trx, [item.subscriberId], {
            due_at: retryAt,
            error: item.error,
            claim: null,
            errors,
          });
        }
      }
      await this.markBouncing(trx, bounced);
      await this.state.count(trx, campaignId, { sent, skipped, failed });
    });
  }

  private async update(
    db: Executor,
    campaignId: string,
    claim: string,
    ids: string[],
    set: Record<string, unknown>,
  ) {
    let total = 0;
    for (const slice of slices(ids)) {
      const result = await db
        .updateTable(CAMPAIGN_RECIPIENTS_TABLE)
        .set(set)
        .where('campaign_id', '=', campaignId)
        .where('claim', '=', claim)
        .where('subscriber_id', 'in', slice)
        .executeTakeFirst();
      total += Number(result.numUpdatedRows ?? 0);
    }
    return total;
  }

  /** Subscribers an SMTP server refused for good: no campaign mails them again. */
  private async markBouncing(trx: Executor, ids: string[]) {
    const { dialect } = this.database;
    for (const slice of slices(ids)) {
      await sql`UPDATE ${sql.table(SUBSCRIBERS)}
        SET data = ${patchedData(dialect, { bouncing: true })}, updated_date = ${new Date().toISOString()}
        WHERE id IN (${sql.join(slice)})`.execute(trx);
    }
  }
}
