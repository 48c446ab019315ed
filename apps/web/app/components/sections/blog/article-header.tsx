import { tagPath } from '@vitrine/contract/blog-archive-paths';
import type { Locale } from '@vitrine/contract/locales';
import { POST_IMAGE_SIZES } from '@vitrine/contract/markdown/markdown-pictures';
import { FEATURED_IMAGE, publishedOn, type BlogArticle } from '../../../blog/blog-types';
import type { BlogCopy } from '../../../content/fr/blog';
import { Icon } from '../../../shared/icons/icon';
import { ResponsivePicture } from '../../ui/responsive-image';
import { AuthorByline } from './author-byline';
import { CategoryBadge } from './category-badge';
import { PostFacts } from './post-facts';

/**
 * Back link, category, date, read time, title, excerpt, author, featured image and tags (each a
 * link to its archive).
 */
export function ArticleHeader({
  post,
  locale,
  copy,
  backTo,
}: {
  post: BlogArticle;
  locale: Locale;
  copy: BlogCopy;
  backTo: string;
}) {
  return (
    <header>
      <a
        href={backTo}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:text-brand-strong"
      >
        <Icon name="arrow-left" className="size-4" />
        {copy.post.back}
      </a>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <CategoryBadge category={post.category} categories={copy.categories} />
        <PostFacts
          date={publishedOn(post)}
          readTime={post.read_time}
          minRead={copy.listing.minRead}
          locale={locale}
          style="long"
        />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
        {post.title}
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl">
        {post.excerpt}
      </p>
      {post.author ? (
        <AuthorByline author={post.author} locale={locale} copy={copy.archive} />
      ) : null}
      {post.image ? (
        <ResponsivePicture
          image={post.image}
          sizes={POST_IMAGE_SIZES}
          alt=""
          priority
          className="mt-10 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : post.featured_image ? (
        <img
          src={post.featured_image}
          alt=""
          width={FEATURED_IMAGE.width}
          height={FEATURED_IMAGE.height}
          fetchPriority="high"
          className="mt-10 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
      {post.tags.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={copy.post.tagsLabel}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <a
                href={tagPath(locale, tag)}
                className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-indigo-50 hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {tag}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
