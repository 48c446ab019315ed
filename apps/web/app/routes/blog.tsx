import { pagePath } from '@vitrine/contract/site-pages';
import { data } from 'react-router';
import { blogPostSource, listPublishedPage } from '../blog/blog-api.server';
import { findAuthorByKey } from '../blog/blog-authors.server';
import type { BlogArchive } from '../blog/blog-types';
import { imageResolver, withCardImages } from '../blog/post-images.server';
import { pageCount, readBlogListing } from '../blog/blog-listing';
import { blogCopy } from '../i18n/blog-copy';
import { pagesCopy } from '../i18n/pages-copy';
import { requestLocale } from '../i18n/request-locale';
import { BlogPage } from '../pages/blog-page';
import { usePageRoute } from '../routing/use-page-route';
import { blogListingMeta } from '../seo/blog-meta';
import type { Route } from './+types/blog';

const FIRST_PAGE = { q: '', category: '' as const, page: 1 };

/**
 * docs/product.md §7.3: one page of the published posts of the page's language, newest first,
 * searched and filtered by the server; a tag's archive (`?tag=`) or an author's page
 * (`?author=`, a visible team member's key). A page that does not exist, a tag no published
 * post carries or an unknown author answers 404; a failed load shows no posts (docs/product.md
 * §8.3) and is never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const copy = { page: pagesCopy(locale).blog, blog: blogCopy(locale) };
  const listing = readBlogListing(new URL(request.url).searchParams);
  const empty = { copy, posts: [], total: 0, pages: 1, archive: undefined };
  const missingPage = (shown = listing ?? FIRST_PAGE) =>
    data({ ...empty, listing: shown, missing: true }, { status: 404 });
  if (!listing) return missingPage(FIRST_PAGE);
  try {
    const resolve = imageResolver(request, context);
    let archive: BlogArchive | undefined;
    let authorId: string | undefined;
    if (listing.author) {
      const found = await findAuthorByKey(context, listing.author, locale, resolve);
      if (!found) return missingPage();
      authorId = found.id;
      archive = { kind: 'author', author: found.author };
    } else if (listing.tag) archive = { kind: 'tag', tag: listing.tag };
    const source = blogPostSource(request, context);
    const { posts, total } = await listPublishedPage(source, locale, listing, authorId);
    const pages = pageCount(total);
    if (listing.page > pages) return missingPage();
    if (archive?.kind === 'tag' && total === 0) return missingPage();
    const shown = await withCardImages(resolve, posts);
    // A tag is a word of its language: the language switch leads to the other blog's first page.
    const other = locale === 'fr' ? 'en' : 'fr';
    const alternatePath = archive?.kind === 'tag' ? pagePath(other, 'Blog') : undefined;
    return data({
      copy,
      listing,
      posts: shown,
      total,
      pages,
      missing: false,
      archive,
      alternatePath,
    });
  } catch (error) {
    console.error('Error loading blog posts', error);
    const headers = { 'Cache-Control': 'no-store' };
    return data({ ...empty, listing, missing: false }, { headers });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => blogListingMeta(args);

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage locale={usePageRoute().locale} {...loaderData} />;
}
