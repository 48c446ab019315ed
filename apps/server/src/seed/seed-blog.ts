import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BlogPost, type BlogPostRecord } from '@vitrine/contract/entities/blog-post';
import { TeamMember } from '@vitrine/contract/entities/team-member';
import { LOCALES } from '@vitrine/contract/locales';
import { estimateReadTime } from '@vitrine/contract/read-time';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { SEEDS_TABLE } from '../db/schema-migrations/0007-seeds';
import { ConflictError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import { tableFor } from '../db/table-names';
import { parseFrontmatter } from './frontmatter';
import { SEED_LOCK } from './seed-site-content';

/** The blog seed's row in `seeds`. */
const BLOG_SEED = 'blog';

interface SeedArticle {
  slug: string;
  language: string;
  translationSlug?: string;
  /** The `slug` of the team member who signs it (`author: …` in the frontmatter). */
  authorSlug?: string;
  createdAt: string;
  input: Record<string, unknown>;
}

async function readArticles(seedDir: string) {
  const articles: SeedArticle[] = [];
  for (const language of LOCALES) {
    const dir = path.join(seedDir, 'blog', language);
    const names = (await readdir(dir).catch(() => []))
      .filter((name) => name.endsWith('.md'))
      .sort();
    for (const name of names) {
      const { attributes, body } = parseFrontmatter(await readFile(path.join(dir, name), 'utf8'));
      const slug = name.replace(/\.md$/, '');
      const createdAt = new Date(`${attributes.created_date}T09:00:00.000Z`).toISOString();
      articles.push({
        slug,
        language,
        translationSlug: attributes.translation,
        authorSlug: attributes.author,
        createdAt,
        input: {
          title: attributes.title,
          excerpt: attributes.excerpt,
          slug,
          content: body,
          category: attributes.category,
          tags: (attributes.tags ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
          featured_image: attributes.featured_image,
          read_time: estimateReadTime(body),
          published: true,
          published_date: createdAt,
          language,
        },
      });
    }
  }
  return articles;
}

/**
 * Notes the blog seed in `seeds` unless it is there already, and answers whether the demo
 * articles may be added: only the first start of a database whose blog is empty may. On
 * PostgreSQL the advisory lock makes two instances starting at once take turns, so the second
 * finds the row.
 */
async function claimBlogSeed(store: EntityStore, database: Database) {
  return store.transaction([BlogPost], async (trx) => {
    if (database.dialect === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(SEED_LOCK)})`.execute(trx);
    }
    const seeded = await trx
      .selectFrom(SEEDS_TABLE)
      .select('name')
      .where('name', '=', BLOG_SEED)
      .executeTakeFirst();
    if (seeded) return { first: false, empty: false };
    await trx
      .insertInto(SEEDS_TABLE)
      .values({ name: BLOG_SEED, seeded_at: new Date().toISOString(), added: 0 })
      .execute();
    const result = await sql<{ total: number | string }>`
      SELECT COUNT(*) AS total FROM ${sql.table(tableFor('BlogPost'))}`.execute(trx);
    return { first: true, empty: Number(result.rows[0]?.total ?? 0) === 0 };
  });
}

/**
 * The blog seed, once per database (decision 0048): at the first start of a database (no `blog`
 * row in `seeds`), notes the seed, then, when `add` (`SEED_CONTENT`) is on and the blog is empty,
 * adds the articles of `seed/blog/{fr,en}`, links translations and notes how many it added. Every
 * later start does nothing, so deleted or edited demo posts stay as the team left them. Answers
 * undefined when the seed had run before.
 */
export async function seedBlog(
  store: EntityStore,
  database: Database,
  seedDir: string,
  add: boolean,
) {
  const claim = await claimBlogSeed(store, database);
  if (!claim.first) return undefined;
  if (!add || !claim.empty) return { created: 0, total: 0 };
  const result = await addArticles(store, seedDir);
  await database.db
    .updateTable(SEEDS_TABLE)
    .set({ added: result.created })
    .where('name', '=', BLOG_SEED)
    .execute();
  return result;
}

/**
 * The ids of the team members the articles name as authors, by slug: the seeded team when it is
 * there (site content is seeded first); an article whose author is missing gets none.
 */
async function authorIds(store: EntityStore, articles: SeedArticle[]) {
  const slugs = [...new Set(articles.flatMap((article) => article.authorSlug ?? []))];
  if (slugs.length === 0) return new Map<string, string>();
  const members = await store.list(TeamMember, {
    filter: { slug: { $in: slugs } },
    limit: slugs.length,
  });
  return new Map(members.map((member) => [String(member.slug), member.id]));
}

/**
 * Adds the articles of `seed/blog/{fr,en}` that are not in the database yet (matched by slug
 * and language), then links translations.
 */
async function addArticles(store: EntityStore, seedDir: string) {
  const articles = await readArticles(seedDir);
  const authors = await authorIds(store, articles);
  const bySlug = new Map<string, BlogPostRecord>();
  let created = 0;
  const stored = async (article: SeedArticle) => {
    const [existing] = await store.list(BlogPost, {
      filter: { slug: article.slug, language: article.language },
      limit: 1,
    });
    return existing as BlogPostRecord | undefined;
  };
  for (const article of articles) {
    const key = `${article.language}:${article.slug}`;
    const existing = await stored(article);
    if (existing) {
      bySlug.set(key, existing);
      continue;
    }
    try {
      const authorId = authors.get(article.authorSlug ?? '');
      const input = authorId ? { ...article.input, author_id: authorId } : article.input;
      const record = await store.create(BlogPost, input, { at: article.createdAt });
      bySlug.set(key, record as unknown as BlogPostRecord);
      created += 1;
    } catch (error) {
      // Another instance starting at the same moment added it first (unique slug and language).
      const added = error instanceof ConflictError ? await stored(article) : undefined;
      if (!added) throw error;
      bySlug.set(key, added);
    }
  }
  for (const article of articles) {
    const own = bySlug.get(`${article.language}:${article.slug}`);
    const otherLanguage = article.language === 'fr' ? 'en' : 'fr';
    const other = article.translationSlug
      ? bySlug.get(`${otherLanguage}:${article.translationSlug}`)
      : undefined;
    if (own && other && !own.translation_id)
      await store.update(BlogPost, own.id, { translation_id: other.id });
  }
  return { created, total: articles.length };
}
