import type { Locale } from '@vitrine/contract/locales';
import { publishedOn, type BlogCard } from '../../../blog/blog-types';
import type { BlogCopy } from '../../../content/fr/blog';
import { CategoryBadge } from './category-badge';
import { PostCard } from './post-card';
import { PostFacts } from './post-facts';

const TAGS_PER_CARD = 3;

/**
 * One listing card (docs/product.md §2.13): image, category, date, read time, title, excerpt, tags,
 * link.
 */
export function BlogCardItem({
  post,
  locale,
  copy,
  priority,
}: {
  post: BlogCard;
  locale: Locale;
  copy: BlogCopy;
  priority: boolean;
}) {
  const meta = (
    <>
      <div>
        <CategoryBadge category={post.category} categories={copy.categories} />
      </div>
      <PostFacts
        date={publishedOn(post)}
        readTime={post.read_time}
        minRead={copy.listing.minRead}
        locale={locale}
        style="short"
      />
    </>
  );
  const tags =
    post.tags.length > 0 ? (
      <ul className="flex flex-wrap gap-2" aria-label={copy.post.tagsLabel}>
        {post.tags.slice(0, TAGS_PER_CARD).map((tag) => (
          <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <PostCard
      post={post}
      locale={locale}
      readMore={copy.listing.readMore}
      headingLevel="h2"
      priority={priority}
      meta={meta}
      details={tags}
    />
  );
}
