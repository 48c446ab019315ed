import { User } from '@vitrine/contract/entities/user';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { tableFor } from '../db/table-names';
import type { StoredRecord } from '../entities/entity-records';
import { compileFilter } from '../entities/filter-compiler';
import type { Executor } from '../db/executor';
import type { RecordChange, StandingLifecycle } from '../entities/entity-lifecycle';
import { AppError } from '../errors/app-error';
import { PASSKEYS_TABLE, SET_PASSWORD_TABLE } from '../auth/auth';

export const ACTIVE_OWNER = { role: 'owner', disabled: { $ne: true } };
/** Any constant: the PostgreSQL advisory lock that serialises the one-owner check. */
const OWNER_LOCK = 714_232;

export const lastOwnerError = (owners: number) =>
  new AppError(
    409,
    API_ERROR_CODES.lastOwner,
    owners === 0
      ? 'The site must keep its active owner; transfer ownership first (users/transfer-ownership)'
      : 'The site has one owner; ownership moves only with users/transfer-ownership',
  );

const isOwner = (record: StoredRecord) => record.role === 'owner';

/** True when the write touches an owner: one before, or one after (made, demoted, disabled…). */
function touchesAnOwner({ before, after }: RecordChange) {
  return before.some(isOwner) || after.some(isOwner);
}

/**
 * Refuses (409 LAST_OWNER, the transaction rolls back) a write that leaves the site without
 * exactly one active owner.
 *
 * It runs in the write's own transaction, after the write. On SQLite every transaction holds the
 * one connection, so writes are serialised anyway. On PostgreSQL (READ COMMITTED) two requests
 * changing two owner records would each see the other's record as it was: the advisory lock makes
 * the checks take turns, and as the lock is only released at commit, the second count (a new
 * statement) sees the first write. Serialising only this check is cheap: it runs only for writes
 * that touch an owner's record, which are rare.
 */
async function ensureOneActiveOwner(database: Database, trx: Executor) {
  if (database.dialect === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(OWNER_LOCK)})`.execute(trx);
  }
  const where = compileFilter(database.dialect, User, ACTIVE_OWNER);
  const table = sql.table(tableFor(User.name));
  const result = await sql<{
    total: number | string;
  }>`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`.execute(trx);
  const owners = Number(result.rows[0]?.total ?? 0);
  if (owners !== 1) throw lastOwnerError(owners);
}

/**
 * Ends the sessions and set-password links of these users; with `credentials`, their passwords
 * and passkeys.
 */
async function revokeAccess(trx: Executor, userIds: string[], credentials: boolean) {
  if (userIds.length === 0) return;
  await trx.deleteFrom('auth_tokens').where('user_id', 'in', userIds).execute();
  await trx.deleteFrom(SET_PASSWORD_TABLE).where('user_id', 'in', userIds).execute();
  if (credentials) {
    await trx.deleteFrom('user_credentials').where('user_id', 'in', userIds).execute();
    await trx.deleteFrom(PASSKEYS_TABLE).where('user_id', 'in', userIds).execute();
  }
}

/**
 * What every update and delete of User does, however it comes (single, bulk, update-many,
 * delete-many): exactly one active owner remains; a disabled user's sessions and links end; a
 * deleted user's password goes too. All in the write's transaction. Who may write the owner's
 * record is checked before, by the routes (`ownerGuard`).
 */
export function userLifecycle(database: Database): StandingLifecycle {
  return {
    updated: async (trx, change) => {
      if (touchesAnOwner(change)) await ensureOneActiveOwner(database, trx);
      const disabled = change.after.filter((record) => record.disabled === true);
      await revokeAccess(
        trx,
        disabled.map((record) => record.id),
        false,
      );
    },
    deleted: async (trx, change) => {
      if (touchesAnOwner(change)) await ensureOneActiveOwner(database, trx);
      await revokeAccess(
        trx,
        change.before.map((record) => record.id),
        true,
      );
    },
  };
}
