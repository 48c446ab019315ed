import { sql } from 'kysely';
import type { Database } from '../database';

/** The entity tables of the leads with a timeline, spelt out (never read from the live names). */
const TIMELINE_LEADS = [
  ['ContactMessage', 'ent_contact_message'],
  ['DemoRequest', 'ent_demo_request'],
] as const;

/**
 * Migration 0020: each contact message's and demo request's timeline (decision 0073), read and
 * written by `leads/lead-timeline.ts`. A lead's `notes` written before it becomes its first entry:
 * a note of unknown author (null), dated the lead's last update, numbered 1. Running it again adds
 * nothing (the entry's id is made from the lead's).
 */
export async function leadTimeline(database: Database) {
  await database.db.schema
    .createTable('lead_timeline')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    // The lead: its entity's name and its id.
    .addColumn('entity', 'text', (column) => column.notNull())
    .addColumn('lead_id', 'text', (column) => column.notNull())
    // 1, 2, 3… per lead: the order of entries (several may share a millisecond).
    .addColumn('seq', 'integer', (column) => column.notNull())
    // `note`, `status`, `assigned` or `unassigned`.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    // The author's account id and name at the time; NULL when unknown.
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text')
    // What the entry says, as JSON: `{text}`, `{from, to}` or `{assignee_id, assignee_name}`.
    .addColumn('payload', 'text', (column) => column.notNull())
    .execute();
  await database.db.schema
    .createIndex('lead_timeline_lead')
    .ifNotExists()
    .on('lead_timeline')
    .columns(['entity', 'lead_id', 'seq'])
    .unique()
    .execute();
  for (const [entity, table] of TIMELINE_LEADS) {
    const notes =
      database.dialect === 'postgres'
        ? sql<{ id: string; notes: string; updated_date: string }>`SELECT id,
            data->>'notes' AS notes, updated_date FROM ${sql.table(table)}
            WHERE coalesce(data->>'notes', '') <> ''`
        : sql<{ id: string; notes: string; updated_date: string }>`SELECT id,
            json_extract(data, '$.notes') AS notes, updated_date FROM ${sql.table(table)}
            WHERE coalesce(json_extract(data, '$.notes'), '') <> ''`;
    const { rows } = await notes.execute(database.db);
    for (const row of rows) {
      await database.db
        .insertInto('lead_timeline')
        .values({
          id: `notes-${entity}-${row.id}`,
          entity,
          lead_id: row.id,
          seq: 1,
          kind: 'note',
          at: String(row.updated_date),
          author_id: null,
          author_name: null,
          payload: JSON.stringify({ text: row.notes }),
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}
