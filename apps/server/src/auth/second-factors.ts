import type { Database } from '../db/database';
import { USER_TOTP_TABLE } from '../db/schema-migrations/0010-totp';
import { hasPasskeys } from './passkey-store';

export interface SecondFactors {
  /** An authenticator app (TOTP) is enabled. */
  totp: boolean;
  /** At least one passkey (decision 0059). */
  passkeys: boolean;
}

/** The second factors an account has: what sign-in asks for, and what the gate looks for. */
export async function secondFactorsOf(database: Database, userId: string): Promise<SecondFactors> {
  const totp = await database.db
    .selectFrom(USER_TOTP_TABLE)
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_date', 'is not', null)
    .executeTakeFirst();
  return { totp: Boolean(totp), passkeys: await hasPasskeys(database, userId) };
}

export const hasSecondFactor = (factors: SecondFactors) => Object.values(factors).some(Boolean);
