import type { Locale } from '@vitrine/contract/locales';
import { PageFrame } from '../components/layout/page-frame';
import { BlogCardItem } from '../components/sections/blog/blog-card';
import { BlogEmptyState } from '../components/sections/blog/blog-empty-state';
import { BlogFilterBar } from '../components/sections/blog/blog-filter-bar';
import { useBlogFilters } from '../components/sections/blog/use-blog-filters';
import { Container } from '../components/ui/container';
import type { BlogCard } from '../blog/blog-types';
import { filterPosts, hasActiveFilter } from '../blog/filter-posts';
import type { BlogCopy } from '../content/fr/blog';
import type { PagesCopy } from '../content/fr/pages';

export interface BlogPageProps {
  locale: Locale;
  copy: { page: PagesCopy['blog']; blog: BlogCopy };
  posts: BlogCard[];
}

/**
 * Blog listing (docs/product.md §2.13): search, categories and the cards, filtered as the visitor
 * types.
 */
export function BlogPage({ locale, copy, posts }: BlogPageProps) {
  const [filters, setFilters] = useBlogFilters();
  const shown = filterPosts(posts, filters);
  const { listing } = copy.blog;
  return (
    <PageFrame heading={copy.page.heading} intro={copy.page.intro} compact>
      <Container className="pb-20 sm:pb-28">
        <BlogFilterBar copy={copy.blog} filters={filters} onChange={setFilters} />
        {shown.length > 0 ? (
          <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, index) => (
              <li key={post.id} className="flex">
                <BlogCardItem post={post} locale={locale} copy={copy.blog} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <BlogEmptyState
            copy={listing}
            filtered={hasActiveFilter(filters)}
            onClear={() => setFilters({ q: '', category: '' })}
          />
        )}
      </Container>
    </PageFrame>
  );
}
