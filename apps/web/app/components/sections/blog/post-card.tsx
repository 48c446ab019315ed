import type { Locale } from '@vitrine/contract/locales';
import type { ReactNode } from 'react';
import { FEATURED_IMAGE, postPath, type BlogCard } from '../../../blog/blog-types';
import { Icon } from '../../../shared/icons/icon';
import { ResponsivePicture } from '../../ui/responsive-image';

/** A card's width in the listing's grid: 3 columns of the 72rem column, 2, then one. */
const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 342px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

export interface PostCardProps {
  post: BlogCard;
  locale: Locale;
  readMore: string;
  /** `h2` on the listing, `h3` under the post's own headings. */
  headingLevel: 'h2' | 'h3';
  /** The first card of the listing is the page's largest paint: its image loads at once. */
  priority?: boolean;
  /** Shown between the image and the title (category, date, read time). */
  meta?: ReactNode;
  /** Shown between the excerpt and the link (tags). */
  details?: ReactNode;
}

/** A post as a card: image, title, excerpt and a "Read More" link named after the post. */
export function PostCard({
  post,
  locale,
  readMore,
  headingLevel: Heading,
  priority = false,
  meta,
  details,
}: PostCardProps) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {post.image ? (
        <ResponsivePicture
          image={post.image}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          priority={priority}
          className="block aspect-[40/21] w-full bg-slate-100 object-cover"
        />
      ) : post.featured_image ? (
        <img
          src={post.featured_image}
          alt=""
          width={FEATURED_IMAGE.width}
          height={FEATURED_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[40/21] w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {meta}
        <Heading className="text-xl font-bold text-balance text-ink">{post.title}</Heading>
        <p className="line-clamp-3 text-slate-600">{post.excerpt}</p>
        {details}
        <a
          href={postPath(locale, post.slug)}
          className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand hover:text-brand-strong"
        >
          {readMore}
          <span className="sr-only">: {post.title}</span>
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </article>
  );
}
