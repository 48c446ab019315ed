import type { Locale } from '@vitrine/contract/locales';
import { useLocation } from 'react-router';
import { Island } from '../components/islands/island';
import { PageFrame } from '../components/layout/page-frame';
import { BlogCardItem } from '../components/sections/blog/blog-card';
import { BlogEmptyState } from '../components/sections/blog/blog-empty-state';
import { BlogFilterBar } from '../components/sections/blog/blog-filter-bar';
import { BlogPageMissing } from '../components/sections/blog/blog-page-missing';
import { BlogPager } from '../components/sections/blog/blog-pager';
import { Container } from '../shared/ui/container';
import { hasActiveFilter, type BlogListing } from '../blog/blog-listing';
import type { BlogCard } from '../blog/blog-types';
import type { BlogCopy } from '../content/fr/blog';
import type { PagesCopy } from '../content/fr/pages';

export interface BlogPageProps {
  locale: Locale;
  copy: { page: PagesCopy['blog']; blog: BlogCopy };
  listing: BlogListing;
  /** The cards of this page. */
  posts: BlogCard[];
  /** Posts of the view over all pages, and the number of pages. */
  total: number;
  pages: number;
  /** The page asked for does not exist (answered 404). */
  missing: boolean;
}

/**
 * Blog listing (docs/product.md §2.13): search, categories, one page of cards and the pager, all
 * from the server, as a form and links. The `blog-search` island (`islands/blog-search.island.ts`)
 * brings the results of what is typed into `data-blog-results` and the count into the status.
 */
export function BlogPage({ locale, copy, listing, posts, total, pages, missing }: BlogPageProps) {
  const { pathname } = useLocation();
  const { listing: words } = copy.blog;
  const filtered = hasActiveFilter(listing);
  const count = (total === 1 ? words.resultCount.one : words.resultCount.other).replace(
    '{n}',
    String(total),
  );
  const results = () => {
    if (missing) return <BlogPageMissing copy={words} firstPage={pathname} />;
    if (posts.length === 0) {
      return <BlogEmptyState copy={words} filtered={filtered} allPath={pathname} />;
    }
    return (
      <>
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id} className="flex">
              <BlogCardItem post={post} locale={locale} copy={copy.blog} priority={index === 0} />
            </li>
          ))}
        </ul>
        <BlogPager listing={listing} pages={pages} pathname={pathname} copy={words.pagination} />
      </>
    );
  };
  return (
    <PageFrame heading={copy.page.heading} intro={copy.page.intro} compact>
      <Container className="pb-20 sm:pb-28">
        <Island name="blog-search">
          <BlogFilterBar copy={copy.blog} pathname={pathname} listing={listing} />
          <p role="status" className="sr-only" data-blog-count="">
            {filtered && !missing ? count : ''}
          </p>
          <div
            data-blog-results=""
            aria-busy="false"
            className="transition-opacity aria-busy:opacity-60"
          >
            {results()}
          </div>
        </Island>
      </Container>
    </PageFrame>
  );
}
