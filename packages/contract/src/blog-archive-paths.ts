import type { Locale } from './locales';
import { pagePath } from './site-pages';

/**
 * The blog's archives (docs/product.md §2.13): the listing filtered by one tag or one author, in
 * one language. The query is written as `URLSearchParams` writes it, so that links, canonical
 * URLs and the sitemap name the same address.
 */
export function tagPath(locale: Locale, tag: string) {
  return pagePath(locale, 'Blog', new URLSearchParams({ tag }).toString());
}

/** An author's page: `/blog?author=<TeamMember.slug>`. */
export function authorPath(locale: Locale, key: string) {
  return pagePath(locale, 'Blog', new URLSearchParams({ author: key }).toString());
}
