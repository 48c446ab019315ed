/** The address of a stored upload: `/uploads/<32 hex>.<ext>`. */
export const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32})\.(png|jpg|webp|gif|avif)$/;

export type VariantType = 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';

export interface UploadVariant {
  /** `/uploads/<32 hex>-<width>.<ext>`, cached for good like the upload. */
  url: string;
  type: VariantType;
  width: number;
  height: number;
}

/** The proportions of the cover crops: the featured-image box (1200×630). */
export const COVER_ASPECT = { width: 40, height: 21 };

/**
 * What `GET /uploads/{name}/variants` answers (and the upload answer carries): the upload's
 * size once upright, its variants (the whole image) and its cover crops (the centre at 40:21,
 * for cards, post headers and `og:image`), narrowest first. None for an animated image.
 */
export interface UploadVariants {
  url: string;
  width: number;
  height: number;
  variants: UploadVariant[];
  cover: UploadVariant[];
}

/** `/uploads/ab…cd.jpg` → `/uploads/ab…cd.jpg/variants`; undefined for any other address. */
export function variantsUrl(imageUrl: string): string | undefined {
  return UPLOAD_URL.test(imageUrl) ? `${imageUrl}/variants` : undefined;
}
