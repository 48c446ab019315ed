import { User, type UserRecord } from '@vitrine/contract/entities/user';
import { MIN_PASSWORD_LENGTH } from '@vitrine/contract/errors';
import type { Database } from '../db/database';
import { ConflictError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import type { HashTurn, PasswordHashQueue } from './password-hash-queue';
import { DECOY_HASH_PROMISE, hashPassword, verifyPassword } from './password-hashing';
import { SessionStore } from './session-store';

export { hashToken } from './hash-token';

/** Users' passwords and session tokens. Neither ever appears in an API record. */
export class AccountStore {
  /** The signed-in sessions (`auth_tokens`). */
  readonly sessions: SessionStore;

  constructor(
    private readonly database: Database,
    private readonly entities: EntityStore,
    sessionTtlHours: number,
    /** Every hash waits for its turn here (decision 0039). */
    private readonly hashes?: PasswordHashQueue,
  ) {
    this.sessions = new SessionStore(database, sessionTtlHours);
  }

  /** Runs a hash in the hash queue's line, or at once without one. */
  private hash<T>(work: () => Promise<T>, turn?: HashTurn) {
    return this.hashes ? this.hashes.run(work, turn) : work();
  }

  async findUserByEmail(email: string) {
    const [user] = await this.entities.list(User, {
      filter: { email: email.trim().toLowerCase() },
      limit: 1,
    });
    return user as unknown as UserRecord | undefined;
  }

  /** Sets a password and ends the account's sessions, but the one of `keepToken` if given. */
  async setPassword(userId: string, password: string, keepToken?: string | null) {
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`A password needs at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    const row = {
      user_id: userId,
      // A password someone may set (an admin, a valid link) goes ahead of sign-in guesses.
      password_hash: await this.hash(() => hashPassword(password), { ahead: true }),
      updated_date: new Date().toISOString(),
    };
    await this.database.db
      .insertInto('user_credentials')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ password_hash: row.password_hash, updated_date: row.updated_date }),
      )
      .execute();
    await this.sessions.endAll(userId, keepToken);
  }

  /**
   * The user when the e-mail and password match an enabled account; same timing either way (an
   * unknown e-mail checks a decoy hash, in the same line). `turn`: its place in that line.
   */
  async authenticate(email: string, password: string, turn?: HashTurn) {
    const user = await this.findUserByEmail(email);
    const credentials = user
      ? await this.database.db
          .selectFrom('user_credentials')
          .select('password_hash')
          .where('user_id', '=', user.id)
          .executeTakeFirst()
      : undefined;
    const stored = credentials?.password_hash ?? (await DECOY_HASH_PROMISE);
    const matches = await this.hash(() => verifyPassword(password, stored), turn);
    if (!user || !credentials || !matches || user.disabled) return undefined;
    return user;
  }

  /** A new session's bearer token (a script's or a test's; sign-ins use `sessions.issue`). */
  async issueToken(userId: string) {
    return (await this.sessions.issue(userId, null)).token;
  }

  /** The signed-in user for a bearer token, or undefined when it is unknown, expired or disabled. */
  async userForToken(token: string) {
    const userId = await this.sessions.use(token);
    if (!userId) return undefined;
    const user = (await this.entities.get(User, userId)) as unknown as UserRecord | undefined;
    return user && !user.disabled ? user : undefined;
  }

  async revokeToken(token: string) {
    await this.sessions.endToken(token);
  }

  async revokeAllTokens(userId: string) {
    await this.sessions.endAll(userId);
  }

  async findUser(userId: string) {
    return (await this.entities.get(User, userId)) as unknown as UserRecord | undefined;
  }

  /** Stamps a successful sign-in on the record; answers the record as it now is. */
  async recordSignIn(user: UserRecord) {
    const updated = await this.entities.update(User, user.id, {
      last_sign_in_date: new Date().toISOString(),
    });
    return (updated as unknown as UserRecord | undefined) ?? user;
  }

  /** Whether an owner or admin account is enabled: someone can sign in to /admin and manage it. */
  async hasEnabledAdmin() {
    const admins = await this.entities.count(User, {
      role: { $in: ['owner', 'admin'] },
      disabled: { $ne: true },
    });
    return admins > 0;
  }

  /** The site's active owner, if it has one yet. */
  async activeOwner() {
    const [owner] = await this.entities.list(User, {
      filter: { role: 'owner', disabled: { $ne: true } },
      limit: 1,
    });
    return owner as unknown as UserRecord | undefined;
  }

  /**
   * Makes the account of `email` the owner when it is an active admin and another account (or
   * none) owns the site: the start that migrates to team roles (decision 0054) prefers the
   * ADMIN_EMAIL account to the oldest admin. The previous owner becomes an admin. Answers whether
   * it changed anything.
   */
  async preferOwner(email: string) {
    const user = await this.findUserByEmail(email);
    if (!user || user.disabled || user.role !== 'admin') return false;
    const owner = await this.activeOwner();
    const patches = [{ id: user.id, patch: { role: 'owner' } }];
    if (owner) patches.push({ id: owner.id, patch: { role: 'admin' } });
    await this.entities.updateMany(User, patches);
    return true;
  }

  /**
   * Creates the admin account when it does not exist yet: the site's owner when it has none,
   * else an admin. An existing account is never changed, except an active admin of a site without
   * an owner, which becomes the owner.
   */
  async ensureAdmin(email: string, password: string, fullName = 'Administrator') {
    const existing = await this.findUserByEmail(email);
    const owner = await this.activeOwner();
    if (existing) {
      if (owner || existing.disabled || existing.role !== 'admin') {
        return { user: existing, created: false };
      }
      const promoted = await this.entities.update(User, existing.id, { role: 'owner' });
      return { user: (promoted as unknown as UserRecord) ?? existing, created: false };
    }
    let user: UserRecord;
    try {
      user = (await this.entities.create(User, {
        email,
        full_name: fullName,
        role: owner ? 'admin' : 'owner',
      })) as unknown as UserRecord;
    } catch (error) {
      // Another instance starting at the same time created it first (the e-mail is unique).
      const created = error instanceof ConflictError && (await this.findUserByEmail(email));
      if (created) return { user: created, created: false };
      throw error;
    }
    await this.setPassword(user.id, password);
    return { user, created: true };
  }
}
