import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app';
import { AiUsageStore, budgetMonth, nextMonthStart } from '../../ai/ai-usage-store';
import { openDatabase, schemaOf } from '../database';
import { migrate } from '../migrations';
import { aiUsage } from './0022-ai-usage';

describe.each(testDatabases())('migration 0022 (AI usage) on $name', (testDatabase) => {
  it('keeps one count per month that concurrent adds, from two connections, never lose', async () => {
    const { url, drop } = testDatabase.create();
    const first = openDatabase(url);
    try {
      await migrate(first, schemaOf(url));
      // Run again, it changes nothing (a database migrated by another instance meanwhile).
      await aiUsage(first);
      const second = openDatabase(url);
      try {
        const stores = [new AiUsageStore(first), new AiUsageStore(second)];
        expect(await stores[0]!.used('2026-11')).toBe(0);
        await Promise.all(
          Array.from({ length: 40 }, (_, index) => stores[index % 2]!.add('2026-11', 1000 + index)),
        );
        await stores[1]!.add('2026-12', 7);
        const expected = Array.from({ length: 40 }, (_, index) => 1000 + index).reduce(
          (sum, tokens) => sum + tokens,
          0,
        );
        expect(await stores[1]!.used('2026-11')).toBe(expected);
        expect(await stores[0]!.used('2026-12')).toBe(7);
        // Past 2^31: a bigint column.
        await stores[0]!.add('2027-01', 3_000_000_000);
        expect(await stores[1]!.used('2027-01')).toBe(3_000_000_000);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await drop();
    }
  });

  it('names budget months in UTC and renews them on the first of the next month', () => {
    expect(budgetMonth(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12');
    expect(nextMonthStart(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(nextMonthStart(new Date('2026-02-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
