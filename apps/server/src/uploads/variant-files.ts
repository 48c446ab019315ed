import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ImageExtension } from './image-type';
import { encodeImage, type VariantFailure } from './image-variants';
import {
  manifestPath,
  writeAtomically,
  writeManifest,
  type VariantManifest,
} from './variant-manifest';

export type VariantsOutcome = { kind: 'made'; manifest: VariantManifest } | VariantFailure;

/**
 * Encodes the image at `source` and stores it as `name` in `dir`: its variants first, then the
 * original (rewritten without metadata when it had some; `source` is moved or replaced), then the manifest, so a
 * manifest always names files that exist. Nothing new is left when the image is refused or a
 * write fails.
 */
export async function storeWithVariants(
  dir: string,
  source: string,
  name: string,
  extension: ImageExtension,
): Promise<VariantsOutcome> {
  const encoded = await encodeImage(source, name, extension);
  if ('kind' in encoded) return encoded;
  const written: string[] = [];
  try {
    for (const { variant, bytes } of encoded.files) {
      const file = path.join(dir, variant.name);
      written.push(file);
      await writeAtomically(file, bytes);
    }
    const stored = path.join(dir, name);
    if (encoded.original) await writeAtomically(stored, encoded.original);
    else if (source !== stored) await rename(source, stored);
    await writeManifest(dir, encoded.manifest);
    return { kind: 'made', manifest: encoded.manifest };
  } catch (error) {
    await Promise.all(
      [...written, manifestPath(dir, name)].map((file) => rm(file, { force: true })),
    );
    throw error;
  }
}
