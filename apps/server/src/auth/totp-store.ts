import { generateSecret, generateURI, verify } from 'otplib';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { USER_TOTP_TABLE } from '../db/schema-migrations/0010-totp';
import type { SecretBox } from './secret-box';

/** Codes of the step before and after the server's clock are accepted too (±30 s of drift). */
export const TOTP_WINDOW_SECONDS = 30;
const PERIOD_SECONDS = 30;
const CODE_SHAPE = /^\d{6}$/;

/** Six digits, spaces and dashes removed; undefined for anything else. */
export const totpCodeOf = (input: string) => {
  const code = input.replace(/[\s-]/g, '');
  return CODE_SHAPE.test(code) ? code : undefined;
};

/**
 * Each user's TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s), sealed at rest: pending from its
 * setup until a first right code enables it. A code is accepted once: its time step is stored
 * and codes of that step or an earlier one are refused afterwards.
 */
export class TotpStore {
  constructor(
    private readonly database: Database,
    private readonly box: SecretBox,
    /** The clock codes are checked against (tests move it). */
    public now: () => number = Date.now,
  ) {}

  private row(userId: string) {
    return this.database.db
      .selectFrom(USER_TOTP_TABLE)
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async isEnabled(userId: string) {
    const row = await this.row(userId);
    return Boolean(row?.enabled_date);
  }

  /** A new pending secret (replacing a pending one); undefined when TOTP is already enabled. */
  async setup(userId: string, issuer: string, account: string) {
    const secret = generateSecret();
    const sealed = await this.box.seal(secret);
    const created = new Date(this.now()).toISOString();
    const result = await this.database.db
      .insertInto(USER_TOTP_TABLE)
      .values({ user_id: userId, secret: sealed, created_date: created, enabled_date: null })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ secret: sealed, created_date: created, last_time_step: null })
          .where(`${USER_TOTP_TABLE}.enabled_date`, 'is', null),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
    return { secret, otpauthUrl: generateURI({ issuer, label: account, secret }) };
  }

  /**
   * Checks a code against the user's secret (pending ones too when `pending`), and uses it up.
   * True only for a right code never accepted before.
   */
  async check(userId: string, input: string, { pending = false } = {}) {
    const token = totpCodeOf(input);
    const row = await this.row(userId);
    if (!token || !row || (!pending && !row.enabled_date)) return false;
    const last = row.last_time_step === null ? undefined : Number(row.last_time_step);
    const epoch = Math.floor(this.now() / 1000);
    const result = await verify({
      secret: await this.box.open(String(row.secret)),
      token,
      epoch,
      epochTolerance: TOTP_WINDOW_SECONDS,
      ...(last === undefined ? {} : { afterTimeStep: last }),
    }).catch(() => ({ valid: false as const }));
    if (!result.valid) return false;
    // `delta`: how many 30 s steps from the current one the code belongs to.
    const timeStep = Math.floor(epoch / PERIOD_SECONDS) + result.delta;
    // Two requests with the same code: only one moves the step forward.
    const used = await this.database.db
      .updateTable(USER_TOTP_TABLE)
      .set({ last_time_step: timeStep })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** Enables a pending secret once a code of it was right. */
  async enable(userId: string, input: string) {
    if (!(await this.check(userId, input, { pending: true }))) return false;
    await this.database.db
      .updateTable(USER_TOTP_TABLE)
      .set({ enabled_date: sql`coalesce(enabled_date, ${new Date(this.now()).toISOString()})` })
      .where('user_id', '=', userId)
      .execute();
    return true;
  }

  async remove(userId: string) {
    const result = await this.database.db
      .deleteFrom(USER_TOTP_TABLE)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
