import { BlogPost, type BlogPostRecord } from '@vitrine/contract/entities/blog-post';
import { UPLOAD_URL } from '@vitrine/contract/integrations/upload-variants';
import type { Locale } from '@vitrine/contract/locales';
import { ValidationError } from '../../entities/entity-errors';
import type { EntityStore } from '../../entities/entity-store';
import type { UploadStore, VariantManifest } from '../../uploads/uploads';
import { postPath } from '../../web/web';

/** The blog post a campaign starts from, as the e-mail's card shows it. */
export interface CampaignPost {
  id: string;
  title: string;
  excerpt: string;
  /** The post's page from the site's root (`/blogpost?slug=…`, `/en/blogpost?slug=…`). */
  path: string;
  /** The featured image in a format every mail client shows (JPEG, or PNG for transparency). */
  image?: CampaignImage;
}

export interface CampaignImage {
  /** From the site's root (`/uploads/…`), or an absolute https address. */
  src: string;
  /** Known for upload variants; the e-mail draws the image 552 px wide at most. */
  width?: number;
  height?: number;
}

/** Formats Outlook, Gmail and Apple Mail all show; WebP and AVIF are not among them. */
const MAIL_FORMATS = /\.(jpe?g|png|gif)$/i;
/** Twice the e-mail's content width (552 px): sharp on high-density screens. */
const IMAGE_WIDTH = 1104;

const unusable = (message: string) =>
  new ValidationError([{ field: 'post_id', rule: 'link', message }]);

/** The cover crop (40:21) in the fallback format, the narrowest at least 1104 px wide. */
function coverVariant(manifest: VariantManifest): CampaignImage | undefined {
  const covers = manifest.variants.filter(
    (variant) => variant.cover && variant.format === manifest.fallback,
  );
  const chosen = covers.find((variant) => variant.width >= IMAGE_WIDTH) ?? covers.at(-1);
  return chosen && { src: `/uploads/${chosen.name}`, width: chosen.width, height: chosen.height };
}

async function mailImage(featured: string | undefined, uploads?: Pick<UploadStore, 'manifestOf'>) {
  if (!featured) return undefined;
  const upload = UPLOAD_URL.exec(featured);
  if (upload && uploads) {
    const manifest = await uploads.manifestOf(featured.slice('/uploads/'.length));
    const variant = manifest && coverVariant(manifest);
    if (variant) return variant;
  }
  const path = featured.split(/[?#]/)[0] ?? '';
  const usable = (upload !== null || /^https:\/\//i.test(featured)) && MAIL_FORMATS.test(path);
  return usable ? { src: featured } : undefined;
}

/**
 * The published post `postId` in `language`, for a campaign's card; a 422 naming `post_id` when
 * it does not exist, is not published (or only later) or is in the other language.
 */
export async function loadCampaignPost(
  store: EntityStore,
  postId: string,
  language: Locale,
  uploads?: Pick<UploadStore, 'manifestOf'>,
): Promise<CampaignPost> {
  const post = (await store.get(BlogPost, postId)) as unknown as BlogPostRecord | undefined;
  if (!post) throw unusable(`No blog post has the id ${postId}`);
  const publishedAt = post.published_date ?? post.created_date;
  if (!post.published || publishedAt > new Date().toISOString())
    throw unusable(`The blog post “${post.title}” is not published yet: publish it first`);
  if (post.language !== language)
    throw unusable(
      `The blog post “${post.title}” is in another language than the campaign (${language})`,
    );
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    path: postPath(language, post.slug),
    image: await mailImage(post.featured_image, uploads),
  };
}

/** The post of a campaign that names one (see `loadCampaignPost`), or undefined. */
export function campaignPostOf(
  store: EntityStore,
  campaign: { post_id?: string; language: Locale },
  uploads?: Pick<UploadStore, 'manifestOf'>,
) {
  return campaign.post_id
    ? loadCampaignPost(store, campaign.post_id, campaign.language, uploads)
    : Promise.resolve(undefined);
}
