import { sql } from 'kysely';
import type { AnalyticsConfig } from '../../config';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import { ROLLUP_VALUES } from './rollup-job';
import { startRollups } from './rollup-offload';
import { addDays, localDay } from '../local-time';

const t = ANALYTICS_TABLES;

export interface AnalyticsRetention {
  database: Database;
  config: Pick<AnalyticsConfig, 'timeZone' | 'rawDays' | 'dailyDays'> &
    Partial<Pick<AnalyticsConfig, 'dayValues'>>;
  /** The server's database: on a SQLite file the roll-up runs in a worker thread. */
  databaseUrl?: string;
}

/** Deletes rows of `table` whose `day` is before `before`, `batchSize` at a time by `key`. */
async function deleteBatches(
  database: Database,
  table: string,
  key: string,
  before: string,
  batchSize: number,
) {
  let deleted = 0;
  for (;;) {
    const batch = sql`SELECT ${sql.ref(key)} FROM ${sql.table(table)} WHERE day < ${before} LIMIT ${batchSize}`;
    const result =
      await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(key)} IN (${batch})`.execute(
        database.db,
      );
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < batchSize) return deleted;
  }
}

/** Deletes the roll-ups (`table`: daily or pair rows) of days before `before`, one day per statement. */
async function deleteDailyRows(database: Database, table: string, before: string) {
  const days = await sql<{ day: string }>`SELECT DISTINCT day FROM ${sql.table(table)}
    WHERE day < ${before}`.execute(database.db);
  let deleted = 0;
  for (const { day } of days.rows) {
    const result = await database.db.deleteFrom(table).where('day', '=', day).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/**
 * Audience analytics past their retention: page views and visits older than
 * `ANALYTICS_RAW_DAYS` local days (rolled up first, so their figures stay), roll-ups older than
 * `ANALYTICS_DAILY_DAYS`. Conversions go with their lead, never by age.
 */
export async function purgeAnalytics(
  { database, config, databaseUrl = ':memory:' }: AnalyticsRetention,
  now: Date,
  batchSize: number,
) {
  const { dayValues = ROLLUP_VALUES } = config;
  await startRollups(database, databaseUrl, { ...config, dayValues }, now.getTime()).done;
  const today = localDay(now.getTime(), config.timeZone);
  const rawBefore = addDays(today, -config.rawDays);
  const dailyBefore = addDays(today, -config.dailyDays);
  return {
    'analytics page views': await deleteBatches(database, t.pageviews, 'id', rawBefore, batchSize),
    'analytics visits': await deleteBatches(database, t.sessions, 'id', rawBefore, batchSize),
    'analytics daily figures': await deleteDailyRows(database, t.daily, dailyBefore),
    'analytics daily pair figures': await deleteDailyRows(database, t.dailyPairs, dailyBefore),
  };
}
