import type { PostVersionSummary } from '@vitrine/contract/client/blog-client';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { POST_EDITORS_TABLE, POST_VERSIONS_TABLE } from '../db/publishing-tables';
import { dataOf, newId, type StoredRecord } from '../entities/entity-records';

/** Versions kept per post; older ones are dropped as new ones come. */
export const VERSIONS_KEPT = 20;
/** Autosaves keep at most one version per post in this time. */
export const AUTOSAVE_VERSION_GAP_MS = 5 * 60_000;

export interface PostVersion extends PostVersionSummary {
  data: Record<string, unknown>;
}

/** Who changed a post, and whether it was an autosave. */
export interface ChangeAuthor {
  actor: string | null;
  autosave: boolean;
  now?: Date;
}

/** JSON with sorted keys: PostgreSQL's jsonb gives a record's keys in its own order. */
const sortedJson = (data: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b))));

function versionOf(row: Record<string, unknown>): PostVersion {
  const data = JSON.parse(String(row.data)) as Record<string, unknown>;
  return {
    id: String(row.id),
    saved_at: String(row.saved_at),
    saved_by: (row.saved_by as string | null) ?? null,
    title: String(data.title ?? ''),
    autosave: Number(row.autosave) === 1,
    data,
  };
}

/** The last states of each blog post (the state before each change), newest first. */
export class PostVersions {
  constructor(private readonly database: Database) {}

  /** Who saved the post's current state: the editors row, else its creator if never changed. */
  private async authorOf(trx: Executor, before: StoredRecord) {
    const editor = await trx
      .selectFrom(POST_EDITORS_TABLE)
      .select('saved_by')
      .where('post_id', '=', before.id)
      .executeTakeFirst();
    if (editor) return (editor.saved_by as string | null) ?? null;
    return before.updated_date === before.created_date ? (before.created_by ?? null) : null;
  }

  /** The post's newest version: its number, when it was kept, whether by an autosave. */
  private async newest(trx: Executor, postId: string) {
    const newest = await trx
      .selectFrom(POST_VERSIONS_TABLE)
      .select(['seq', 'recorded_at', 'autosave'])
      .where('post_id', '=', postId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return newest;
  }

  /** Whether an autosave came within the gap of the post's newest version, itself an autosave. */
  private static isRecentAutosave(newest: Record<string, unknown> | undefined, now: Date) {
    if (!newest || Number(newest.autosave) !== 1) return false;
    return now.getTime() - Date.parse(String(newest.recorded_at)) < AUTOSAVE_VERSION_GAP_MS;
  }

  /**
   * In the update's transaction: keeps `before` as a version (unless nothing changed, or an
   * autosave follows a recent autosave), drops the oldest past `VERSIONS_KEPT`, and notes who
   * saved `after`.
   */
  async record(trx: Executor, before: StoredRecord, after: StoredRecord, author: ChangeAuthor) {
    const now = author.now ?? new Date();
    const data = dataOf(before, BlogPost);
    const changed = sortedJson(data) !== sortedJson(dataOf(after, BlogPost));
    const newest = changed ? await this.newest(trx, before.id) : undefined;
    const skip = !changed || (author.autosave && PostVersions.isRecentAutosave(newest, now));
    if (!skip) {
      await trx
        .insertInto(POST_VERSIONS_TABLE)
        .values({
          id: newId(),
          post_id: before.id,
          seq: Number(newest?.seq ?? 0) + 1,
          data: JSON.stringify(data),
          saved_at: before.updated_date,
          saved_by: await this.authorOf(trx, before),
          recorded_at: now.toISOString(),
          autosave: author.autosave ? 1 : 0,
        })
        .execute();
      await this.prune(trx, before.id);
    }
    await trx
      .insertInto(POST_EDITORS_TABLE)
      .values({ post_id: before.id, saved_by: author.actor, saved_at: after.updated_date })
      .onConflict((conflict) =>
        conflict
          .column('post_id')
          .doUpdateSet({ saved_by: author.actor, saved_at: after.updated_date }),
      )
      .execute();
  }

  private async prune(trx: Executor, postId: string) {
    const kept = trx
      .selectFrom(POST_VERSIONS_TABLE)
      .select('id')
      .where('post_id', '=', postId)
      .orderBy('seq', 'desc')
      .limit(VERSIONS_KEPT);
    await trx
      .deleteFrom(POST_VERSIONS_TABLE)
      .where('post_id', '=', postId)
      .where('id', 'not in', kept)
      .execute();
  }

  /** A post's versions, newest first, without their content. */
  async list(postId: string): Promise<PostVersionSummary[]> {
    const rows = await this.database.db
      .selectFrom(POST_VERSIONS_TABLE)
      .selectAll()
      .where('post_id', '=', postId)
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((row): PostVersionSummary => {
      const { id, saved_at, saved_by, title, autosave } = versionOf(row);
      return { id, saved_at, saved_by, title, autosave };
    });
  }

  async get(postId: string, versionId: string): Promise<PostVersion | undefined> {
    const row = await this.database.db
      .selectFrom(POST_VERSIONS_TABLE)
      .selectAll()
      .where('post_id', '=', postId)
      .where('id', '=', versionId)
      .executeTakeFirst();
    return row ? versionOf(row) : undefined;
  }

  /** In the delete's transaction: the deleted posts' versions go with them. */
  async forget(trx: Executor, postIds: string[]) {
    if (postIds.length === 0) return;
    await trx.deleteFrom(POST_VERSIONS_TABLE).where('post_id', 'in', postIds).execute();
    await trx.deleteFrom(POST_EDITORS_TABLE).where('post_id', 'in', postIds).execute();
  }
}
