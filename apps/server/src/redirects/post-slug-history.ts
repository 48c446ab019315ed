import { BlogPost, type BlogPostRecord } from '@vitrine/contract/entities/blog-post';
import { isLocale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Database } from '../db/database';
import { POST_SLUG_HISTORY_TABLE } from '../db/schema-migrations/0017-post-slug-history';
import type { Executor } from '../db/executor';
import type { StandingLifecycle } from '../entities/entity-lifecycle';
import type { EntityStore } from '../entities/entity-store';

/** A post keeps at most this many former slugs (the oldest go first). */
export const MAX_SLUGS_PER_POST = 20;

type Post = Pick<BlogPostRecord, 'id' | 'slug' | 'language' | 'published'>;

/**
 * The former slugs of published posts (decision 0070): a post published under a slug and then
 * given another one keeps answering at the old address with a 301 to the new one. A draft's
 * slugs are not kept (nobody could have linked to them); a slug a post holds now is never a
 * former one; deleting a post drops its slugs.
 */
export class PostSlugHistory {
  constructor(
    private readonly database: Database,
    private readonly store: EntityStore,
  ) {}

  /** The `BlogPost` lifecycle that keeps the history, in each write's transaction. */
  lifecycle(): StandingLifecycle {
    return {
      updated: async (trx, { before, after }) => {
        const now = new Date().toISOString();
        for (const [index, previous] of (before as unknown as Post[]).entries()) {
          const next = after[index] as unknown as Post | undefined;
          if (!next || previous.published !== true) continue;
          if (previous.slug === next.slug && previous.language === next.language) continue;
          await this.remember(trx, previous, next.id, now);
        }
        for (const post of after as unknown as Post[]) {
          await trx
            .deleteFrom(POST_SLUG_HISTORY_TABLE)
            .where('language', '=', post.language)
            .where('slug', '=', post.slug)
            .execute();
        }
      },
      deleted: async (trx, { before }) => {
        const ids = before.map((record) => record.id);
        await trx.deleteFrom(POST_SLUG_HISTORY_TABLE).where('post_id', 'in', ids).execute();
      },
    };
  }

  private async remember(trx: Executor, previous: Post, postId: string, now: string) {
    await trx
      .insertInto(POST_SLUG_HISTORY_TABLE)
      .values({
        language: previous.language,
        slug: previous.slug,
        post_id: postId,
        created_date: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['language', 'slug']).doUpdateSet({ post_id: postId, created_date: now }),
      )
      .execute();
    const kept = trx
      .selectFrom(POST_SLUG_HISTORY_TABLE)
      .select('slug')
      .where('post_id', '=', postId)
      .orderBy('created_date', 'desc')
      .orderBy('slug')
      .limit(MAX_SLUGS_PER_POST);
    await trx
      .deleteFrom(POST_SLUG_HISTORY_TABLE)
      .where('post_id', '=', postId)
      .where('slug', 'not in', kept)
      .execute();
  }

  /**
   * Where a post address with this former slug now lives: the post's current address when a
   * visitor may read it and no published post holds the slug now; otherwise undefined.
   */
  async moved(language: string, slug: string): Promise<string | undefined> {
    const row = await this.database.db
      .selectFrom(POST_SLUG_HISTORY_TABLE)
      .select('post_id')
      .where('language', '=', language)
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) return undefined;
    const post = (await this.store.get(BlogPost, String(row.post_id))) as unknown as
      BlogPostRecord | undefined;
    if (!post || post.published !== true || !isLocale(post.language)) return undefined;
    if (post.published_date && post.published_date > new Date().toISOString()) return undefined;
    const holders = await this.store.count(BlogPost, { language, slug, published: true });
    if (holders > 0) return undefined;
    return pagePath(post.language, 'BlogPost', `?slug=${encodeURIComponent(post.slug)}`);
  }
}
