import { readStored, type UploadStorage } from './upload-storage';

/** The formats variants are written in, by extension. */
export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';

export interface ImageVariant {
  /** `<base>-<width>.<ext>` (or `<base>-<width>x<height>.<ext>` for a crop), served at `/uploads/<name>`. */
  name: string;
  /** A 40:21 crop of the centre (cards, post headers, `og:image`) rather than the whole image. */
  cover?: true;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: number;
}

/** What is known of an upload once its variants are made: `<base>.json` beside it. */
export interface VariantManifest {
  /** The stored upload's name (`<base>.<ext>`). */
  name: string;
  /** Its size once turned upright (EXIF orientation applied). */
  width: number;
  height: number;
  /** The format of the `<img>` fallback variants (the browsers without AVIF or WebP). */
  fallback: VariantFormat;
  /** Whole widths (smallest first), then cover crops; empty for an animated image. */
  variants: ImageVariant[];
}

/** `ab…cd.jpg` → `ab…cd`. */
export const baseOf = (name: string) => name.slice(0, name.indexOf('.'));

/** The manifest's name: `<base>.json`. */
export const manifestName = (name: string) => `${baseOf(name)}.json`;

export function writeManifest(storage: UploadStorage, manifest: VariantManifest) {
  return storage.put(manifestName(manifest.name), `${JSON.stringify(manifest)}\n`);
}

/** The manifest of a stored upload, or undefined when its variants were never made. */
export async function readManifest(storage: UploadStorage, name: string) {
  const bytes = await readStored(storage, manifestName(name));
  return bytes === undefined ? undefined : (JSON.parse(bytes.toString('utf8')) as VariantManifest);
}
