import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { hashToken } from './hash-token';

/** Sessions one account keeps; signing in past this ends its oldest. */
export const MAX_SESSIONS_PER_USER = 50;
/** `last_used_date` is written at most once per session in this time (bounded writes). */
export const LAST_USED_RESOLUTION_MS = 60_000;

export interface SessionSummary {
  id: string;
  device: string | null;
  created_date: string;
  last_used_date: string;
  current: boolean;
}

export interface IssuedSession {
  id: string;
  /** The bearer token of the API. */
  token: string;
  /** What the logout cookie holds: it ends this session and is no bearer token. */
  logoutHandle: string;
  expiresAt: Date;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The rows of `auth_tokens`: one per signed-in session. Only hashes of secrets are stored. */
export class SessionStore {
  constructor(
    private readonly database: Database,
    private readonly ttlHours: number,
  ) {}

  async issue(userId: string, device: string | null, now = new Date()): Promise<IssuedSession> {
    const { db } = this.database;
    const session = {
      id: random(12),
      token: random(32),
      logoutHandle: random(32),
      expiresAt: new Date(now.getTime() + this.ttlHours * 3_600_000),
    };
    await db.deleteFrom('auth_tokens').where('expires_at', '<', now.toISOString()).execute();
    await db
      .insertInto('auth_tokens')
      .values({
        token_hash: hashToken(session.token),
        id: session.id,
        user_id: userId,
        device,
        created_date: now.toISOString(),
        last_used_date: now.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        logout_hash: hashToken(session.logoutHandle),
      })
      .execute();
    const beyond = await db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', userId)
      .orderBy('created_date', 'desc')
      .orderBy('token_hash')
      .offset(MAX_SESSIONS_PER_USER)
      .limit(1000)
      .execute();
    const oldest = beyond.map((row) => row.token_hash as string);
    if (oldest.length > 0)
      await db.deleteFrom('auth_tokens').where('token_hash', 'in', oldest).execute();
    return session;
  }

  /** The account of a live token; stamps its use when the last stamp is a minute old or more. */
  async use(token: string, now = new Date()): Promise<string | undefined> {
    const tokenHash = hashToken(token);
    const row = await this.database.db
      .selectFrom('auth_tokens')
      .select(['user_id', 'expires_at', 'last_used_date'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.expires_at <= now.toISOString()) return undefined;
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
    if (!row.last_used_date || row.last_used_date <= stale) {
      await this.database.db
        .updateTable('auth_tokens')
        .set({ last_used_date: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return row.user_id as string;
  }

  /** An account's live sessions, newest first; `current` marks the one of `currentToken`. */
  async list(userId: string, currentToken: string | null, now = new Date()) {
    const rows = await this.database.db
      .selectFrom('auth_tokens')
      .select(['token_hash', 'id', 'device', 'created_date', 'last_used_date'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_date', 'desc')
      .limit(MAX_SESSIONS_PER_USER)
      .execute();
    const current = currentToken ? hashToken(currentToken) : undefined;
    return rows.map((row): SessionSummary => ({
      id: row.id as string,
      device: (row.device as string | null) ?? null,
      created_date: row.created_date as string,
      last_used_date: (row.last_used_date as string | null) ?? (row.created_date as string),
      current: row.token_hash === current,
    }));
  }

  /** Ends one session of an account; whether it existed. */
  async end(userId: string, id: string) {
    const result = await this.database.db
      .deleteFrom('auth_tokens')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Ends every session of an account but the one of `keepToken`; how many ended. */
  async endAll(userId: string, keepToken?: string | null) {
    let query = this.database.db.deleteFrom('auth_tokens').where('user_id', '=', userId);
    if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async endToken(token: string) {
    await this.database.db
      .deleteFrom('auth_tokens')
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  /** Ends the session a logout cookie names; its account when there was one. */
  async endByLogoutHandle(handle: string): Promise<string | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(handle)) return undefined;
    const row = await this.database.db
      .deleteFrom('auth_tokens')
      .where('logout_hash', '=', hashToken(handle))
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id as string | undefined;
  }
}
