import { describe, expect, it } from 'vitest';
import { blogFiltersSearch, filterPosts, hasActiveFilter, readBlogFilters } from './filter-posts';
import type { BlogCard } from './blog-types';
import { formatPostDate } from '../shared/format/format-date';

const posts: Pick<BlogCard, 'title' | 'excerpt' | 'tags' | 'category'>[] = [
  { title: 'Menu boards', excerpt: 'A bakery', tags: ['Retail'], category: 'case-studies' },
  { title: 'AI prompts', excerpt: 'Brand voice', tags: ['prompts'], category: 'ai-technology' },
  { title: 'Playlists', excerpt: 'Schedule', tags: ['RETAIL', 'how-to'], category: 'tutorials' },
];

describe('blog filters', () => {
  it('search title, excerpt and tags case-insensitively, category exactly, both combined', () => {
    const titles = (q: string, category: '' | 'tutorials' | 'case-studies' = '') =>
      filterPosts(posts, { q, category }).map((post) => post.title);
    expect(titles('')).toHaveLength(3);
    expect(titles('MENU')).toEqual(['Menu boards']);
    expect(titles('brand')).toEqual(['AI prompts']);
    expect(titles('retail')).toEqual(['Menu boards', 'Playlists']);
    expect(titles('retail', 'tutorials')).toEqual(['Playlists']);
    expect(titles('', 'case-studies')).toEqual(['Menu boards']);
    expect(titles('nothing', 'tutorials')).toEqual([]);
  });

  it('round-trip through the URL, ignoring unknown categories', () => {
    expect(readBlogFilters('?q=a%20b&category=tutorials')).toEqual({
      q: 'a b',
      category: 'tutorials',
    });
    expect(readBlogFilters('?category=nope')).toEqual({ q: '', category: '' });
    expect(blogFiltersSearch({ q: 'a b', category: 'tutorials' })).toBe(
      '?q=a+b&category=tutorials',
    );
    expect(blogFiltersSearch({ q: '', category: '' })).toBe('');
    expect(hasActiveFilter({ q: ' ', category: '' })).toBe(false);
  });

  it('format dates in the page language, in UTC', () => {
    expect(formatPostDate('2026-07-28T00:00:00.000Z', 'en', 'short')).toBe('Jul 28, 2026');
    expect(formatPostDate('2026-07-28T00:00:00.000Z', 'en', 'long')).toBe('July 28, 2026');
    expect(formatPostDate('2026-07-28T00:00:00.000Z', 'fr', 'long')).toBe('28 juillet 2026');
    expect(formatPostDate('bad', 'fr', 'short')).toBe('');
  });
});
