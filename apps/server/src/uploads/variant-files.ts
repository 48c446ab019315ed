import type { ImageExtension } from './image-type';
import { encodeImage, type VariantFailure } from './image-variants';
import type { UploadStorage } from './upload-storage';
import { manifestName, writeManifest, type VariantManifest } from './variant-manifest';

export type VariantsOutcome = { kind: 'made'; manifest: VariantManifest } | VariantFailure;

/**
 * Encodes the image in the local file `source` and stores it as `name`: its variants first, then
 * the original (rewritten without metadata when it had some, else `source` as is, unless
 * `originalStored` says the storage has it already; `originalClean`: and without metadata, so
 * `source` may keep its own), then the manifest, so a manifest always
 * names files that exist. Nothing new is left when the image is refused or a write fails; the
 * caller removes `source`.
 */
export async function storeWithVariants(
  storage: UploadStorage,
  source: string,
  name: string,
  extension: ImageExtension,
  originalStored = false,
  originalClean = false,
): Promise<VariantsOutcome> {
  const encoded = await encodeImage(source, name, extension, originalClean);
  if ('kind' in encoded) return encoded;
  const written: string[] = [];
  try {
    // At once: a bucket's latency is paid once rather than per variant.
    written.push(...encoded.files.map((file) => file.variant.name));
    await Promise.all(encoded.files.map(({ variant, bytes }) => storage.put(variant.name, bytes)));
    if (encoded.original) await storage.put(name, encoded.original);
    else if (!originalStored) await storage.putFile(name, source);
    await writeManifest(storage, encoded.manifest);
    return { kind: 'made', manifest: encoded.manifest };
  } catch (error) {
    await storage.delete([...written, manifestName(name)]);
    throw error;
  }
}
