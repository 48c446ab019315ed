import type { Sharp } from 'sharp';
import type { ImageExtension } from './image-type';
import type { VariantFormat } from './variant-manifest';

/**
 * How variants are encoded: qualities chosen for photos seen on screens (AVIF 50 and WebP 75 look
 * like JPEG 78), AVIF at a low effort to keep an upload within seconds. Output carries no
 * metadata (sharp's default) and is converted to sRGB.
 */
export const VARIANT_ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png(),
};

/** How an original with metadata is rewritten: same format, full size, high quality. */
export const ORIGINAL_ENCODERS: Record<ImageExtension, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 70, effort: 2 }),
};
