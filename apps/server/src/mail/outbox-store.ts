import {
  OutboxEmail,
  type OutboxEmailInput,
  type OutboxEmailRecord,
  type OutboxHeldReason,
} from '@vitrine/contract/entities/outbox-email';
import { MAX_HELD_EMAIL_IDS } from '@vitrine/contract/client/held-emails-client';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { patchedData } from '../db/json-data';
import { tableFor } from '../db/table-names';
import type { CompanionRow } from '../entities/companion-rows';
import type { EntityStore } from '../entities/entity-store';
import { compileFilter } from '../entities/filter-compiler';
import type { NewEmail } from './mail-messages';

const TABLE = tableFor(OutboxEmail.name);

/** An e-mail queued on its own, which may name its sender. */
export type QueuedEmail = NewEmail & Pick<OutboxEmailInput, 'from_name'>;

/** Pending e-mails whose time has come (or that an admin queued without a date). */
const dueFilter = (now: string) => ({
  status: 'pending',
  $or: [{ next_attempt_date: { $lte: now } }, { next_attempt_date: { $exists: false } }],
});

/** The most held e-mails one call lists or names by id (the rest: `--all`, or another call). */
export const MAX_HELD_IDS = MAX_HELD_EMAIL_IDS;

/** What an admin does with held e-mails: send them (back to `pending`) or drop them. */
export type HeldAction = 'send' | 'drop';

/**
 * The OutboxEmail table: every e-mail is written here first, in the transaction of the record
 * that calls for it. With SMTP it waits as `pending` for the worker; without, it is `stored`
 * for admins to read and is never sent.
 */
export class OutboxStore {
  constructor(
    private readonly database: Database,
    private readonly store: EntityStore,
    private readonly sending: boolean,
  ) {}

  /**
   * The outbox rows for new e-mails (validated like any record), to be committed together with
   * the record that calls for them.
   */
  rows(emails: NewEmail[], now = new Date()): CompanionRow[] {
    return emails.map((email) =>
      this.store.companionRow(OutboxEmail, { ...email, ...this.initialState(now) }),
    );
  }

  /** Queues one e-mail on its own (an admin's SendEmail); answers its record. */
  async add(email: QueuedEmail, createdBy: string | null, now = new Date()) {
    const input = { ...email, ...this.initialState(now) };
    const record = await this.store.create(OutboxEmail, input, { createdBy });
    return record as unknown as OutboxEmailRecord;
  }

  /** With SMTP, due at once; without, kept for admins and never sent. */
  private initialState(now: Date) {
    if (!this.sending) return { status: 'stored', attempts: 0 };
    return { status: 'pending', attempts: 0, next_attempt_date: now.toISOString() };
  }

  /** Whether e-mails are sent (SMTP_URL set), or only stored for admins to read. */
  get sends() {
    return this.sending;
  }

  /** How many e-mails are in each of `statuses`. */
  async countByStatus(statuses: readonly string[]) {
    const { dialect, db } = this.database;
    const counts = Object.fromEntries(statuses.map((status) => [status, 0]));
    for (const status of statuses) {
      const where = compileFilter(dialect, OutboxEmail, { status });
      const result = await sql<{ count: number | string }>`SELECT count(*) AS count
        FROM ${sql.table(TABLE)} WHERE ${where}`.execute(db);
      counts[status] = Number(result.rows[0]?.count ?? 0);
    }
    return counts;
  }

  /** E-mails waiting to be sent, due or not (`/metrics`). */
  async pendingCount() {
    const { dialect, db } = this.database;
    const where = compileFilter(dialect, OutboxEmail, { status: 'pending' });
    const result = await sql<{ count: number | string }>`SELECT count(*) AS count
      FROM ${sql.table(TABLE)} WHERE ${where}`.execute(db);
    return Number(result.rows[0]?.count ?? 0);
  }

  async due(now: Date, limit: number) {
    const records = await this.store.list(OutboxEmail, {
      filter: dueFilter(now.toISOString()),
      sort: [{ field: 'next_attempt_date', descending: false }],
      limit,
    });
    return records as unknown as OutboxEmailRecord[];
  }

  /** Updates one e-mail only if it is still in the state it was read in; true when it was. */
  private async updateIf(
    email: OutboxEmailRecord,
    condition: Record<string, unknown>,
    set: Record<string, unknown>,
    remove: string[] = [],
  ) {
    const { dialect, db } = this.database;
    const where = compileFilter(dialect, OutboxEmail, { id: email.id, ...condition });
    const result = await sql`UPDATE ${sql.table(TABLE)}
      SET data = ${patchedData(dialect, set, remove)}, updated_date = ${new Date().toISOString()}
      WHERE ${where}`.execute(db);
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  /**
   * Takes an e-mail for sending: counts the attempt and holds it until `leaseUntil`, in one
   * conditional UPDATE that only one instance can win. A worker that dies mid-send releases it
   * when the lease ends.
   */
  claim(email: OutboxEmailRecord, now: Date, leaseUntil: Date) {
    return this.updateIf(
      email,
      { attempts: email.attempts, ...dueFilter(now.toISOString()) },
      { attempts: email.attempts + 1, next_attempt_date: leaseUntil.toISOString() },
    );
  }

  /** `attempt` is the claimed attempt number: a result never overwrites a later claim's. */
  markSent(email: OutboxEmailRecord, attempt: number, now = new Date()) {
    return this.updateIf(
      email,
      { status: 'pending', attempts: attempt },
      { status: 'sent', sent_date: now.toISOString() },
      ['next_attempt_date', 'last_error'],
    );
  }

  /** Schedules another attempt, or gives up (`failed`) when `retryAt` is undefined. */
  markFailed(email: OutboxEmailRecord, attempt: number, error: string, retryAt?: Date) {
    const lastError = error.slice(0, 1000);
    return retryAt
      ? this.updateIf(
          email,
          { status: 'pending', attempts: attempt },
          { last_error: lastError, next_attempt_date: retryAt.toISOString() },
        )
      : this.updateIf(
          email,
          { status: 'pending', attempts: attempt },
          { status: 'failed', last_error: lastError },
          ['next_attempt_date'],
        );
  }

  /**
   * Holds every pending e-mail (decision 0051): none is sent until an admin sends or drops it.
   * Run on a backup copy, or on a restored database before the server starts. Answers how many.
   */
  async holdPending(reason: OutboxHeldReason, now = new Date()) {
    const { dialect, db } = this.database;
    const where = compileFilter(dialect, OutboxEmail, { status: 'pending' });
    const held = { status: 'held', held_reason: reason, held_date: now.toISOString() };
    const result = await sql`UPDATE ${sql.table(TABLE)}
      SET data = ${patchedData(dialect, held)}, updated_date = ${now.toISOString()}
      WHERE ${where}`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Held e-mails, oldest first, at most `limit`. */
  async listHeld(limit = MAX_HELD_IDS) {
    const records = await this.store.list(OutboxEmail, {
      filter: { status: 'held' },
      sort: [{ field: 'created_date', descending: false }],
      limit: Math.min(limit, MAX_HELD_IDS),
    });
    return records as unknown as OutboxEmailRecord[];
  }

  /**
   * Sends (back to `pending`, due now) or drops (`dropped`, kept as a record) the held e-mails
   * named by `ids` (at most MAX_HELD_IDS), or all of them when `ids` is undefined. Ids that are
   * not held are left as they are. Answers how many changed.
   */
  async releaseHeld(action: HeldAction, ids?: readonly string[], now = new Date()) {
    if (ids && ids.length > MAX_HELD_IDS) {
      throw new RangeError(`At most ${MAX_HELD_IDS} ids at a time`);
    }
    if (ids && ids.length === 0) return 0;
    const { dialect, db } = this.database;
    const filter = ids ? { status: 'held', id: { $in: [...ids] } } : { status: 'held' };
    const where = compileFilter(dialect, OutboxEmail, filter);
    const data =
      action === 'send'
        ? patchedData(dialect, { status: 'pending', next_attempt_date: now.toISOString() }, [
            'held_reason',
            'held_date',
          ])
        : patchedData(dialect, { status: 'dropped' }, ['next_attempt_date']);
    const result = await sql`UPDATE ${sql.table(TABLE)}
      SET data = ${data}, updated_date = ${now.toISOString()}
      WHERE ${where}`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
}
