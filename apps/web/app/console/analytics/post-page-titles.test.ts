import { describe, expect, it } from 'vitest';
import { postOfPage } from './post-page-titles';

describe("a post's page in the analytics", () => {
  it('reads the language and slug of the pages the tracker stores for posts', () => {
    expect(postOfPage('/blogpost?slug=ecrans-en-vitrine')).toEqual({
      language: 'fr',
      slug: 'ecrans-en-vitrine',
    });
    expect(postOfPage('/en/BlogPost?slug=smart-screens')).toEqual({
      language: 'en',
      slug: 'smart-screens',
    });
  });

  it('leaves every other page alone', () => {
    expect(postOfPage('/blogpost')).toBeUndefined();
    expect(postOfPage('/blog?tag=retail')).toBeUndefined();
    expect(postOfPage('/de/blogpost?slug=x')).toBeUndefined();
    expect(postOfPage('/blogpost?slug=a%3Bb')).toBeUndefined();
    expect(postOfPage('(other)')).toBeUndefined();
  });
});
