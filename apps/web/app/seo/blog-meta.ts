import { LOCALES, type Locale } from '@vitrine/contract/locales';
import type { MetaDescriptor } from 'react-router';
import { authorPath } from '@vitrine/contract/blog-archive-paths';
import { pagePath } from '@vitrine/contract/site-pages';
import { blogListingSearch, type BlogListing } from '../blog/blog-listing';
import {
  feedPath,
  postPath,
  publishedOn,
  type BlogArchive,
  type BlogArticle,
} from '../blog/blog-types';
import type { BlogCopy } from '../content/fr/blog';
import { localeFromPath } from '../i18n/locale-from-path';
import { routeMeta } from './route-meta';

type MetaArgs = Parameters<typeof routeMeta>[0] & { loaderData: unknown };

function rootOrigin(args: MetaArgs) {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as
    { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin : '';
}

interface ListingMetaData {
  copy?: { blog: BlogCopy };
  missing?: boolean;
  listing?: BlogListing;
  archive?: BlogArchive;
}

/**
 * An archive's own title, description and addresses: a tag's archive exists in its language only
 * (tags are words of that language); an author's page in every language.
 */
function archiveMeta(locale: Locale, data: ListingMetaData) {
  const { archive, listing, copy } = data;
  if (!archive || !listing || !copy) return {};
  const words = copy.blog.archive;
  const own = pagePath(locale, 'Blog', blogListingSearch({ ...listing, q: '', category: '' }));
  if (archive.kind === 'tag') {
    const fill = (text: string) => text.replace('{tag}', archive.tag);
    const text = { title: fill(words.tagTitle), description: fill(words.tagDescription) };
    return { text, paths: { [locale]: own } };
  }
  const { author } = archive;
  const fill = (text: string) => text.replace('{name}', author.name).replace('{role}', author.role);
  const text = { title: fill(words.authorTitle), description: fill(words.authorDescription) };
  const paths = Object.fromEntries(LOCALES.map((other) => [other, authorPath(other, author.key)]));
  return { text, paths: { ...paths, [locale]: own } };
}

/**
 * The listing: the page's tags and a link to the language's RSS feed. Each page and category is
 * its own canonical page, and so is each archive (a tag's, an author's); search results name the
 * listing as theirs; pages that do not exist are not indexed.
 */
export function blogListingMeta(args: MetaArgs): MetaDescriptor[] {
  const data = args.loaderData as ListingMetaData | undefined;
  const locale = localeFromPath(args.location.pathname);
  const feed: MetaDescriptor = {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: data?.copy?.blog.listing.feedTitle ?? 'RSS',
    href: `${rootOrigin(args)}${feedPath(locale)}`,
  };
  const noindex = data?.missing === true;
  const archive = data && !noindex ? archiveMeta(locale, data) : {};
  return routeMeta(args, { extra: [feed], noindex, ...archive });
}

export interface BlogPostMetaData {
  copy: { blog: BlogCopy };
  article?: { post: BlogArticle; translationSlug: string | undefined };
}

/**
 * An article: its title and excerpt, canonical `/blogpost?slug=…`, hreflang to a published
 * translation, Open Graph article tags. A missing article is `noindex`.
 */
export function blogPostMeta(args: MetaArgs): MetaDescriptor[] {
  const data = args.loaderData as BlogPostMetaData | undefined;
  const locale = localeFromPath(args.location.pathname);
  const article = data?.article;
  if (!data || !article) {
    const post = data?.copy.blog.post;
    const text = post
      ? { title: post.notFoundSeoTitle, description: post.notFoundText }
      : undefined;
    return routeMeta(args, { noindex: true, text });
  }
  const { post, translationSlug } = article;
  const other = LOCALES.find((candidate) => candidate !== locale) as Locale;
  const paths: Partial<Record<Locale, string>> = { [locale]: postPath(locale, post.slug) };
  if (translationSlug) paths[other] = postPath(other, translationSlug);
  const share = post.image?.share;
  return routeMeta(args, {
    // The post’s own search-engine texts when it has them (docs/product.md §3.2).
    text: {
      title: post.seo_title || post.title,
      description: post.seo_description || post.excerpt,
    },
    paths,
    ogType: 'article',
    // A featured upload is shared at 1200 wide (its JPEG or PNG variant), made absolute.
    ...(share ? { image: { ...share, alt: post.title } } : {}),
    extra: [
      { property: 'article:published_time', content: publishedOn(post) },
      { property: 'article:modified_time', content: post.updated_date },
      { property: 'article:section', content: data.copy.blog.categories[post.category] },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ],
  });
}
