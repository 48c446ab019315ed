import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/auth';
import type { Database } from '../db/database';
import type { CompanionRow } from '../entities/companion-rows';
import type { Executor } from '../db/executor';
import type { RecordChange } from '../entities/entity-lifecycle';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** Confirmation links work for 7 days; unsubscribe links never expire. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3_600_000;
/** A used unsubscribe link is remembered this long (its hash alone), so a repeat answers 200. */
export const UNSUBSCRIBED_TTL_MS = 365 * 24 * 3_600_000;
/** The purpose of a used unsubscribe link's row: it names no subscriber. */
const UNSUBSCRIBED = 'unsubscribed';

/** 32 random bytes in base64url: 43 characters. Anything else cannot be one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}

/** The links of the newsletter's double opt-in and unsubscribe; only their hashes are stored. */
export class NewsletterTokens {
  constructor(private readonly database: Database) {}

  /**
   * A new confirmation token (7 days) and a new unsubscribe token for a subscriber, and their
   * rows, to be committed with the subscriber's record.
   */
  issue(subscriberId: string, now = new Date()) {
    const confirmToken = randomBytes(32).toString('base64url');
    const unsubscribeToken = randomBytes(32).toString('base64url');
    const row = (token: string, purpose: TokenPurpose, expiresAt: Date | null): CompanionRow => ({
      table: 'newsletter_tokens',
      values: {
        token_hash: hashToken(token),
        subscriber_id: subscriberId,
        purpose,
        created_date: now.toISOString(),
        expires_at: expiresAt?.toISOString() ?? null,
      },
    });
    const expiry = new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS);
    return {
      tokens: { confirmToken, unsubscribeToken },
      rows: [row(confirmToken, 'confirm', expiry), row(unsubscribeToken, 'unsubscribe', null)],
    };
  }

  /** Drops confirmation tokens and used unsubscribe links past their date (now and then). */
  async pruneExpired(now = new Date()) {
    await this.database.db
      .deleteFrom('newsletter_tokens')
      .where('purpose', 'in', ['confirm', UNSUBSCRIBED])
      .where('expires_at', '<', now.toISOString())
      .execute();
  }

  /** The subscriber a token was issued for, when it is known, of this purpose and not expired. */
  async subscriberFor(token: string, purpose: TokenPurpose): Promise<string | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const row = await this.database.db
      .selectFrom('newsletter_tokens')
      .select(['subscriber_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at !== null && row.expires_at <= new Date().toISOString()) return undefined;
    return row.subscriber_id as string;
  }

  /**
   * Remembers a used unsubscribe link for `UNSUBSCRIBED_TTL_MS`: its hash, tied to nobody (the
   * subscriber is erased), so the same link posted again (a mail provider's retry, a second click)
   * is told it is done.
   */
  async rememberUnsubscribed(token: string, now = new Date()) {
    await this.database.db
      .insertInto('newsletter_tokens')
      .values({
        token_hash: hashToken(token),
        subscriber_id: '',
        purpose: UNSUBSCRIBED,
        created_date: now.toISOString(),
        expires_at: new Date(now.getTime() + UNSUBSCRIBED_TTL_MS).toISOString(),
      })
      .onConflict((conflict) => conflict.column('token_hash').doNothing())
      .execute();
  }

  /** Whether this unsubscribe link was used already (and is still remembered). */
  async wasUnsubscribed(token: string) {
    if (!isTokenShaped(token)) return false;
    const row = await this.database.db
      .selectFrom('newsletter_tokens')
      .select('token_hash')
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', UNSUBSCRIBED)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes every token of a subscriber (after an unsubscribe, or for a deleted record). */
  async forget(subscriberId: string) {
    await this.database.db
      .deleteFrom('newsletter_tokens')
      .where('subscriber_id', '=', subscriberId)
      .execute();
  }

  /** In the transaction of a delete of subscribers (by an admin, an erasure): their links go too. */
  async forgetDeleted(trx: Executor, { before, after }: RecordChange) {
    const kept = new Set(after.map((record) => record.id));
    const gone = before.filter((record) => !kept.has(record.id)).map((record) => record.id);
    // In slices: bound parameters are limited per statement.
    for (let start = 0; start < gone.length; start += 1000) {
      const slice = gone.slice(start, start + 1000);
      await trx.deleteFrom('newsletter_tokens').where('subscriber_id', 'in', slice).execute();
    }
  }
}
