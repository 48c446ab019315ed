import { COVER_ASPECT } from '@vitrine/contract/integrations/upload-variants';
import type { ImageExtension } from './image-type';
import type { VariantFormat } from './variant-manifest';

/** Widths made of the whole image (never wider than the image itself). */
export const VARIANT_WIDTHS = [320, 640, 960, 1200, 1920] as const;
/**
 * Widths of the cover crops: the centre of the image at 40:21, the box of blog cards, post
 * headers and `og:image` (1200×630). A card then loads only what it shows.
 */
export const COVER_WIDTHS = [320, 640, 960, 1200] as const;
const COVER = COVER_ASPECT;

export interface VariantJob {
  width: number;
  /** Set for a cover crop; a whole image keeps its proportions. */
  height?: number;
  format: VariantFormat;
}

/** The standard widths below `width`, and `width` itself when it is not above the largest. */
function widthsUpTo(width: number, standard: readonly number[]) {
  const widths = standard.filter((candidate) => candidate < width);
  if (width <= standard[standard.length - 1]!) widths.push(width);
  return widths;
}

/** The widths of the whole image: never upscaled. */
export function variantWidths(width: number): number[] {
  return widthsUpTo(width, VARIANT_WIDTHS);
}

/** The sizes of the cover crops of a `width`×`height` image: never upscaled either. */
export function coverSizes(width: number, height: number) {
  const widest = Math.max(1, Math.min(width, Math.floor((height * COVER.width) / COVER.height)));
  return widthsUpTo(widest, COVER_WIDTHS).map((cropWidth) => ({
    width: cropWidth,
    height: Math.max(1, Math.round((cropWidth * COVER.height) / COVER.width)),
  }));
}

/** JPEG for JPEG and PNG for PNG; other originals by whether they have transparency. */
export function fallbackFormat(extension: ImageExtension, hasAlpha: boolean): VariantFormat {
  if (extension === 'jpg' || extension === 'png') return extension;
  return hasAlpha ? 'png' : 'jpg';
}

/** Every encoding of an upright `width`×`height` image: whole widths, then cover crops. */
export function planVariants(width: number, height: number, fallback: VariantFormat) {
  const formats: VariantFormat[] = ['avif', 'webp', fallback];
  const whole = variantWidths(width).flatMap((target) =>
    formats.map((format): VariantJob => ({ width: target, format })),
  );
  const covers = coverSizes(width, height).flatMap((size) =>
    formats.map((format): VariantJob => ({ ...size, format })),
  );
  return [...whole, ...covers];
}

/** Rough relative cost of a job, to start the slowest first: pixels, AVIF about three times. */
export const jobCost = (job: VariantJob) =>
  job.width * (job.height ?? job.width) * (job.format === 'avif' ? 3 : 1);

/** `<base>-<width>.<ext>` for a whole image, `<base>-<width>x<height>.<ext>` for a crop. */
export const variantName = (base: string, job: VariantJob, outWidth: number) =>
  `${base}-${outWidth}${job.height ? `x${job.height}` : ''}.${job.format}`;
