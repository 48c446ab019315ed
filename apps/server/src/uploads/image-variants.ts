import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { lazyModule } from '../platform/lazy-module';
import { ORIGINAL_ENCODERS, VARIANT_ENCODERS } from './image-encoders';
import type { ImageExtension } from './image-type';
import {
  fallbackFormat,
  jobCost,
  planVariants,
  variantName,
  type VariantJob,
} from './variant-plan';
import { createQueue } from './variant-queue';
import { baseOf, type ImageVariant, type VariantManifest } from './variant-manifest';

const loadSharp = lazyModule<typeof Sharp>('sharp');
// Called as `sharp(...)`; the package loads on the first image.
const sharp = ((...args: Parameters<typeof Sharp>) => loadSharp()(...args)) as typeof Sharp;

/**
 * The pixel budget of an upload, every frame counted: larger images are refused before they are
 * decoded (a decompression bomb stays a header). 40 megapixels decode to at most 160 MB.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export type VariantFailure = { kind: 'too-many-pixels' } | { kind: 'unreadable'; reason: string };

/** The encoded files of one upload, not yet written. */
export interface EncodedImage {
  manifest: VariantManifest;
  /**
   * The upload rewritten upright and without metadata (EXIF, GPS, XMP, IPTC, comments); undefined
   * when it has none and needs no turning: its bytes are kept as they are.
   */
  original?: Buffer;
  files: { variant: ImageVariant; bytes: Buffer }[];
}

export const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
export const SHARP_FORMATS: Record<string, ImageExtension> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
};

/** Encodings of one image run at once. */
const ENCODINGS_AT_ONCE = 2;

/** A failure that is the file's fault (sharp's decoding errors), as opposed to the disk's. */
export function classify(error: unknown): VariantFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return { kind: 'too-many-pixels' };
  return { kind: 'unreadable', reason: message.split('\n')[0]!.trim() };
}

/** The pixels the image decodes to, every frame counted (from its header). */
export const pixelsOf = ({ width = 0, height = 0, pageHeight, pages = 1 }: Metadata) =>
  width * (pageHeight ?? height) * pages;

/** Whether the file carries metadata to strip, or an orientation to apply. */
export function needsRewrite(metadata: Metadata) {
  const { exif, xmp, iptc, tifftagPhotoshop, comments, orientation = 1 } = metadata;
  return (
    Boolean(exif ?? xmp ?? iptc ?? tifftagPhotoshop) ||
    (comments?.length ?? 0) > 0 ||
    orientation !== 1
  );
}

async function encodeStill(
  source: string,
  name: string,
  extension: ImageExtension,
  rewrite: boolean,
) {
  const { data, info } = await sharp(source, INPUT)
    .rotate()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const fallback = fallbackFormat(extension, channels === 2 || channels === 4);
  const jobs = planVariants(width, height, fallback);
  // Two encodings at a time (the machine's cores), the costliest first: the upload takes about
  // half the total, and libuv keeps threads free for files and other requests.
  const run = createQueue(ENCODINGS_AT_ONCE);
  const byCost = [...jobs].sort((a, b) => jobCost(b) - jobCost(a));
  const made = new Map<VariantJob, EncodedImage['files'][number]>();
  const encode = async (job: VariantJob) => {
    const resized = pixels().resize({ width: job.width, height: job.height, fit: 'cover' });
    const { data: bytes, info: out } = await VARIANT_ENCODERS[job.format](resized).toBuffer({
      resolveWithObject: true,
    });
    const { format, height: cropped } = job;
    const size = { width: out.width, height: out.height, bytes: bytes.length };
    const variant = { name: variantName(baseOf(name), job, out.width), format, ...size };
    made.set(job, { variant: cropped ? { ...variant, cover: true } : variant, bytes });
  };
  const [original] = await Promise.all([
    rewrite ? run(() => ORIGINAL_ENCODERS[extension](pixels()).toBuffer()) : undefined,
    ...byCost.map((job) => run(() => encode(job))),
  ]);
  const files = jobs.map((job) => made.get(job)!);
  const manifest = { name, width, height, fallback, variants: files.map((file) => file.variant) };
  return { manifest, original, files };
}

/**
 * Decodes the image at `source` (stored as `name`) once, turned upright, and encodes its variants
 * (AVIF, WebP and the fallback at each width) and its metadata-free original (unless
 * `originalClean`: it is stored without metadata already). Animated GIF and
 * WebP keep their frames and get no variants. Sharp works on libuv's threads, never this one.
 */
export async function encodeImage(
  source: string,
  name: string,
  extension: ImageExtension,
  originalClean = false,
): Promise<EncodedImage | VariantFailure> {
  try {
    const metadata = await sharp(source, INPUT).metadata();
    const actual = SHARP_FORMATS[metadata.format ?? ''];
    if (actual !== extension)
      return { kind: 'unreadable', reason: `the content is not a ${extension.toUpperCase()}` };
    const pages = metadata.pages ?? 1;
    if (pixelsOf(metadata) > MAX_INPUT_PIXELS) return { kind: 'too-many-pixels' };
    // `originalClean`: the stored original was rewritten already (`readOriginal`).
    const rewrite = !originalClean && needsRewrite(metadata);
    if (pages === 1 || extension === 'avif')
      return await encodeStill(source, name, extension, rewrite);
    // Every frame is decoded (the pixel limit counts them all), rewritten or not.
    const animated = sharp(source, { ...INPUT, animated: true });
    const original = rewrite
      ? await ORIGINAL_ENCODERS[extension](animated).toBuffer()
      : void (await animated.raw().toBuffer());
    const { width = 0, pageHeight, height = 0 } = metadata;
    const fallback = fallbackFormat(extension, metadata.hasAlpha ?? false);
    const manifest = { name, width, height: pageHeight ?? height, fallback, variants: [] };
    return { manifest, original, files: [] };
  } catch (error) {
    return classify(error);
  }
}
