import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

const PRIVATE_FILE = 0o600;

/** `ab…cd.jpg` → `ab…cd`. */
export const baseOf = (name: string) => name.slice(0, name.indexOf('.'));

export const manifestPath = (dir: string, name: string) => path.join(dir, `${baseOf(name)}.json`);

/** Writes a file whole under a temporary name, then renames it: readers never see half of it. */
export async function writeAtomically(file: string, content: Buffer | string) {
  const temporary = path.join(path.dirname(file), `.${randomBytes(16).toString('hex')}.part`);
  try {
    await writeFile(temporary, content, { flag: 'wx', mode: PRIVATE_FILE });
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

export function writeManifest(dir: string, manifest: VariantManifest) {
  return writeAtomically(manifestPath(dir, manifest.name), `${JSON.stringify(manifest)}\n`);
}

/** The manifest of a stored upload, or undefined when its variants were never made. */
export async function readManifest(dir: string, name: string) {
  const text = await readFile(manifestPath(dir, name), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as VariantManifest);
}
