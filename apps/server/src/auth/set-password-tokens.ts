import { randomBytes } from 'node:crypto';
import { hashToken } from './account-store';
import type { Database } from '../db/database';
import type { CompanionRow } from '../entities/companion-rows';
import type { Executor } from '../db/executor';

export type SetPasswordPurpose = 'invitation' | 'reset';

/** A set-password link works once, for 7 days. */
export const SET_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 3_600_000;
export const SET_PASSWORD_TABLE = 'set_password_tokens';

/** 32 random bytes in base64url: 43 characters. Anything else cannot be one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** One-time links that let an invited user (or one an admin reset) choose a password. */
export class SetPasswordTokens {
  constructor(private readonly database: Database) {}

  /** A new token and its row (only the token's SHA-256 is stored), to commit with its e-mail. */
  issue(userId: string, purpose: SetPasswordPurpose, now = new Date()) {
    const token = randomBytes(32).toString('base64url');
    const row: CompanionRow = {
      table: SET_PASSWORD_TABLE,
      values: {
        token_hash: hashToken(token),
        user_id: userId,
        purpose,
        created_date: now.toISOString(),
        expires_at: new Date(now.getTime() + SET_PASSWORD_TOKEN_TTL_MS).toISOString(),
      },
    };
    return { token, row };
  }

  /**
   * Uses a token up: answers its user when it is known and not expired. One DELETE … RETURNING,
   * so two requests with the same token cannot both succeed.
   */
  async consume(token: string, now = new Date()): Promise<string | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const row = await this.database.db
      .deleteFrom(SET_PASSWORD_TABLE)
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', now.toISOString())
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id as string | undefined;
  }

  /** Removes every link of these users (password set, account disabled or deleted). */
  async revoke(userIds: readonly string[], executor: Executor = this.database.db) {
    if (userIds.length === 0) return;
    await executor.deleteFrom(SET_PASSWORD_TABLE).where('user_id', 'in', userIds).execute();
  }

  /** How many links of this purpose a user was given since `since` (and not used yet). */
  async countSince(userId: string, purpose: SetPasswordPurpose, since: Date) {
    const row = await this.database.db
      .selectFrom(SET_PASSWORD_TABLE)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('created_date', '>', since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Drops links past their date. */
  async pruneExpired(now = new Date()) {
    await this.database.db
      .deleteFrom(SET_PASSWORD_TABLE)
      .where('expires_at', '<=', now.toISOString())
      .execute();
  }
}
