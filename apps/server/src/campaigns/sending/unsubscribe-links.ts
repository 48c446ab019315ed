import { createHmac, randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/auth';
import type { Database } from '../../db/database';
import { APP_SECRETS_TABLE } from '../../db/publishing-tables';

const SECRET_NAME = 'newsletter-unsubscribe';

/**
 * The unsubscribe link of a subscriber in campaigns: HMAC-SHA256 of their id under a key kept in
 * the database (made once, shared by every instance), 43 base64url characters like the links
 * issued at sign-up. Its SHA-256 goes into `newsletter_tokens` (purpose `unsubscribe`) the first
 * time, so the existing `newsletter/unsubscribe` routes take it; the link itself is never stored.
 * One link per subscriber for every campaign: the table grows with the subscribers, not with the
 * e-mails sent, and a resend after a crash carries the same link (decision 0027).
 */
export class UnsubscribeLinks {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly database: Database) {}

  private async loadKey() {
    await this.database.db
      .insertInto(APP_SECRETS_TABLE)
      .values({
        name: SECRET_NAME,
        value: randomBytes(32).toString('base64url'),
        created_date: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await this.database.db
      .selectFrom(APP_SECRETS_TABLE)
      .select('value')
      .where('name', '=', SECRET_NAME)
      .executeTakeFirstOrThrow();
    return Buffer.from(String(row.value), 'utf8');
  }

  /** The tokens of these subscribers, their hashes stored if new; by subscriber id. */
  async tokensFor(subscriberIds: string[]) {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    const key = await this.key;
    const tokens = new Map<string, string>();
    for (const id of subscriberIds) {
      tokens.set(id, createHmac('sha256', key).update(`unsubscribe:${id}`).digest('base64url'));
    }
    const now = new Date().toISOString();
    const rows = [...tokens].map(([id, token]) => ({
      token_hash: hashToken(token),
      subscriber_id: id,
      purpose: 'unsubscribe',
      created_date: now,
      expires_at: null,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await this.database.db
        .insertInto('newsletter_tokens')
        .values(rows.slice(start, start + 500))
        .onConflict((conflict) => conflict.column('token_hash').doNothing())
        .execute();
    }
    return tokens;
  }
}
