import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { BlogPostRecord } from '@vitrine/contract/entities/blog-post';
import type { ResponsiveImage } from './responsive-image';

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
  'published_date',
] as const;

/** A card; `image` is its featured image's variants when it is an upload that has them. */
export type BlogCard = Pick<BlogPostRecord, 'id' | (typeof CARD_FIELDS)[number]> & {
  image?: ResponsiveImage;
};

/** An article as its page shows it: the card fields and its content as sanitised HTML. */
export type BlogArticle = BlogCard & { html: string; updated_date: string } & Partial<
    Pick<BlogPostRecord, 'seo_title' | 'seo_description'>
  > & {
    /** Its author, when it names a visible team member (`blog-authors.server.ts`). */
    author?: BlogAuthor;
  };

/** A post's author as the pages show them: a visible team member, in the page's language. */
export interface BlogAuthor {
  /** The key of their page (`/blog?author=`). */
  key: string;
  name: string;
  role: string;
  bio: string;
  portrait?: string;
  /** The portrait's variants, when it is an upload that has them. */
  image?: ResponsiveImage;
  portraitAlt: string;
}

/** The listing narrowed to an archive: one tag's posts, or one author's. */
export type BlogArchive = { kind: 'tag'; tag: string } | { kind: 'author'; author: BlogAuthor };

/** The date a post shows: its publication date (posts always have one once published). */
export const publishedOn = (post: Pick<BlogCard, 'published_date' | 'created_date'>) =>
  post.published_date ?? post.created_date;

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
