import { User } from '@vitrine/contract/entities/user';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { openDatabase } from '../db/database';
import { EntityStore } from '../entities/entity-store';
import { AccountStore } from './account-store';

describe.each(testDatabases())('the first admin from ADMIN_EMAIL on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('is created once when two instances start together, and neither fails', async () => {
    // On PostgreSQL a second connection pool, as a second instance has; one SQLite file serves
    // one server, whose two calls share its connection.
    const postgres = t.database.dialect === 'postgres';
    const other = postgres ? openDatabase(t.config.databaseUrl) : t.database;
    try {
      const email = 'first-admin@vitrine.test';
      const stores = [t.database, other].map(
        (database) => new AccountStore(database, new EntityStore(database), 24),
      );
      const answers = await Promise.all(
        stores.map((store) => store.ensureAdmin(email, 'a long enough password')),
      );
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(answers[0]!.user.id).toBe(answers[1]!.user.id);
      const admins = await t.app.services.store.list(User, { filter: { email } });
      expect(admins).toHaveLength(1);
    } finally {
      if (postgres) await other.close();
    }
  });
});
