import type { UploadStore, VariantManifest } from '../../uploads/uploads';
import { CONTENT_WIDTH } from './campaign-style';

/** An image of the content as the e-mail draws it: a variant every mail client shows, sized. */
export interface MailImage {
  /** From the site's root: `/uploads/<base>-<width>.jpg` (or `.png`). */
  src: string;
  /** The size to draw it at: its own, `CONTENT_WIDTH` wide at most. */
  width: number;
  height: number;
}

/** Mail images by the address the markdown gives (`/uploads/<name>`). */
export type MailImages = ReadonlyMap<string, MailImage>;

const UPLOAD_IN_MARKDOWN = /\/uploads\/([a-f0-9]{32}\.(?:png|jpg|webp|gif|avif))/g;
/** Twice the drawn width: sharp on high-density screens. */
const SHARP = 2;

/** The whole-image variant in the fallback format (JPEG or PNG) that covers twice the width. */
export function mailImageOf(manifest: VariantManifest): MailImage | undefined {
  const width = Math.min(CONTENT_WIDTH, manifest.width);
  const whole = manifest.variants.filter(
    (variant) => !variant.cover && variant.format === manifest.fallback,
  );
  const chosen = whole.find((variant) => variant.width >= width * SHARP) ?? whole.at(-1);
  if (!chosen) return undefined;
  const height = Math.max(1, Math.round((manifest.height * width) / manifest.width));
  return { src: `/uploads/${chosen.name}`, width, height };
}

/**
 * The uploads a campaign's markdown shows, with their mail variant: a WebP or AVIF upload is
 * drawn from its JPEG or PNG variant, a large photo from a variant near the e-mail's width.
 */
export async function loadCampaignImages(
  markdown: string,
  uploads: Pick<UploadStore, 'manifestOf'> | undefined,
): Promise<MailImages> {
  const images = new Map<string, MailImage>();
  if (!uploads) return images;
  const names = new Set([...markdown.matchAll(UPLOAD_IN_MARKDOWN)].map((match) => match[1]!));
  for (const name of names) {
    const manifest = await uploads.manifestOf(name);
    const image = manifest && mailImageOf(manifest);
    if (image) images.set(`/uploads/${name}`, image);
  }
  return images;
}
