import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { dataOf, type StoredRecord } from '../entities/entity-records';

/** Publication fields a restore keeps as they are now: it brings back the text, not the status. */
const KEPT_ON_RESTORE = ['published', 'published_date'];

/**
 * The update that brings a post back to a kept version: its fields, with the ones it did not
 * have cleared (`null`), and the post's publication status and date left as they are.
 */
export function restorePatch(current: StoredRecord, version: Record<string, unknown>) {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(dataOf(current, BlogPost))) patch[key] = null;
  for (const [key, value] of Object.entries(dataOf(version as StoredRecord, BlogPost))) {
    patch[key] = value;
  }
  for (const key of KEPT_ON_RESTORE) patch[key] = current[key] ?? null;
  return patch;
}
