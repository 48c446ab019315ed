import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Database } from '../../db/database';
import { addDays } from '../local-time';
import { yieldToRequests } from './rollup-yield';
import { loadDayFacts, ValueCodes, type DayFacts } from './stats-day-facts';

/**
 * Finished days kept in memory, at most: 30 days and the 30 before (a month compared with
 * the previous one). Older days are read from raw rows (docs/decisions/0026-multi-clause-stats.md).
 */
export const FACT_DAYS = 62;

export interface FactsCache {
  codes: ValueCodes;
  days: Map<string, DayFacts>;
}

const caches = new WeakMap<Database, FactsCache>();

/** This process's facts of `database`'s finished days (empty until `refreshFacts` runs). */
export function factsCache(database: Database): FactsCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = { codes: new ValueCodes(), days: new Map() };
    caches.set(database, cache);
  }
  return cache;
}

/** The first day of the window: the last `FACT_DAYS` finished days, never past raw retention. */
const windowStart = (today: string, rawDays: number) =>
  addDays(today, -Math.min(rawDays, FACT_DAYS));

/** Loads (again) one finished day just rolled up, if it is within the window. */
export async function loadFacts(
  database: Database,
  day: string,
  { today, rawDays }: { today: string; rawDays: number },
) {
  if (day < windowStart(today, rawDays) || day >= today) return;
  const cache = factsCache(database);
  cache.days.set(day, await loadDayFacts(database.db, day, cache.codes));
}

/**
 * Loads the finished days of the window (the last `FACT_DAYS`, never past raw retention) that
 * are missing, and `again` (days rolled up again: yesterday), one day at a time with a yield
 * between queries; forgets days out of the window or without visits any more.
 */
export async function refreshFacts(
  database: Database,
  { today, rawDays }: { today: string; rawDays: number },
  again: readonly string[] = [],
) {
  const cache = factsCache(database);
  const from = windowStart(today, rawDays);
  const rows = await sql<{ day: string }>`SELECT DISTINCT day
    FROM ${sql.table(ANALYTICS_TABLES.sessions)} WHERE day >= ${from} AND day < ${today}`.execute(
    database.db,
  );
  const wanted = new Set(rows.rows.map((row) => row.day));
  for (const day of cache.days.keys()) if (!wanted.has(day)) cache.days.delete(day);
  for (const day of [...wanted].sort()) {
    if (cache.days.has(day) && !again.includes(day)) continue;
    await yieldToRequests();
    cache.days.set(day, await loadDayFacts(database.db, day, cache.codes));
  }
  return cache.days.size;
}
