import { describe, expect, it } from 'vitest';
import { insertVisits, type FixtureVisit } from '../../../test/stats-fixtures';
import { testDatabases, useTestApp } from '../../../test/test-app';
import { ANALYTICS_TABLES } from '../../db/analytics-tables';
import { runRollups } from './rollup-job';
import { OTHER_VALUE } from '../collect/track-day-values';

const DAY = '2026-03-28';
const MAX = 10;

/** 40 visitors each with a page of their own after `/`, and a source and a campaign of their own. */
const POISONED: FixtureVisit[] = Array.from({ length: 40 }, (_, n) => ({
  id: `poison-${n}`,
  visitor: `visitor-${n}`,
  day: DAY,
  start: `${DAY}T10:${String(n).padStart(2, '0')}:00Z`,
  pages: ['/', `/p${n}`],
  duration: 60_000,
  dims: { device: 'Desktop', source: `s${n}`, utm_campaign: `c${n}`, language: 'fr' },
}));

describe.each(testDatabases())('roll-up of a poisoned day on $name', (testDatabase) => {
  // No roll-up job of the app's own: the test rolls up itself, and a scheduled run would race it.
  const t = useTestApp(testDatabase, { ANALYTICS: 'false' });

  it('writes at most ANALYTICS_DAY_VALUES + 1 rows per property and bounded pair rows, losing nothing', async () => {
    // Stored directly: values past the collection's cap (several instances, a restart).
    await insertVisits(t.database, POISONED);
    const config = { timeZone: 'Europe/Paris', rawDays: 90, dayValues: MAX };
    expect(await runRollups(t.database, config, Date.parse('2026-03-30T12:00:00Z'))).toEqual([DAY]);

    const daily = await t.database.db
      .selectFrom(ANALYTICS_TABLES.daily)
      .selectAll()
      .where('day', '=', DAY)
      .execute();
    const perProperty = new Map<string, typeof daily>();
    for (const row of daily)
      perProperty.set(row.property, [...(perProperty.get(row.property) ?? []), row]);
    for (const [property, rows] of perProperty)
      expect(rows.length, property).toBeLessThanOrEqual(MAX + 1);
    const pages = perProperty.get('page')!;
    // The page of most visitors is kept; the 40 others share (other); no page view is lost.
    expect(pages.find((row) => row.value === '/')).toMatchObject({ visitors: 40, pageviews: 40 });
    expect(pages.find((row) => row.value === OTHER_VALUE)).toMatchObject({
      pageviews: 40 - (MAX - 1),
    });
    expect(pages.reduce((sum, row) => sum + Number(row.pageviews), 0)).toBe(80);
    const sources = perProperty.get('source')!;
    expect(sources.reduce((sum, row) => sum + Number(row.visits), 0)).toBe(40);

    const pairs = await t.database.db
      .selectFrom(ANALYTICS_TABLES.dailyPairs)
      .select(['filter_property', 'property'])
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where('day', '=', DAY)
      .groupBy(['filter_property', 'property'])
      .execute();
    expect(pairs.length).toBeGreaterThan(1);
    for (const pair of pairs) {
      expect(Number(pair.rows), `${pair.filter_property} × ${pair.property}`).toBeLessThanOrEqual(
        2 * MAX + 1,
      );
    }
  });
});
