import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchCondition } from '../db/text-search';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('$search on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const search = async (filter: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const q = encodeURIComponent(JSON.stringify(filter));
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost?q=${q}&sort=slug&fields=slug`,
      headers,
    });
    return {
      status: response.statusCode,
      slugs: response.json().map?.((post: { slug: string }) => post.slug),
    };
  };

  it('finds posts by the words of their title, excerpt and tags, accents and case ignored', async () => {
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('ecrans-vitrine', {
        title: 'Des ÉCRANS pour la vitrine',
        language: 'fr',
        category: 'digital-signage',
      }),
    );
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('menu-boards', {
        excerpt: 'Menus that change at noon, priced in €',
        tags: ['restaurants', 'Menüs'],
      }),
    );
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('draft-ecran', {
        title: 'Un écran en brouillon',
        language: 'fr',
        published: false,
      }),
    );

    expect((await search({ $search: 'ecran' })).slugs).toEqual(['ecrans-vitrine']);
    expect((await search({ $search: 'Écr VITRINE' })).slugs).toEqual(['ecrans-vitrine']);
    expect((await search({ $search: 'restau' })).slugs).toEqual(['menu-boards']);
    expect((await search({ $search: 'menus' })).slugs).toEqual(['menu-boards']);
    expect((await search({ $search: 'ecran vitrine inconnu' })).slugs).toEqual([]);
    // Combined with other conditions; admins also see the draft.
    expect((await search({ $search: 'ecran', category: 'tutorials' })).slugs).toEqual([]);
    expect((await search({ $search: 'ecran' }, t.admin)).slugs).toEqual([
      'draft-ecran',
      'ecrans-vitrine',
    ]);
    // Only punctuation: no word, everything the other conditions allow.
    expect((await search({ $search: '"*: & |', language: 'fr' })).slugs).toEqual([
      'ecrans-vitrine',
    ]);
  });

  it('follows updates and deletes, and counts with the same filter', async () => {
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('kiosk', { title: 'Kiosk mode' }));
    expect((await search({ $search: 'kiosk' })).slugs).toEqual(['kiosk']);
    await t.app.inject({
      method: 'PUT',
      url: `${t.base}/BlogPost/${id}`,
      headers: t.admin,
      payload: { title: 'Totem displays' },
    });
    expect((await search({ $search: 'kiosk' })).slugs).toEqual([]);
    expect((await search({ $search: 'totem' })).slugs).toEqual(['kiosk']);
    const q = encodeURIComponent(JSON.stringify({ $search: 'totem' }));
    const count = await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost/count?q=${q}` });
    expect(count.json()).toEqual({ count: 1 });
    await t.app.inject({ method: 'DELETE', url: `${t.base}/BlogPost/${id}`, headers: t.admin });
    expect((await search({ $search: 'totem' })).slugs).toEqual([]);
  });

  it('refuses $search where it cannot run', async () => {
    expect((await search({ $search: 42 })).status).toBe(400);
    expect((await search({ $search: 'x'.repeat(201) })).status).toBe(400);
    const q = encodeURIComponent(JSON.stringify({ $search: 'ana' }));
    const leads = await t.app.inject({
      method: 'GET',
      url: `${t.base}/ContactMessage?q=${q}`,
      headers: t.admin,
    });
    expect(leads.statusCode).toBe(400);
    expect(leads.json().detail).toContain('cannot be searched');
  });

  it('reads the full-text index, not the table', async () => {
    const where = searchCondition(t.database.dialect, BlogPost, 'ecran');
    if (t.database.dialect === 'postgres') {
      const plan = await t.database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return sql<{
          'QUERY PLAN': string;
        }>`EXPLAIN SELECT id FROM ent_blog_post WHERE ${where}`.execute(trx);
      });
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Bitmap Index Scan on ent_blog_post_search');
      return;
    }
    const plan = await sql<{
      detail: string;
    }>`EXPLAIN QUERY PLAN SELECT id FROM ent_blog_post WHERE ${where}`.execute(t.database.db);
    expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
      /SCAN ent_blog_post_search VIRTUAL TABLE INDEX/,
    );
  });
});
