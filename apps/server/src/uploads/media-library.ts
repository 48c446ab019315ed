import type { MediaItem, MediaPage } from '@vitrine/contract/client/media-client';
import {
  MEDIA_LIMITS,
  type MediaDetails,
  type MediaQuery,
  type MediaUse,
} from '@vitrine/contract/client/media-details';
import { foldText } from '@vitrine/contract/search/search-terms';
import type { EntityStore } from '../entities/entity-store';
import { NO_DETAILS, type MediaDetailsStore } from './media-details-store';
import { uploadId, uploadUses } from './media-uses';
import { UPLOAD_NAME } from './upload-names';
import type { UploadStorage } from './upload-storage';
import { manifestName, readManifest } from './variant-manifest';

type StoredUpload = Omit<MediaItem, keyof MediaDetails | 'posts' | 'featured'>;

/** The uploads of `storage` (originals only, never their variants), newest first. */
export async function listUploads(storage: UploadStorage): Promise<StoredUpload[]> {
  const files = await storage.list((name) => UPLOAD_NAME.test(name));
  const items = await Promise.all(
    files.map(async ({ name, bytes, modified }) => {
      const manifest = await readManifest(storage, name);
      const item: StoredUpload = {
        name,
        url: `/uploads/${name}`,
        bytes,
        uploaded_date: modified.toISOString(),
        thumbnail_url: `/uploads/${name}`,
      };
      if (!manifest) return item;
      const smallest = manifest.variants.find((variant) => variant.format === 'webp');
      Object.assign(item, { width: manifest.width, height: manifest.height });
      if (smallest) item.thumbnail_url = `/uploads/${smallest.name}`;
      return item;
    }),
  );
  return items.sort((a, b) => b.uploaded_date.localeCompare(a.uploaded_date));
}

/** Removes an upload, its variants and its manifest (variants first: no manifest names a gone file). */
export async function removeUpload(storage: UploadStorage, name: string) {
  const manifest = await readManifest(storage, name);
  await storage.delete(manifest?.variants.map((variant) => variant.name) ?? []);
  await storage.delete([manifestName(name)]);
  await storage.delete([name]);
}

/** Whether an image is of the use asked for (`undefined`: any). */
function ofUse(item: MediaItem, use: MediaUse | undefined) {
  if (use === 'used') return item.posts > 0;
  if (use === 'featured') return item.featured > 0;
  if (use === 'unused') return item.posts === 0;
  return true;
}

/** Whether every word of `q` is in the image's title, alt texts or file name (accents ignored). */
function matches(item: MediaItem, words: string[]) {
  const text = foldText([item.title, item.alt_fr, item.alt_en, item.name].join(' '));
  return words.every((word) => text.includes(word));
}

/**
 * One page of the library (docs/api.md): the uploads, newest first, with their details and
 * uses, kept when they match every word of `q` and are of `use`. A page past the last is empty.
 */
export async function listMedia(
  storage: UploadStorage,
  sources: { details: MediaDetailsStore; store: EntityStore },
  query: MediaQuery,
): Promise<MediaPage> {
  const [uploads, details, uses] = await Promise.all([
    listUploads(storage),
    sources.details.all(),
    uploadUses(sources.store),
  ]);
  const words = foldText(query.q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const items = uploads
    .map((upload) => ({
      ...upload,
      ...(details.get(upload.name) ?? NO_DETAILS),
      ...(uses.get(uploadId(upload.name)) ?? { posts: 0, featured: 0 }),
    }))
    .filter((item) => ofUse(item, query.use) && matches(item, words));
  const limit = query.limit ?? MEDIA_LIMITS.pageSize;
  const start = ((query.page ?? 1) - 1) * limit;
  return { items: items.slice(start, start + limit), total: items.length };
}
