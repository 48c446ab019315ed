import { User } from '@vitrine/contract/entities/user';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

describe('SQLite group commit', () => {
  const t = useTestApp(testDatabases()[0]!);

  it('stores every one of many concurrent writes, and fails only the one that breaks a rule', async () => {
    const store = t.app.services.store;
    const signUps = Array.from({ length: 200 }, (_, n) =>
      store.create(WaitlistSubscriber, {
        firstName: 'A',
        lastName: 'B',
        email: `p${n}@example.com`,
        company: 'C',
        language: 'fr',
      }),
    );
    const duplicateAdmin = store.create(User, { email: 'admin@vitrine.test', role: 'admin' });
    const results = await Promise.allSettled([...signUps, duplicateAdmin]);
    expect(results.slice(0, 200).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(results[200]).toMatchObject({ status: 'rejected', reason: { name: 'ConflictError' } });
    expect(await store.count(WaitlistSubscriber, {})).toBe(200);
    expect(await store.count(User, {})).toBe(1);
  });

  it('keeps one record when the same e-mail signs up many times at once', async () => {
    const store = t.app.services.store;
    await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        store.create(WaitlistSubscriber, {
          firstName: `N${n}`,
          lastName: 'B',
          email: 'same@example.com',
          company: 'C',
          language: 'fr',
        }),
      ),
    );
    expect(await store.count(WaitlistSubscriber, { email: 'same@example.com' })).toBe(1);
  });
});
