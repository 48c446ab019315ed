import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import type { StoredRecord } from './entity-records';
import { keysetKeys } from './keyset';
import type { SortKey } from './query-options';

describe('keyset keys', () => {
  it('adds the id tie-break and stops at id; other fields page by offset', () => {
    const newest = [{ field: 'created_date', descending: true }];
    expect(keysetKeys(newest)).toEqual([...newest, { field: 'id', descending: true }]);
    expect(keysetKeys([{ field: 'id', descending: false }, ...newest])).toEqual([
      { field: 'id', descending: false },
    ]);
    expect(keysetKeys([{ field: 'email', descending: false }])).toBeUndefined();
  });
});

describe.each(testDatabases())('keyset paging on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    const leads = Array.from({ length: 30 }, (_, n) => ({
      firstName: 'A',
      lastName: 'B',
      email: `k${n}@example.fr`,
      company: 'C',
      language: 'fr',
    }));
    // Three batches: many records share a created_date, so ties are paged by id.
    for (let start = 0; start < 30; start += 10) {
      await t.app.services.store.createMany(WaitlistSubscriber, leads.slice(start, start + 10));
    }
  });

  const pages = async (sort: SortKey[]) => {
    const store = t.app.services.store;
    const seen: string[] = [];
    let after: StoredRecord | undefined;
    for (;;) {
      const page = await store.list(WaitlistSubscriber, { filter: {}, sort, limit: 7, after });
      seen.push(...page.map((record) => record.id));
      if (page.length < 7) return seen;
      after = page.at(-1);
    }
  };

  it('walks every record once, in the order of the whole list, for both directions and mixed ones', async () => {
    for (const sort of [
      [{ field: 'created_date', descending: true }],
      [{ field: 'created_date', descending: false }],
      [
        { field: 'created_date', descending: true },
        { field: 'id', descending: false },
      ],
      [
        { field: 'updated_date', descending: false },
        { field: 'created_date', descending: true },
      ],
    ]) {
      const whole = await t.app.services.store.list(WaitlistSubscriber, { filter: {}, sort });
      expect(await pages(sort)).toEqual(whole.map((record) => record.id));
    }
  });
});
