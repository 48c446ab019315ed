import { TeamMember } from '@vitrine/contract/entities/team-member';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app';
import { EntityStore } from '../../entities/entity-store';
import { openDatabase, schemaOf } from '../database';
import { migrate } from '../migrations';
import { teamMemberSlugs } from './0021-team-member-slugs';

const member = (name: string, order: number) => ({
  name,
  role: { fr: 'Rôle', en: 'Role' },
  description: { fr: 'Bio', en: 'Bio' },
  portrait_alt: { fr: 'Portrait', en: 'Portrait' },
  order,
  visible: true,
});

describe.each(testDatabases())('migration 0021 (team member slugs) on $name', (testDatabase) => {
  it('gives each member without a slug one from their name, unique, and keeps set ones', async () => {
    const { url, drop } = testDatabase.create();
    const database = openDatabase(url);
    try {
      await migrate(database, schemaOf(url));
      const store = new EntityStore(database);
      const at = (day: number) => `2024-01-0${day}T00:00:00.000Z`;
      const kept = await store.create(
        TeamMember,
        { ...member('Inès Haddad', 0), slug: 'ines' },
        { at: at(1) },
      );
      // Written as a release before slugs stored them: no `slug` in the record.
      const older = await store.create(TeamMember, member('Inès Haddad', 1), { at: at(2) });
      const twin = await store.create(TeamMember, member('Inès Haddad', 2), { at: at(3) });
      const odd = await store.create(TeamMember, member('¿?', 3), { at: at(4) });
      const strip = (id: string) =>
        database.dialect === 'postgres'
          ? sql`UPDATE ent_team_member SET data = data - 'slug' WHERE id = ${id}`
          : sql`UPDATE ent_team_member SET data = json_remove(data, '$.slug') WHERE id = ${id}`;
      for (const { id } of [older, twin, odd]) await strip(id).execute(database.db);

      await teamMemberSlugs(database);
      await teamMemberSlugs(database);
      const slugOf = async (id: string) => (await store.get(TeamMember, id))?.slug;
      expect(await slugOf(kept.id)).toBe('ines');
      expect(await slugOf(older.id)).toBe('ines-haddad');
      expect(await slugOf(twin.id)).toBe('ines-haddad-2');
      expect(await slugOf(odd.id)).toBe('membre');
      expect((await store.get(TeamMember, older.id))?.name).toBe('Inès Haddad');
    } finally {
      await database.close();
      await drop();
    }
  });
});
