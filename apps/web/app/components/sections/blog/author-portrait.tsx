import type { BlogAuthor } from '../../../blog/blog-types';
import { ResponsivePicture } from '../../ui/responsive-image';

/** Drawn sizes in CSS pixels: the byline's small round portrait, the author page's larger one. */
const SIZES = { small: 48, large: 128 } as const;
const BOX = { small: 'size-12', large: 'size-32' } as const;

/**
 * A team member's square portrait in a round frame of fixed size (no layout shift): an upload's
 * variants when it has them, else the image itself; nothing without a portrait.
 */
export function AuthorPortrait({ author, size }: { author: BlogAuthor; size: keyof typeof SIZES }) {
  const className = `${BOX[size]} shrink-0 rounded-full bg-indigo-50 object-cover ring-4 ring-indigo-50`;
  // The byline names the author beside it: its portrait adds nothing to read.
  const alt = size === 'small' ? '' : author.portraitAlt;
  if (author.image) {
    return (
      <ResponsivePicture
        image={author.image}
        sizes={`${SIZES[size]}px`}
        alt={alt}
        className={className}
      />
    );
  }
  if (!author.portrait) return null;
  return (
    <img
      src={author.portrait}
      alt={alt}
      width={SIZES[size]}
      height={SIZES[size]}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
