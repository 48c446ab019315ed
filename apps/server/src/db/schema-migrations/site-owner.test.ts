import { User } from '@vitrine/contract/entities/user';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app';
import { EntityStore } from '../../entities/entity-store';
import { openDatabase, schemaOf } from '../database';
import { migrate } from '../migrations';
import { siteOwner } from './0009-site-owner';

describe.each(testDatabases())('migration 0009 (the site owner) on $name', (testDatabase) => {
  it('makes the oldest active admin the owner, once; a site with an owner keeps it', async () => {
    const { url, drop } = testDatabase.create();
    const database = openDatabase(url);
    try {
      await migrate(database, schemaOf(url));
      const store = new EntityStore(database);
      const at = (day: number) => `2024-01-0${day}T00:00:00.000Z`;
      const make = (email: string, role: string, day: number, disabled = false) =>
        store.create(User, { email, role, ...(disabled ? { disabled } : {}) }, { at: at(day) });
      await make('disabled-first@example.com', 'admin', 1, true);
      await make('user-second@example.com', 'user', 2);
      const oldest = await make('admin-third@example.com', 'admin', 3);
      const newer = await make('admin-fourth@example.com', 'admin', 4);

      await siteOwner(database);
      const roles = async () =>
        Object.fromEntries(
          (await store.list(User, { filter: {} })).map((user) => [user.email, user.role]),
        );
      expect(await roles()).toEqual({
        'disabled-first@example.com': 'admin',
        'user-second@example.com': 'user',
        'admin-third@example.com': 'owner',
        'admin-fourth@example.com': 'admin',
      });
      await siteOwner(database);
      expect(await store.count(User, { role: 'owner' })).toBe(1);
      expect((await store.get(User, oldest.id))?.role).toBe('owner');
      expect((await store.get(User, newer.id))?.role).toBe('admin');
    } finally {
      await database.close();
      await drop();
    }
  });
});
