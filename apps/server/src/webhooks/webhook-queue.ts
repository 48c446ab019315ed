import {
  WebhookDelivery,
  type WebhookDeliveryRecord,
} from '@vitrine/contract/entities/webhook-delivery';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { patchedData } from '../db/json-data';
import { tableFor } from '../db/table-names';
import type { EntityStore } from '../entities/entity-store';
import { compileFilter } from '../entities/filter-compiler';

const TABLE = tableFor(WebhookDelivery.name);

const dueFilter = (now: Date) => ({
  status: 'pending',
  next_attempt_date: { $lte: now.toISOString() },
});

/** What one attempt ended with, written on the delivery. */
export interface AttemptOutcome {
  code?: number;
  durationMs: number;
  error?: string;
  at: Date;
}

/**
 * The WebhookDelivery table as a durable queue (like the mail outbox): `pending` rows whose
 * `next_attempt_date` has come are claimed by one conditional UPDATE that only one instance
 * wins, and hold a lease until their result is written.
 */
export class WebhookQueue {
  constructor(
    private readonly database: Database,
    private readonly store: EntityStore,
  ) {}

  async pendingCount() {
    const { dialect, db } = this.database;
    const where = compileFilter(dialect, WebhookDelivery, { status: 'pending' });
    const result = await sql<{ count: number | string }>`SELECT count(*) AS count
      FROM ${sql.table(TABLE)} WHERE ${where}`.execute(db);
    return Number(result.rows[0]?.count ?? 0);
  }

  async due(now: Date, limit: number) {
    const records = await this.store.list(WebhookDelivery, {
      filter: dueFilter(now),
      sort: [{ field: 'next_attempt_date', descending: false }],
      limit,
    });
    return records as unknown as WebhookDeliveryRecord[];
  }

  private async updateIf(
    id: string,
    condition: Record<string, unknown>,
    set: Record<string, unknown>,
    remove: string[] = [],
    now = new Date(),
  ) {
    const { dialect, db } = this.database;
    const where = compileFilter(dialect, WebhookDelivery, { id, ...condition });
    const result = await sql`UPDATE ${sql.table(TABLE)}
      SET data = ${patchedData(dialect, set, remove)}, updated_date = ${now.toISOString()}
      WHERE ${where}`.execute(db);
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  /** Counts the attempt and holds the delivery until `leaseUntil`; true when this one won. */
  claim(delivery: WebhookDeliveryRecord, now: Date, leaseUntil: Date) {
    return this.updateIf(
      delivery.id,
      { attempts: delivery.attempts, ...dueFilter(now) },
      { attempts: delivery.attempts + 1, next_attempt_date: leaseUntil.toISOString() },
    );
  }

  /**
   * Writes an attempt's outcome: `delivered`, `pending` again at `retryAt`, or `status` (failed,
   * abandoned) for good. Only if no later claim took the delivery meanwhile.
   */
  finish(
    delivery: WebhookDeliveryRecord,
    attempt: number,
    outcome: AttemptOutcome,
    next: { status: 'delivered' | 'failed' | 'abandoned' } | { retryAt: Date },
  ) {
    const log: Record<string, unknown> = {
      last_attempt_date: outcome.at.toISOString(),
      duration_ms: Math.max(0, Math.round(outcome.durationMs)),
    };
    const remove: string[] = [];
    if (outcome.code === undefined) remove.push('response_code');
    else log.response_code = outcome.code;
    if (outcome.error) log.last_error = outcome.error.slice(0, 1000);
    else remove.push('last_error');
    if ('retryAt' in next) log.next_attempt_date = next.retryAt.toISOString();
    else {
      log.status = next.status;
      remove.push('next_attempt_date');
    }
    const condition = { status: 'pending', attempts: attempt };
    return this.updateIf(delivery.id, condition, log, remove, outcome.at);
  }

  /** Puts a delivery back in the queue, due now (redeliver); its attempts go on counting. */
  requeue(id: string, now: Date) {
    return this.updateIf(
      id,
      { status: { $ne: 'pending' } },
      { status: 'pending', next_attempt_date: now.toISOString() },
    );
  }
}
