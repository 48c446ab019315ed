import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { MFA_CHALLENGES_TABLE } from '../db/schema-migrations/0008-mfa-challenges';
import { hashToken } from './account-store';

/** A password that matched waits this long for its second factor. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong second factors one challenge takes before it ends (the password must be given again). */
export const MFA_CHALLENGE_MAX_FAILURES = 5;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The `mfa_token` of a two-factor sign-in: `auth/login` issues one when the password matched an
 * account with a second factor; `auth/mfa/verify` (a TOTP or recovery code, or a passkey) ends
 * it with a session. Single use, 5 minutes, 5 wrong factors.
 */
export class MfaChallenges {
  constructor(private readonly database: Database) {}

  async issue(userId: string, now = new Date()) {
    const token = randomBytes(32).toString('base64url');
    await this.database.db
      .deleteFrom(MFA_CHALLENGES_TABLE)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    await this.database.db
      .insertInto(MFA_CHALLENGES_TABLE)
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_date: now.toISOString(),
        expires_at: new Date(now.getTime() + MFA_CHALLENGE_TTL_MS).toISOString(),
        failures: 0,
      })
      .execute();
    return token;
  }

  /** The user a live challenge is for, without using it up (to prepare a passkey's options). */
  async peek(token: string, now = new Date()): Promise<string | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const row = await this.database.db
      .selectFrom(MFA_CHALLENGES_TABLE)
      .select('user_id')
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row?.user_id as string | undefined;
  }

  /** Uses a challenge up once its second factor was right: one DELETE … RETURNING. */
  async consume(token: string, now = new Date()): Promise<string | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const row = await this.database.db
      .deleteFrom(MFA_CHALLENGES_TABLE)
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', now.toISOString())
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id as string | undefined;
  }

  /** Counts a wrong second factor; the fifth ends the challenge. */
  async recordFailure(token: string) {
    if (!TOKEN_SHAPE.test(token)) return;
    const tokenHash = hashToken(token);
    await this.database.db
      .updateTable(MFA_CHALLENGES_TABLE)
      .set({ failures: sql`failures + 1` })
      .where('token_hash', '=', tokenHash)
      .execute();
    await this.database.db
      .deleteFrom(MFA_CHALLENGES_TABLE)
      .where('token_hash', '=', tokenHash)
      .where('failures', '>=', MFA_CHALLENGE_MAX_FAILURES)
      .execute();
  }

  /** Ends every challenge of these users (password changed, account disabled). */
  async revoke(userIds: readonly string[]) {
    if (userIds.length === 0) return;
    await this.database.db
      .deleteFrom(MFA_CHALLENGES_TABLE)
      .where('user_id', 'in', userIds)
      .execute();
  }
}
