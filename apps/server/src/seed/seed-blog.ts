import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BlogPost, type BlogPostRecord } from '@vitrine/contract/entities/blog-post';
import { LOCALES } from '@vitrine/contract/locales';
import { estimateReadTime } from '@vitrine/contract/read-time';
import { ConflictError } from '../entities/entity-errors';
import type { EntityStore } from '../entities/entity-store';
import { parseFrontmatter } from './frontmatter';

interface SeedArticle {
  slug: string;
  language: string;
  translationSlug?: string;
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
 * Adds the articles of `seed/blog/{fr,en}` that are not in the database yet (matched by slug
 * and language), then links translations. Posts already there are never changed, so edits
 * made in the console survive restarts.
 */
export async function seedBlog(store: EntityStore, seedDir: string) {
  const articles = await readArticles(seedDir);
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
      const record = await store.create(BlogPost, article.input, { at: article.createdAt });
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
