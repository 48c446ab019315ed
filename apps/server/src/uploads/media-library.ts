import { readdir, rm, stat } from 'node:fs/promises';
import type { MediaItem } from '@vitrine/contract/client/media-client';
import path from 'node:path';
import { UPLOAD_NAME } from './upload-store';
import { manifestPath, readManifest } from './variant-manifest';

/** The uploads of `dir` (originals only, never their variants), newest first. */
export async function listUploads(dir: string): Promise<MediaItem[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    UPLOAD_NAME.test(name),
  );
  const items = await Promise.all(
    names.map(async (name) => {
      const [stats, manifest] = await Promise.all([
        stat(path.join(dir, name)),
        readManifest(dir, name),
      ]);
      const item: MediaItem = {
        name,
        url: `/uploads/${name}`,
        bytes: stats.size,
        uploaded_date: stats.mtime.toISOString(),
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
export async function removeUpload(dir: string, name: string) {
  const manifest = await readManifest(dir, name);
  const variants = manifest?.variants.map((variant) => path.join(dir, variant.name)) ?? [];
  await Promise.all(variants.map((file) => rm(file, { force: true })));
  await rm(manifestPath(dir, name), { force: true });
  await rm(path.join(dir, name), { force: true });
}
