import { VISIT_PROPERTIES } from '@vitrine/contract/analytics/stats-properties';
import { sql } from 'kysely';
import type { AnalyticsConfig } from '../../config';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { capPairRows, capValues } from './rollup-cap';
import { pairFigures } from './rollup-pair-queries';
import { PAIR_PROPERTIES, pairRows, type PairRow } from '../stats/rollup-pairs';
import { yieldToRequests } from '../stats/rollup-yield';
import { zeroFigures, type Figures } from '../stats/stats-figures';
import { rawGoalFigures, rawPageFigures } from '../stats/stats-raw-pages';
import { rawVisitFigures, type RawScope } from '../stats/stats-raw-visits';
import { addDays, localDay } from '../local-time';

const t = ANALYTICS_TABLES;
const ROWS_PER_INSERT = 500;

export interface RollupRow extends Figures {
  day: string;
  property: string;
  value: string;
}

/** Distinct values a roll-up keeps per property and day when not told (`ANALYTICS_DAY_VALUES`). */
export const ROLLUP_VALUES = 1000;

/**
 * Every roll-up row of one local day: its totals (`''`/`''`, also the "rolled up" mark), then per
 * property at most `maxValues` values and `(other)`.
 */
export async function rollupRows(
  db: Executor,
  day: string,
  maxValues = ROLLUP_VALUES,
): Promise<RollupRow[]> {
  const scope: RawScope = { days: [day], filters: [] };
  const rows: RollupRow[] = [];
  const push = (property: string, figures: Map<string, Figures>) => {
    const capped = property === '' ? figures : capValues(figures, maxValues);
    for (const [value, figure] of capped) rows.push({ day, property, value, ...figure });
  };
  const totals = await rawVisitFigures(db, scope, 'total');
  if (!totals.has('')) totals.add('', {});
  push('', totals);
  for (const property of VISIT_PROPERTIES) {
    await yieldToRequests();
    push(property, await rawVisitFigures(db, scope, property));
  }
  await yieldToRequests();
  push('page', await rawPageFigures(db, scope, true));
  await yieldToRequests();
  push('goal', await rawGoalFigures(db, scope));
  return rows;
}

/**
 * Every pair row of one local day: a mark (`''` everywhere, the day is rolled up), then per
 * filter and property at most `2 × maxValues + 1` rows (`capPairRows`).
 */
export async function rollupPairRows(
  db: Executor,
  day: string,
  maxValues = ROLLUP_VALUES,
): Promise<PairRow[]> {
  const mark = { filter_property: '', filter_value: '', property: '', value: '' };
  const rows: PairRow[] = [{ day, ...mark, ...zeroFigures() }];
  for (const filter of PAIR_PROPERTIES) {
    for (const property of PAIR_PROPERTIES) {
      await yieldToRequests();
      const figures = await pairFigures(db, day, filter, property);
      rows.push(...capPairRows(pairRows(day, filter, property, figures), maxValues));
    }
  }
  return rows;
}

const FIGURE_UPDATE = (update: { ref: (name: `excluded.${keyof Figures}`) => unknown }) => ({
  visitors: update.ref('excluded.visitors'),
  visits: update.ref('excluded.visits'),
  pageviews: update.ref('excluded.pageviews'),
  bounces: update.ref('excluded.bounces'),
  duration_ms: update.ref('excluded.duration_ms'),
  conversions: update.ref('excluded.conversions'),
  converted_visitors: update.ref('excluded.converted_visitors'),
});

/**
 * Replaces one day's roll-up rows in one transaction. Two instances rolling the same day up
 * at once: the second's insert waits for the first's commit, then overwrites the same figures.
 */
export async function rollUpDay(database: Database, day: string, maxValues = ROLLUP_VALUES) {
  const rows = await rollupRows(database.db, day, maxValues);
  const pairs = await rollupPairRows(database.db, day, maxValues);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom(t.daily).where('day', '=', day).execute();
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto(t.daily)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .onConflict((conflict) =>
          conflict.columns(['day', 'property', 'value']).doUpdateSet((update) => ({
            visitors: update.ref('excluded.visitors'),
            visits: update.ref('excluded.visits'),
            pageviews: update.ref('excluded.pageviews'),
            bounces: update.ref('excluded.bounces'),
            duration_ms: update.ref('excluded.duration_ms'),
            conversions: update.ref('excluded.conversions'),
            converted_visitors: update.ref('excluded.converted_visitors'),
          })),
        )
        .execute();
    }
    await trx.deleteFrom(t.dailyPairs).where('day', '=', day).execute();
    for (let start = 0; start < pairs.length; start += ROWS_PER_INSERT) {
      await yieldToRequests();
      await trx
        .insertInto(t.dailyPairs)
        .values(pairs.slice(start, start + ROWS_PER_INSERT))
        .onConflict((conflict) =>
          conflict
            .columns(['filter_property', 'filter_value', 'property', 'day', 'value'])
            .doUpdateSet(FIGURE_UPDATE),
        )
        .execute();
    }
  });
  return rows.length;
}

/**
 * The finished local days to roll up: those with raw rows and no roll-up yet, and yesterday
 * again (page views and leads that arrived after midnight, engaged time sent on leaving). Leads
 * outlive visits (they go with their records): a day whose visits are gone (`since`) is not
 * rolled up again from its leads alone.
 */
export async function daysToRollUp(db: Executor, today: string, since: string) {
  const pending = await sql<{ day: string }>`SELECT day FROM (
      SELECT DISTINCT day FROM ${sql.table(t.sessions)} WHERE day < ${today}
      UNION SELECT DISTINCT day FROM ${sql.table(t.conversions)} WHERE day < ${today} AND day >= ${since}) d
    WHERE day NOT IN (SELECT day FROM ${sql.table(t.daily)} WHERE property = '' AND value = '')
      OR day NOT IN (SELECT day FROM ${sql.table(t.dailyPairs)} WHERE filter_property = ''
        AND filter_value = '' AND property = '')
      OR day = ${addDays(today, -1)}
    ORDER BY day`.execute(db);
  return pending.rows.map((row) => row.day);
}

/** Rolls up every finished day that needs it (then `afterDay` of it); answers the days done. */
export async function runRollups(
  database: Database,
  {
    timeZone,
    rawDays,
    dayValues,
  }: Pick<AnalyticsConfig, 'timeZone' | 'rawDays'> & Partial<Pick<AnalyticsConfig, 'dayValues'>>,
  now = Date.now(),
  afterDay?: (day: string) => Promise<void>,
) {
  const today = localDay(now, timeZone);
  const days = await daysToRollUp(database.db, today, addDays(today, -rawDays));
  for (const day of days) {
    await rollUpDay(database, day, dayValues);
    await afterDay?.(day);
  }
  return days;
}
