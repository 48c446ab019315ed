import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { SSO_STATES_TABLE } from '../db/schema-migrations/0012-sso-states';
import { hashToken } from './account-store';

/** A browser has this long to come back from the identity provider. */
export const SSO_STATE_TTL_MS = 10 * 60_000;
/**
 * Sign-ins under way kept at most: beyond, the oldest go first. A row is about 250 bytes, at most
 * 2.3 KB (`from_url` is capped at 2,048 characters), so the table stays under 23 MB whoever opens
 * the start route in a loop.
 */
export const SSO_STATES_MAX = 10_000;

const STATE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SsoState {
  codeVerifier: string;
  nonce: string;
  fromUrl: string;
}

/**
 * The company sign-ins under way (migration 0012): `begin` keeps the PKCE verifier, the nonce and
 * the return address under the SHA-256 of a new state; `take` uses a state up, once, within 10
 * minutes. Expired rows are pruned at each `begin`, and the table is capped at SSO_STATES_MAX.
 */
export class SsoStates {
  constructor(
    private readonly database: Database,
    private readonly max = SSO_STATES_MAX,
  ) {}

  async begin(state: SsoState, now = new Date()) {
    const token = randomBytes(32).toString('base64url');
    const { db } = this.database;
    await db.deleteFrom(SSO_STATES_TABLE).where('expires_at', '<=', now.toISOString()).execute();
    const { count } = await db
      .selectFrom(SSO_STATES_TABLE)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const excess = Number(count) - this.max + 1;
    if (excess > 0) {
      const oldest = db
        .selectFrom(SSO_STATES_TABLE)
        .select('state_hash')
        .orderBy('created_date')
        .limit(excess);
      await db.deleteFrom(SSO_STATES_TABLE).where('state_hash', 'in', oldest).execute();
    }
    await db
      .insertInto(SSO_STATES_TABLE)
      .values({
        state_hash: hashToken(token),
        code_verifier: state.codeVerifier,
        nonce: state.nonce,
        from_url: state.fromUrl,
        created_date: now.toISOString(),
        expires_at: new Date(now.getTime() + SSO_STATE_TTL_MS).toISOString(),
      })
      .execute();
    return token;
  }

  /** The sign-in a state began, used up: one DELETE … RETURNING. Unknown, used or expired: none. */
  async take(token: string, now = new Date()): Promise<SsoState | undefined> {
    if (!STATE_SHAPE.test(token)) return undefined;
    const row = await this.database.db
      .deleteFrom(SSO_STATES_TABLE)
      .where('state_hash', '=', hashToken(token))
      .where('expires_at', '>', now.toISOString())
      .returning(['code_verifier', 'nonce', 'from_url'])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      codeVerifier: String(row.code_verifier),
      nonce: String(row.nonce),
      fromUrl: String(row.from_url),
    };
  }
}
