import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertVisits, VISITS } from '../../../test/stats-fixtures';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import { dayPageviewCounts } from './stats-day-views';

const key = (row: Record<string, unknown>) =>
  `${String(row.session_id)} ${String(row.page)} ${Number(row.n)}`;

describe.each(testDatabases())("a day's page views read in chunks on $name", (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('reads a bounded number of visits at a time and answers what one read answers', async () => {
    await insertVisits(t.database, VISITS);
    const days = [...new Set(VISITS.map((visit) => visit.day))];
    for (const day of days) {
      const visits = VISITS.filter((visit) => visit.day === day);
      const reads: number[] = [];
      const chunked = await dayPageviewCounts(t.database.db, day, 1, (rows) => reads.push(rows));
      // One read per visit, each at most that visit's distinct pages.
      expect(reads).toHaveLength(visits.length);
      const mostPages = Math.max(...visits.map((visit) => new Set(visit.pages).size));
      for (const rows of reads) expect(rows).toBeLessThanOrEqual(mostPages);
      const whole = await sql<Record<string, unknown>>`SELECT session_id, page, COUNT(*) AS n
        FROM ${sql.table(ANALYTICS_TABLES.pageviews)} WHERE day = ${day}
        GROUP BY session_id, page`.execute(t.database.db);
      expect(chunked.map(key).sort()).toEqual(whole.rows.map(key).sort());
      expect(chunked.length).toBeGreaterThan(0);
    }
  });
});
