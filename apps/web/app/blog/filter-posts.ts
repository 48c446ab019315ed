import { BLOG_CATEGORIES, type BlogCategory } from '@vitrine/contract/entities/field-options';
import type { BlogCard } from './blog-types';

export interface BlogFilters {
  /** Free text, matched case-insensitively against title, excerpt and tags. */
  q: string;
  /** A category to match exactly, or '' for all. */
  category: BlogCategory | '';
}

export function isBlogCategory(value: string | null): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** The filters carried by a listing URL (`?q=&category=`); unknown categories are ignored. */
export function readBlogFilters(search: string | URLSearchParams): BlogFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = params.get('category');
  return { q: params.get('q') ?? '', category: isBlogCategory(category) ? category : '' };
}

/** The query string of a filtered view, `?…` or '' when no filter is set. */
export function blogFiltersSearch({ q, category }: BlogFilters) {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (category !== '') params.set('category', category);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function hasActiveFilter({ q, category }: BlogFilters) {
  return q.trim() !== '' || category !== '';
}

/** docs/product.md §5.3: search over title, excerpt or any tag; category exact; both combine. */
export function filterPosts<T extends Pick<BlogCard, 'title' | 'excerpt' | 'tags' | 'category'>>(
  posts: readonly T[],
  { q, category }: BlogFilters,
): T[] {
  const needle = q.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === '' || post.category === category) &&
      (needle === '' ||
        post.title.toLowerCase().includes(needle) ||
        post.excerpt.toLowerCase().includes(needle) ||
        post.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
}
