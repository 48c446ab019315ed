import { describe, expect, it } from 'vitest';
import { formatPostDate } from '../shared/format/format-date';
import {
  blogListingSearch,
  hasActiveFilter,
  pageCount,
  pagerItems,
  readBlogListing,
} from './blog-listing';

describe('blog listing views', () => {
  it('round-trip through the URL, ignoring unknown categories', () => {
    expect(readBlogListing('?q=a%20b&category=tutorials&page=3')).toEqual({
      q: 'a b',
      category: 'tutorials',
      page: 3,
    });
    expect(readBlogListing('?category=nope')).toEqual({ q: '', category: '', page: 1 });
    expect(blogListingSearch({ q: 'a b', category: 'tutorials', page: 2 })).toBe(
      '?q=a+b&category=tutorials&page=2',
    );
    expect(blogListingSearch({ q: ' ', category: '', page: 1 })).toBe('');
    expect(hasActiveFilter({ q: ' ', category: '' })).toBe(false);
  });

  it('carry a tag archive or an author page, and have none for a tag too long or a bad key', () => {
    expect(readBlogListing('?tag=+Signage+tips+&page=2')).toEqual({
      q: '',
      category: '',
      page: 2,
      tag: 'Signage tips',
    });
    expect(readBlogListing('?author=ines-haddad')).toMatchObject({ author: 'ines-haddad' });
    expect(readBlogListing('?tag=')).toEqual({ q: '', category: '', page: 1 });
    expect(readBlogListing(`?tag=${'a'.repeat(40)}`)?.tag).toHaveLength(40);
    expect(readBlogListing(`?tag=${'a'.repeat(41)}`)).toBeUndefined();
    for (const key of ['Ines', 'ines_haddad', '-ines', 'a'.repeat(81)]) {
      expect(readBlogListing(`?author=${key}`), key).toBeUndefined();
    }
    expect(blogListingSearch({ q: '', category: '', page: 2, tag: 'É & co' })).toBe(
      '?tag=%C3%89+%26+co&page=2',
    );
    expect(blogListingSearch({ q: '', category: '', page: 1, author: 'ines-haddad' })).toBe(
      '?author=ines-haddad',
    );
  });

  it('have no page 0, no fractional or foreign page', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '01', '9999999']) {
      expect(readBlogListing(`?page=${page}`)).toBeUndefined();
    }
  });

  it('count pages and show the pager around the current one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(6, 50)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 50]);
    expect(pagerItems(4, 50)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 50]);
    expect(pagerItems(50, 50)).toEqual([1, 'gap', 48, 49, 50]);
  });

  it('format dates in the page language, in UTC', () => {
    expect(formatPostDate('2026-07-28T00:00:00.000Z', 'en', 'short')).toBe('Jul 28, 2026');
    expect(formatPostDate('2026-07-28T00:00:00.000Z', 'en', 'long')).toBe('July 28, 2026');
    expect(formatPostDate('2026-07-28T00:00:00.000Z', 'fr', 'long')).toBe('28 juillet 2026');
    expect(formatPostDate('bad', 'fr', 'short')).toBe('');
  });
});
