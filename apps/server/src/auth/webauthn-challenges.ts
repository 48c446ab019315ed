import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { WEBAUTHN_CHALLENGES_TABLE } from '../db/schema-migrations/0013-passkeys';

/** A challenge the browser is to sign lives this long. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
/** Live challenges kept at most; past it the oldest go (sign-in options are asked anonymously). */
export const MAX_WEBAUTHN_CHALLENGES = 10_000;

/** registration: adding a passkey; login: passwordless sign-in; mfa: second factor. */
export type ChallengePurpose = 'registration' | 'login' | 'mfa';

const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The challenges of WebAuthn ceremonies, kept on the server: each is used once (DELETE …
 * RETURNING), for one purpose (and one account, except passwordless sign-in), for 5 minutes.
 * Every issue prunes the expired ones and keeps the table under MAX_WEBAUTHN_CHALLENGES rows.
 */
export class WebAuthnChallenges {
  constructor(
    private readonly database: Database,
    private readonly max = MAX_WEBAUTHN_CHALLENGES,
  ) {}

  async issue(purpose: ChallengePurpose, userId: string | null, now = new Date()) {
    await this.prune(now);
    const row = {
      id: randomUUID(),
      challenge: randomBytes(32).toString('base64url'),
      purpose,
      user_id: userId,
      created_date: now.toISOString(),
      expires_at: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS).toISOString(),
    };
    await this.database.db.insertInto(WEBAUTHN_CHALLENGES_TABLE).values(row).execute();
    return { id: row.id, challenge: row.challenge };
  }

  /** Uses up a live challenge of this purpose (and account), found by its id or its value. */
  async consume(
    by: { id: string } | { challenge: string },
    purpose: ChallengePurpose,
    userId: string | null,
    now = new Date(),
  ): Promise<string | undefined> {
    if ('challenge' in by && !CHALLENGE_SHAPE.test(by.challenge)) return undefined;
    let query = this.database.db
      .deleteFrom(WEBAUTHN_CHALLENGES_TABLE)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now.toISOString());
    query =
      'id' in by ? query.where('id', '=', by.id) : query.where('challenge', '=', by.challenge);
    query =
      userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
    const row = await query.returning('challenge').executeTakeFirst();
    return row?.challenge as string | undefined;
  }

  private async prune(now: Date) {
    const { db } = this.database;
    await db
      .deleteFrom(WEBAUTHN_CHALLENGES_TABLE)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    const row = await db
      .selectFrom(WEBAUTHN_CHALLENGES_TABLE)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    const excess = Number((row as { total?: unknown } | undefined)?.total ?? 0) - this.max + 1;
    if (excess <= 0) return;
    const oldest = db
      .selectFrom(WEBAUTHN_CHALLENGES_TABLE)
      .select('id')
      .orderBy('created_date')
      .limit(excess);
    await db.deleteFrom(WEBAUTHN_CHALLENGES_TABLE).where('id', 'in', oldest).execute();
  }
}
