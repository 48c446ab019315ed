import type { UploadVariant, UploadVariants } from '@vitrine/contract/integrations/upload-variants';
import type { MarkdownPicture } from '@vitrine/contract/markdown/markdown-pictures';

/**
 * An uploaded image as a page draws it: `<picture>` with AVIF and WebP sources and a sized `<img>`
 * fallback (JPEG or PNG), so the browser takes the smallest file that fills the space.
 */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  sources: MarkdownPicture['sources'];
  /** The 1200-wide fallback (or the widest there is) for `og:image`. */
  share?: { url: string; type: string; width: number; height: number };
}

/** The `<img>` fallback's default width: what a phone of DPR 2 shows a column at. */
const FALLBACK_WIDTH = 960;
const SHARE_WIDTH = 1200;

const srcSetOf = (variants: UploadVariant[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/** The widest of `variants` at most `width` wide, else the narrowest. */
function closest(variants: UploadVariant[], width: number) {
  const fitting = variants.filter((variant) => variant.width <= width);
  return fitting.at(-1) ?? variants[0];
}

/**
 * An upload's variants (`GET /uploads/{name}/variants`) as the model pages draw: `cover` takes
 * the 40:21 crops (cards and post headers, whose box has that shape), `whole` the image as it is
 * (inside a post). The sharing image is the 1200×630 crop when there is one.
 */
export function toResponsiveImage(
  upload: UploadVariants,
  fit: 'whole' | 'cover' = 'whole',
): ResponsiveImage {
  const crops = upload.cover ?? [];
  const chosenSet = fit === 'cover' && crops.length > 0 ? crops : upload.variants;
  const ofType = (type: string, variants = chosenSet) =>
    variants.filter((variant) => variant.type === type).sort((a, b) => a.width - b.width);
  const fallbackOf = (variants: UploadVariant[]) => [
    ...ofType('image/jpeg', variants),
    ...ofType('image/png', variants),
  ];
  const fallback = fallbackOf(chosenSet);
  const chosen = closest(fallback, FALLBACK_WIDTH);
  if (!chosen) return { src: upload.url, width: upload.width, height: upload.height, sources: [] };
  const sources = (['image/avif', 'image/webp'] as const)
    .map((type) => ({ type, srcSet: srcSetOf(ofType(type)) }))
    .filter((source) => source.srcSet !== '');
  const share = closest(fallbackOf(crops.length > 0 ? crops : upload.variants), SHARE_WIDTH)!;
  // The size drawn: the widest of the set (a crop's proportions, or the image's own).
  const widest = fallback.at(-1)!;
  const size =
    chosenSet === crops
      ? { width: widest.width, height: widest.height }
      : { width: upload.width, height: upload.height };
  return {
    src: chosen.url,
    srcSet: srcSetOf(fallback),
    ...size,
    sources,
    share: { url: share.url, type: share.type, width: share.width, height: share.height },
  };
}
