import { LOCALES, type Locale } from '@vitrine/contract/locales';
import type { MetaDescriptor } from 'react-router';
import { feedPath, postPath, publishedOn, type BlogArticle } from '../blog/blog-types';
import type { BlogCopy } from '../content/fr/blog';
import { localeFromPath } from '../i18n/locale-from-path';
import { routeMeta } from './route-meta';

type MetaArgs = Parameters<typeof routeMeta>[0] & { loaderData: unknown };

function rootOrigin(args: MetaArgs) {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as
    { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin : '';
}

/**
 * The listing: the page's tags and a link to the language's RSS feed. Each page and category is
 * its own canonical page; search results name the listing as theirs; pages that do not exist are
 * not indexed.
 */
export function blogListingMeta(args: MetaArgs): MetaDescriptor[] {
  const data = args.loaderData as { copy?: { blog: BlogCopy }; missing?: boolean } | undefined;
  const locale = localeFromPath(args.location.pathname);
  const feed: MetaDescriptor = {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: data?.copy?.blog.listing.feedTitle ?? 'RSS',
    href: `${rootOrigin(args)}${feedPath(locale)}`,
  };
  const noindex = data?.missing === true;
  return routeMeta(args, { extra: [feed], noindex });
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
