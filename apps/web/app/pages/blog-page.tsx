import type { Locale } from '@vitrine/contract/locales';
import { useLocation } from 'react-router';
import { Island } from '../components/islands/island';
import { PageFrame } from '../components/layout/page-frame';
import { BlogCardItem } from '../components/sections/blog/blog-card';
import { BlogEmptyState } from '../components/sections/blog/blog-empty-state';
import { BlogFilterBar } from '../components/sections/blog/blog-filter-bar';
import { BlogPageMissing } from '../components/sections/blog/blog-page-missing';
import { BlogPager } from '../components/sections/blog/blog-pager';
import { AllPostsLink, AuthorProfile } from '../components/sections/blog/blog-archive-intro';
import { Container } from '../shared/ui/container';
import { hasActiveFilter, type BlogListing } from '../blog/blog-listing';
import type { BlogArchive, BlogCard } from '../blog/blog-types';
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
  /** A tag's archive or an author's page, when the listing is one. */
  archive?: BlogArchive;
}

/** The page's heading and intro: the blog's, a tag's, or the author's name and role. */
function frameText(copy: BlogPageProps['copy'], archive: BlogArchive | undefined) {
  const words = copy.blog.archive;
  if (archive?.kind === 'tag') {
    return {
      heading: words.tagHeading.replace('{tag}', archive.tag),
      intro: words.tagIntro.replace('{tag}', archive.tag),
    };
  }
  if (archive?.kind === 'author')
    return { heading: archive.author.name, intro: archive.author.role };
  return copy.page;
}

/**
 * Blog listing (docs/product.md §2.13): search, categories, one page of cards and the pager, all
 * from the server, as a form and links. The `blog-search` island (`islands/blog-search.island.ts`)
 * brings the results of what is typed into `data-blog-results` and the count into the status.
 * An archive (a tag's, an author's) has no search: a link back to every post instead, and the
 * author's portrait and bio.
 */
export function BlogPage(props: BlogPageProps) {
  const { locale, copy, listing, posts, total, pages, missing, archive } = props;
  const { pathname } = useLocation();
  const { listing: words } = copy.blog;
  const filtered = hasActiveFilter(listing);
  const count = (total === 1 ? words.resultCount.one : words.resultCount.other).replace(
    '{n}',
    String(total),
  );
  const results = () => {
    if (missing) return <BlogPageMissing copy={words} firstPage={pathname} />;
    if (posts.length === 0 && archive?.kind === 'author') return null;
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
  const frame = frameText(copy, missing ? undefined : archive);
  if (archive && !missing) {
    return (
      <PageFrame heading={frame.heading} intro={frame.intro} compact>
        <Container className="pb-20 sm:pb-28">
          <AllPostsLink href={pathname} copy={copy.blog.archive} />
          {archive.kind === 'author' ? (
            <AuthorProfile
              author={archive.author}
              copy={copy.blog.archive}
              hasPosts={posts.length > 0}
            />
          ) : null}
          {results()}
        </Container>
      </PageFrame>
    );
  }
  return (
    <PageFrame heading={frame.heading} intro={frame.intro} compact>
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
