import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app';
import { LeadTimelineLog } from '../../leads/lead-timeline';
import { openDatabase, schemaOf } from '../database';
import { migrate } from '../migrations';
import { leadTimeline } from './0019-lead-timeline';

describe.each(testDatabases())('migration 0019 (lead timelines) on $name', (testDatabase) => {
  it("moves each lead's notes into its first entry, of unknown author, once", async () => {
    const { url, drop } = testDatabase.create();
    const database = openDatabase(url);
    try {
      await migrate(database, schemaOf(url));
      // Leads as the previous release stored them: notes in the record, no timeline.
      const lead = (id: string, data: Record<string, unknown>) => ({
        id,
        data: JSON.stringify({ name: 'Sam', email: 'sam@example.com', language: 'fr', ...data }),
        created_date: '2026-11-14T09:00:00.000Z',
        updated_date: '2026-11-20T16:30:00.000Z',
      });
      await database.db
        .insertInto('ent_contact_message')
        .values([
          lead('contact-1', { message: 'Bonjour', status: 'answered', notes: 'Rappelée le 24.' }),
          lead('contact-2', { message: 'Hi', status: 'new', notes: '' }),
          lead('contact-3', { message: 'Salut', status: 'new' }),
        ])
        .execute();
      await database.db
        .insertInto('ent_demo_request')
        .values(lead('demo-1', { company: 'Acme', status: 'new', notes: 'Démo\nmardi' }))
        .execute();

      await leadTimeline(database);
      await leadTimeline(database);

      const log = new LeadTimelineLog(database);
      expect(await log.list('ContactMessage', 'contact-1')).toEqual([
        {
          id: 'notes-ContactMessage-contact-1',
          kind: 'note',
          at: '2026-11-20T16:30:00.000Z',
          author: null,
          text: 'Rappelée le 24.',
        },
      ]);
      expect(await log.list('ContactMessage', 'contact-2')).toEqual([]);
      expect(await log.list('ContactMessage', 'contact-3')).toEqual([]);
      expect(await log.list('DemoRequest', 'demo-1')).toMatchObject([
        { kind: 'note', author: null, text: 'Démo\nmardi' },
      ]);
      const rows = await database.db.selectFrom('lead_timeline').select('id').execute();
      expect(rows).toHaveLength(2);
      // The record keeps its notes: the latest note, as the exports show it.
      const stored = await database.db
        .selectFrom('ent_contact_message')
        .select('data')
        .where('id', '=', 'contact-1')
        .executeTakeFirstOrThrow();
      const data = typeof stored.data === 'string' ? JSON.parse(stored.data) : stored.data;
      expect(data).toMatchObject({ notes: 'Rappelée le 24.' });
    } finally {
      await database.close();
      await drop();
    }
  });
});
