import { sql } from 'kysely';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import type { Executor } from '../../db/executor';
import { yieldToRequests } from './rollup-yield';

const t = ANALYTICS_TABLES;
type Row = Record<string, unknown>;

/** Visits whose page views one read takes: at most 500 × 1,000 rows (a visit's page view cap). */
export const VISITS_PER_READ = 500;

/**
 * `day`'s page views counted by visit and page, read `visitsPerRead` visits at a time (ranges
 * of visit ids in the database's own order, so its collation decides) with a yield between
 * reads: a poisoned day of 100,000 page views is many short blocks, not one. `onRead` is told
 * each read's row count.
 */
export async function dayPageviewCounts(
  db: Executor,
  day: string,
  visitsPerRead = VISITS_PER_READ,
  onRead?: (rows: number) => void,
) {
  const ids = await sql<{ id: string }>`SELECT id FROM ${sql.table(t.sessions)}
    WHERE day = ${day} ORDER BY id`.execute(db);
  const rows: Row[] = [];
  for (let start = 0; start < ids.rows.length; start += visitsPerRead) {
    const first = ids.rows[start]!.id;
    const last = ids.rows[Math.min(ids.rows.length, start + visitsPerRead) - 1]!.id;
    await yieldToRequests();
    const read = await sql<Row>`SELECT session_id, page, COUNT(*) AS n
      FROM ${sql.table(t.pageviews)}
      WHERE day = ${day} AND session_id >= ${first} AND session_id <= ${last}
      GROUP BY session_id, page`.execute(db);
    onRead?.(read.rows.length);
    for (const row of read.rows) rows.push(row);
  }
  return rows;
}
