import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { StoredRecord } from '../entities/entity-records';
import type { EntityStore } from '../entities/entity-store';

/** Posts read at once while counting uses (their content is up to 100,000 characters). */
const BATCH = 100;

/** An upload's id: its 32 hex, which its variants share (`/uploads/<32 hex>[-<width>].<ext>`). */
const UPLOAD_ID = /\/uploads\/([a-f0-9]{32})/g;

export interface UploadUses {
  /** Posts naming the upload, in their text or as featured image. */
  posts: number;
  /** Posts having it as featured image. */
  featured: number;
}

export const uploadId = (name: string) => name.slice(0, 32);

/**
 * How many posts use each upload, by upload id, read from every post's featured image and text
 * in batches (keyset paging by id): the work grows with the posts' text, once per listing of the library.
 */
export async function uploadUses(store: EntityStore): Promise<Map<string, UploadUses>> {
  const uses = new Map<string, UploadUses>();
  const count = (id: string) => {
    let entry = uses.get(id);
    if (!entry) uses.set(id, (entry = { posts: 0, featured: 0 }));
    return entry;
  };
  const fields = ['featured_image', 'content'];
  const sort = [{ field: 'id', descending: false }];
  for (let after: StoredRecord | undefined; ;) {
    const rows = await store.list(BlogPost, { filter: {}, fields, sort, limit: BATCH, after });
    for (const row of rows) {
      const featured = [...String(row.featured_image ?? '').matchAll(UPLOAD_ID)].map((m) => m[1]!);
      const named = new Set([...String(row.content ?? '').matchAll(UPLOAD_ID)].map((m) => m[1]!));
      for (const id of featured) named.add(id);
      for (const id of named) count(id).posts += 1;
      for (const id of new Set(featured)) count(id).featured += 1;
    }
    if (rows.length < BATCH) return uses;
    after = rows.at(-1);
  }
}
