import { describe, expect, it } from 'vitest';
import { TRACK_LIMITS } from './track-limits';
import { pageAddressOf } from './track-page';

const pageOf = (url: string) => pageAddressOf(url)?.page;

describe('content-selecting queries in the page dimension', () => {
  it("keeps a post's slug, in both languages, and nothing else of the query", () => {
    expect(pageOf('https://site.fr/blogpost?slug=ecrans-connectes')).toBe(
      '/blogpost?slug=ecrans-connectes',
    );
    expect(
      pageOf('https://site.fr/en/blogpost/?utm_source=x&slug=smart-screens&preview=tok#top'),
    ).toBe('/en/blogpost?slug=smart-screens');
    // The page is found as the site finds it: case ignored, the path's case kept.
    expect(pageOf('/BlogPost?slug=a&slug=b')).toBe('/BlogPost?slug=a');
  });

  it("keeps the listing's author, category and tag in one order, never the search or the page number", () => {
    expect(pageOf('/blog?q=menu&page=3&tag=retail&category=conseils&author=Marie%20Curie')).toBe(
      '/blog?author=Marie+Curie&category=conseils&tag=retail',
    );
    expect(pageOf('/en/blog?category=&q=x&page=2')).toBe('/en/blog');
  });

  it('drops the query of every other page, and keys of another page', () => {
    expect(pageOf('/tarifs?slug=x&category=y')).toBe('/tarifs');
    expect(pageOf('/blogpost?category=y&tag=z')).toBe('/blogpost');
    expect(pageOf('/?slug=x')).toBe('/');
  });

  it('cuts each value once encoded, drops control characters and blank values, encodes what would split a filter', () => {
    const long = 'a'.repeat(TRACK_LIMITS.contentValueChars + 50);
    expect(pageOf(`/blogpost?slug=${long}`)).toBe(
      `/blogpost?slug=${'a'.repeat(TRACK_LIMITS.contentValueChars)}`,
    );
    expect(pageOf('/blogpost?slug=%20%20')).toBe('/blogpost');
    expect(pageOf('/blogpost?slug=a%00b')).toBe('/blogpost?slug=ab');
    expect(pageOf('/blog?tag=a;b|c')).toBe('/blog?tag=a%3Bb%7Cc');
  });

  it('stays within the stored page length, never cutting inside an escape', () => {
    const wide = 'é'.repeat(TRACK_LIMITS.contentValueChars);
    const page = pageOf(`/blog?author=${wide}&category=${wide}&tag=${wide}`)!;
    expect(page.length).toBeLessThanOrEqual(TRACK_LIMITS.pageChars);
    const [author, category, tag] = page.slice('/blog?'.length).split('&');
    expect(author).toBe(`author=${'%C3%A9'.repeat(20)}`);
    expect(category).toBe(`category=${'%C3%A9'.repeat(20)}`);
    expect(tag).toBe(`tag=${'%C3%A9'.repeat(20)}`);
    expect(page).not.toMatch(/%[0-9A-F]?$/);
  });
});
