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

const ACTIVE_ADMIN = { role: 'admin', disabled: { $ne: true } };
/** Any constant: the PostgreSQL advisory lock that serialises the last-admin check. */
const LAST_ADMIN_LOCK = 714_232;

export const lastAdminError = () =>
  new AppError(409, API_ERROR_CODES.lastAdmin, 'At least one active admin must remain');

const isActiveAdmin = (record: StoredRecord) => record.role === 'admin' && record.disabled !== true;

/** True when a record that was an active admin is one no longer (demoted, disabled or deleted). */
function removesAnActiveAdmin({ before, after }: RecordChange) {
  return before.some(
    (old) => isActiveAdmin(old) && !after.some((now) => now.id === old.id && isActiveAdmin(now)),
  );
}

/**
 * Refuses (409 LAST_ADMIN, the transaction rolls back) a write that leaves no active admin.
 *
 * It runs in the write's own transaction, after the write. On SQLite every transaction holds the
 * one connection, so writes are serialised anyway. On PostgreSQL (READ COMMITTED) two requests
 * disabling two different admins would each still see the other admin as active: the advisory
 * lock makes the checks take turns, and as the lock is only released at commit, the second count
 * (a new statement) sees the first write. Serialising only this check is cheap: it runs only for
 * writes that remove an active admin, which are rare.
 */
async function ensureAnActiveAdminRemains(database: Database, trx: Executor) {
  if (database.dialect === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(LAST_ADMIN_LOCK)})`.execute(trx);
  }
  const where = compileFilter(database.dialect, User, ACTIVE_ADMIN);
  const table = sql.table(tableFor(User.name));
  const result = await sql<{
    total: number | string;
  }>`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`.execute(trx);
  if (Number(result.rows[0]?.total ?? 0) === 0) throw lastAdminError();
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
 * delete-many): one active admin always remains; a disabled user's sessions and links end; a
 * deleted user's password goes too. All in the write's transaction.
 */
export function userLifecycle(database: Database): StandingLifecycle {
  return {
    updated: async (trx, change) => {
      if (removesAnActiveAdmin(change)) await ensureAnActiveAdminRemains(database, trx);
      const disabled = change.after.filter((record) => record.disabled === true);
      await revokeAccess(
        trx,
        disabled.map((record) => record.id),
        false,
      );
    },
    deleted: async (trx, change) => {
      if (removesAnActiveAdmin(change)) await ensureAnActiveAdminRemains(database, trx);
      await revokeAccess(
        trx,
        change.before.map((record) => record.id),
        true,
      );
    },
  };
}
