import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { TeamMember } from '@vitrine/contract/entities/team-member';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { openDatabase } from '../db/database';
import { seeds, SEEDS_TABLE } from '../db/schema-migrations/0007-seeds';
import { EntityStore } from '../entities/entity-store';
import { seedBlog } from './seed-blog';
import { seedSiteContent } from './seed-site-content';

/** The articles of apps/server/seed/blog: 13 in French, 13 in English. */
const SEED_ARTICLES = 26;

describe.each(testDatabases())('the blog seed on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const store = () => t.app.services.store;
  const seed = (add: boolean) => seedBlog(store(), t.database, t.config.seedDir, add);
  const posts = () => store().count(BlogPost, {});
  const seedRows = () => t.database.db.selectFrom(SEEDS_TABLE).selectAll().execute();
  /** A post the team wrote itself. */
  const ownPost = (slug: string, language: 'fr' | 'en') => ({
    title: slug,
    excerpt: slug,
    slug,
    content: 'Bonjour.',
    category: 'tutorials',
    tags: [],
    read_time: 1,
    language,
    published: true,
  });
  /** A database as the migrations leave it before its first start: no posts, no seed noted. */
  const freshDatabase = async () => {
    await store().deleteWhere(BlogPost, {});
    await t.database.db.deleteFrom(SEEDS_TABLE).execute();
  };

  it('adds the articles at the first start, once, even when two servers start at once', async () => {
    const postgres = t.database.dialect === 'postgres';
    const other = postgres ? openDatabase(t.config.databaseUrl) : t.database;
    try {
      const results = await Promise.all([
        seed(true),
        seedBlog(new EntityStore(other), other, t.config.seedDir, true),
      ]);
      const created = results.map((result) => result?.created ?? 0);
      expect(created.sort()).toEqual([0, SEED_ARTICLES]);
    } finally {
      if (postgres) await other.close();
    }
    expect(await posts()).toBe(SEED_ARTICLES);
    const [row, ...more] = await seedRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ name: 'blog', added: SEED_ARTICLES });
    expect(Date.parse(row!.seeded_at)).not.toBeNaN();
  });

  it('signs the demo articles with the seeded team members their frontmatter names', async () => {
    await freshDatabase();
    await seedSiteContent(store(), t.database);
    expect((await seed(true))?.created).toBe(SEED_ARTICLES);
    const [ines] = await store().list(TeamMember, { filter: { slug: 'ines-haddad' } });
    const [post] = await store().list(BlogPost, {
      filter: { slug: 'writing-ai-image-prompts-that-stay-on-brand' },
    });
    expect(post?.author_id).toBe(ines!.id);
    expect(await store().count(BlogPost, { author_id: { $exists: false } })).toBe(0);
  });

  it('never gives back a deleted seed post at the next start', async () => {
    const [post] = await store().list(BlogPost, { filter: { language: 'fr' }, limit: 1 });
    await store().delete(BlogPost, post!.id);
    expect(await seed(true)).toBeUndefined();
    expect(await store().list(BlogPost, { filter: { slug: post!.slug } })).toEqual([]);
    expect(await posts()).toBe(SEED_ARTICLES - 1);
  });

  it('lets SEED_CONTENT decide at the first start only', async () => {
    await freshDatabase();
    expect(await seed(false)).toEqual({ created: 0, total: 0 });
    expect(await seedRows()).toMatchObject([{ name: 'blog', added: 0 }]);
    expect(await seed(true)).toBeUndefined();
    expect(await posts()).toBe(0);
  });

  it('adds nothing to a database that already has posts when it is first seeded', async () => {
    await freshDatabase();
    await store().create(BlogPost, ownPost('notre-premier-article', 'fr'));
    expect(await seed(true)).toEqual({ created: 0, total: 0 });
    expect(await posts()).toBe(1);
  });

  it('notes the blog seed as done when an earlier release’s database is migrated', async () => {
    // Before migration 0007: the team's own post (or only an account) and no `seeds` table row.
    await freshDatabase();
    await store().create(BlogPost, ownPost('our-own-post', 'en'));
    await seeds(t.database);
    expect(await seedRows()).toMatchObject([{ name: 'blog', added: 0 }]);
    expect(await seed(true)).toBeUndefined();
    expect(await posts()).toBe(1);

    // Every post deleted there, the admin account still in place: still an existing site.
    await freshDatabase();
    await seeds(t.database);
    expect(await seedRows()).toMatchObject([{ name: 'blog' }]);
    expect(await seed(true)).toBeUndefined();
    expect(await posts()).toBe(0);
  });
});
