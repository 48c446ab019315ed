import { BLOG_CATEGORIES, type BlogCategory } from '@vitrine/contract/entities/field-options';

/** Cards per listing page: four rows of three on a wide screen, light enough for a fast LCP. */
export const BLOG_PAGE_SIZE = 12;
/** The longest search the listing sends (the API takes up to 200 characters). */
export const MAX_BLOG_SEARCH = 100;

/** One view of the listing, as its URL (`?q=&category=&page=`) carries it. */
export interface BlogListing {
  /** Free text, searched by the server in titles, excerpts and tags. */
  q: string;
  /** A category to match exactly, or '' for all. */
  category: BlogCategory | '';
  /** 1 for the first page. */
  page: number;
  /** A tag archive (`?tag=`): the posts carrying this tag exactly. */
  tag?: string;
  /** An author page (`?author=`): the posts of the team member with this key. */
  author?: string;
}

/** The longest tag a post may carry (`BlogPost.tags`): a longer one names no archive. */
export const MAX_TAG_LENGTH = 40;
/** An author's key (`TeamMember.slug`). */
const AUTHOR_KEY = /^[a-z0-9]+(?:-[a-z0-9]+){0,20}$/;
const MAX_AUTHOR_KEY = 80;

export function isBlogCategory(value: string | null): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');
}

/**
 * The view a listing URL asks for; undefined when `page` is not a whole number from 1, the tag
 * is longer than a tag may be or the author is not a key (such a page does not exist). Unknown
 * categories are ignored.
 */
export function readBlogListing(search: string | URLSearchParams): BlogListing | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawPage = params.get('page');
  if (rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage)) return undefined;
  const category = params.get('category');
  const tag = params.get('tag')?.trim() ?? '';
  const author = params.get('author') ?? '';
  if (tag.length > MAX_TAG_LENGTH) return undefined;
  if (author !== '' && (author.length > MAX_AUTHOR_KEY || !AUTHOR_KEY.test(author)))
    return undefined;
  return {
    q: (params.get('q') ?? '').slice(0, MAX_BLOG_SEARCH),
    category: isBlogCategory(category) ? category : '',
    page: rawPage === null ? 1 : Number(rawPage),
    ...(tag === '' ? {} : { tag }),
    ...(author === '' ? {} : { author }),
  };
}

/** The query string of a view, `?…`, or '' for the first page of every article. */
export function blogListingSearch({ q, category, page, tag, author }: BlogListing) {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (author) params.set('author', author);
  if (q.trim() !== '') params.set('q', q);
  if (category !== '') params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function hasActiveFilter({ q, category }: Pick<BlogListing, 'q' | 'category'>) {
  return q.trim() !== '' || category !== '';
}

/** How many pages `total` posts fill (at least one, which may be empty). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

/**
 * The page numbers a pager shows around `current`: the first, the last, two on each side, and
 * `'gap'` where numbers are left out (1 … 4 5 6 7 8 … 50).
 */
export function pagerItems(current: number, last: number): (number | 'gap')[] {
  const shown = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [index, page] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1)
      items.push(page - previous === 2 ? page - 1 : 'gap');
    items.push(page);
  }
  return items;
}
