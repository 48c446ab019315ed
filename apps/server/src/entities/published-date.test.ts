import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backfillPublishedDates } from '../db/schema-migrations/0001-baseline';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('published_date on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const read = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost/${id}`, headers: t.admin })
    ).json();
  const update = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `${t.base}/BlogPost/${id}`, headers: t.admin, payload });

  it('is set on publish when absent, kept when given or unpublished', async () => {
    const before = new Date().toISOString();
    const published = await createAsAdmin(t, 'BlogPost', blogPostRecord('now-live'));
    const date = (await read(published)).published_date as string;
    expect(date >= before && date <= new Date().toISOString()).toBe(true);

    const draft = await createAsAdmin(t, 'BlogPost', blogPostRecord('draft', { published: false }));
    expect((await read(draft)).published_date).toBeUndefined();
    await update(draft, { title: 'Still a draft' });
    expect((await read(draft)).published_date).toBeUndefined();
    await update(draft, { published: true });
    expect((await read(draft)).published_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const imported = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('imported', { published_date: '2019-03-01T08:00:00.000Z' }),
    );
    expect((await read(imported)).published_date).toBe('2019-03-01T08:00:00.000Z');
    await update(imported, { published: false });
    expect((await read(imported)).published_date).toBe('2019-03-01T08:00:00.000Z');
    expect((await update(imported, { published_date: 'yesterday' })).statusCode).toBe(422);
  });

  it('is stored as toISOString writes it, so that dates compare as text', async () => {
    const id = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('no-millis', { published_date: '2019-03-01T08:00:00Z', published: false }),
    );
    expect((await read(id)).published_date).toBe('2019-03-01T08:00:00.000Z');
    await t.app.inject({ method: 'DELETE', url: `${t.base}/BlogPost/${id}`, headers: t.admin });
  });

  it('orders the listing, newest first', async () => {
    const q = encodeURIComponent(
      JSON.stringify({ slug: { $in: ['now-live', 'imported', 'draft'] } }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost?q=${q}&sort=-published_date&fields=slug`,
      headers: t.admin,
    });
    expect(response.json().map((post: { slug: string }) => post.slug)).toEqual([
      'draft',
      'now-live',
      'imported',
    ]);
  });

  it('is given to posts published before it existed: their creation date', async () => {
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('older'));
    const table = sql.table('ent_blog_post');
    const removed =
      t.database.dialect === 'postgres'
        ? sql`UPDATE ${table} SET data = data - 'published_date' WHERE id = ${id}`
        : sql`UPDATE ${table} SET data = json_remove(data, '$.published_date') WHERE id = ${id}`;
    await removed.execute(t.database.db);
    expect((await read(id)).published_date).toBeUndefined();
    // Migration 0001's repair (the upgrade test runs it on a previous release's database).
    await backfillPublishedDates(t.database);
    const post = await read(id);
    expect(post.published_date).toBe(post.created_date);
  });
});
