import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import { RECOVERY_CODES_TABLE } from '../db/schema-migrations/0010-totp';
import { hashToken } from './account-store';

export const RECOVERY_CODE_COUNT = 10;
/** Without 0, 1, i, l, o, u: nothing to misread when typed from paper. 10 of them: 49 bits. */
const ALPHABET = 'abcdefghjkmnpqrstvwxyz23456789';
const HALF = 5;

function newCode() {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)]!;
  const half = () => Array.from({ length: HALF }, pick).join('');
  return `${half()}-${half()}`;
}

/** What a typed code is compared as: lower case, without spaces or dashes. */
export const normalRecoveryCode = (input: string) => input.toLowerCase().replace(/[\s-]/g, '');
const RECOVERY_SHAPE = new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`);

/**
 * The 10 single-use codes that replace the phone: only their SHA-256 is stored (the codes are
 * random, so no slow hash is needed); shown once, when made.
 */
export class RecoveryCodes {
  constructor(private readonly database: Database) {}

  /** New codes for the user; the old ones stop working. */
  async renew(userId: string) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    const created = new Date().toISOString();
    await this.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom(RECOVERY_CODES_TABLE).where('user_id', '=', userId).execute();
      await trx
        .insertInto(RECOVERY_CODES_TABLE)
        .values(
          codes.map((code) => ({
            code_hash: hashToken(`${userId}:${normalRecoveryCode(code)}`),
            user_id: userId,
            created_date: created,
            used_date: null,
          })),
        )
        .execute();
    });
    return codes;
  }

  /** Uses a code up: true once for each right code (one UPDATE, so two requests cannot both). */
  async use(userId: string, input: string) {
    const code = normalRecoveryCode(input);
    if (!RECOVERY_SHAPE.test(code)) return false;
    const result = await this.database.db
      .updateTable(RECOVERY_CODES_TABLE)
      .set({ used_date: new Date().toISOString() })
      .where('code_hash', '=', hashToken(`${userId}:${code}`))
      .where('user_id', '=', userId)
      .where('used_date', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** How many unused codes the user has left. */
  async remaining(userId: string) {
    const row = await this.database.db
      .selectFrom(RECOVERY_CODES_TABLE)
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where('used_date', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async remove(userId: string) {
    await this.database.db.deleteFrom(RECOVERY_CODES_TABLE).where('user_id', '=', userId).execute();
  }
}
