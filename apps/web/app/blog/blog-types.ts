import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { BlogPostRecord } from '@vitrine/contract/entities/blog-post';

/** The fields a card shows (the listing and Related Articles never load the content). */
export const CARD_FIELDS = [
  'title',
  'excerpt',
  'slug',
  'category',
  'tags',
  'featured_image',
  'read_time',
  'created_date',
] as const;

export type BlogCard = Pick<BlogPostRecord, 'id' | (typeof CARD_FIELDS)[number]>;

/** An article as its page shows it: the card fields and its content as sanitised HTML. */
export type BlogArticle = BlogCard & { html: string; updated_date: string };

/** Featured images are drawn at 1200×630 (the sharing-image ratio). */
export const FEATURED_IMAGE = { width: 1200, height: 630 };

/** `/blogpost?slug=…` in a language. */
export function postPath(locale: Locale, slug: string) {
  return pagePath(locale, 'BlogPost', `slug=${encodeURIComponent(slug)}`);
}

/** The RSS feed of a language's blog: `/blog/rss.xml`, `/en/blog/rss.xml`. */
export function feedPath(locale: Locale) {
  return `${pagePath(locale, 'Blog')}/rss.xml`;
}
