import type { Locale } from '@vitrine/contract/locales';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURED_IMAGE, postPath, type BlogCard } from '../../../blog/blog-types';
import type { BlogCopy } from '../../../content/fr/blog';
import { CategoryBadge } from './category-badge';
import { PostFacts } from './post-facts';

const TAGS_PER_CARD = 3;

/** One listing card (SPEC §2): image, category, date, read time, title, excerpt, tags, link. */
export function BlogCardItem({
  post,
  locale,
  copy,
}: {
  post: BlogCard;
  locale: Locale;
  copy: BlogCopy;
}) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {post.featured_image ? (
        <img
          src={post.featured_image}
          alt=""
          width={FEATURED_IMAGE.width}
          height={FEATURED_IMAGE.height}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div>
          <CategoryBadge category={post.category} categories={copy.categories} />
        </div>
        <PostFacts
          date={post.created_date}
          readTime={post.read_time}
          minRead={copy.listing.minRead}
          locale={locale}
          style="short"
        />
        <h2 className="text-xl font-bold text-balance text-ink">{post.title}</h2>
        <p className="line-clamp-3 text-slate-600">{post.excerpt}</p>
        {post.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={copy.post.tagsLabel}>
            {post.tags.slice(0, TAGS_PER_CARD).map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={postPath(locale, post.slug)}
          className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand hover:text-brand-strong"
        >
          {copy.listing.readMore}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
