import type { MediaItem } from '@vitrine/contract/client/media-client';
import { UPLOAD_NAME } from './upload-names';
import type { UploadStorage } from './upload-storage';
import { manifestName, readManifest } from './variant-manifest';

/** The uploads of `storage` (originals only, never their variants), newest first. */
export async function listUploads(storage: UploadStorage): Promise<MediaItem[]> {
  const files = await storage.list((name) => UPLOAD_NAME.test(name));
  const items = await Promise.all(
    files.map(async ({ name, bytes, modified }) => {
      const manifest = await readManifest(storage, name);
      const item: MediaItem = {
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
