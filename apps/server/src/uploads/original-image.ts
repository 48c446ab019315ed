import type Sharp from 'sharp';
import { lazyModule } from '../platform/lazy-module';
import { ORIGINAL_ENCODERS } from './image-encoders';
import {
  classify,
  INPUT,
  MAX_INPUT_PIXELS,
  needsRewrite,
  pixelsOf,
  SHARP_FORMATS,
  type VariantFailure,
} from './image-variants';
import type { ImageExtension } from './image-type';

const loadSharp = lazyModule<typeof Sharp>('sharp');
// Called as `sharp(...)`; the package loads on the first image.
const sharp = ((...args: Parameters<typeof Sharp>) => loadSharp()(...args)) as typeof Sharp;

/** An upload as it will be stored and served, before any variant exists. */
export interface OriginalImage {
  /** Its size once turned upright. */
  width: number;
  height: number;
  /**
   * The upload rewritten upright and without metadata (EXIF, GPS, XMP, IPTC, comments); undefined
   * when it has none and needs no turning: its bytes are kept as they are.
   */
  rewritten?: Buffer;
}

/**
 * Reads the image at `source` whole (every frame), as the upload's answer needs it: refused past
 * the pixel budget from its header alone, refused when it cannot be decoded, and rewritten when
 * it carries metadata or an orientation. One decoding; the variants come later.
 */
export async function readOriginal(
  source: string,
  extension: ImageExtension,
): Promise<OriginalImage | VariantFailure> {
  try {
    const metadata = await sharp(source, INPUT).metadata();
    if (SHARP_FORMATS[metadata.format ?? ''] !== extension)
      return { kind: 'unreadable', reason: `the content is not a ${extension.toUpperCase()}` };
    if (pixelsOf(metadata) > MAX_INPUT_PIXELS) return { kind: 'too-many-pixels' };
    // As the variants do: an animated GIF or WebP keeps its frames, a still is turned upright.
    const animated = (metadata.pages ?? 1) > 1 && extension !== 'avif';
    const image = animated ? sharp(source, { ...INPUT, animated }) : sharp(source, INPUT).rotate();
    const rewritten = needsRewrite(metadata)
      ? await ORIGINAL_ENCODERS[extension](image).toBuffer()
      : void (await image.raw().toBuffer());
    const { width = 0, height = 0, pageHeight, orientation = 1 } = metadata;
    const frame = pageHeight ?? height;
    const turned = !animated && orientation >= 5;
    return { width: turned ? frame : width, height: turned ? width : frame, rewritten };
  } catch (error) {
    return classify(error);
  }
}
