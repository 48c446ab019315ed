import { sql } from 'kysely';
import type { Database } from '../db/database';
import { AI_USAGE_TABLE } from '../db/schema-migrations/0022-ai-usage';

/** The budget month of a moment: `YYYY-MM` in UTC. */
export function budgetMonth(at: Date) {
  return at.toISOString().slice(0, 7);
}

/** The first moment of the month after `at`'s, in UTC: when a spent budget renews. */
export function nextMonthStart(at: Date) {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/**
 * The tokens used per UTC month (migration 0022). Every add is one statement that adds to the
 * stored count in place, so instances sharing a PostgreSQL database never lose each other's.
 */
export class AiUsageStore {
  constructor(private readonly database: Database) {}

  async used(month: string): Promise<number> {
    const row = await this.database.db
      .selectFrom(AI_USAGE_TABLE)
      .select('tokens')
      .where('month', '=', month)
      .executeTakeFirst();
    // PostgreSQL hands a bigint over as text.
    return row ? Number(row.tokens) : 0;
  }

  async add(month: string, tokens: number, at = new Date()) {
    const updated = at.toISOString();
    await this.database.db
      .insertInto(AI_USAGE_TABLE)
      .values({ month, tokens, calls: 1, updated_date: updated })
      .onConflict((conflict) =>
        conflict.column('month').doUpdateSet({
          tokens: sql`${sql.ref(`${AI_USAGE_TABLE}.tokens`)} + ${sql.ref('excluded.tokens')}`,
          calls: sql`${sql.ref(`${AI_USAGE_TABLE}.calls`)} + 1`,
          updated_date: updated,
        }),
      )
      .execute();
  }
}
