import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';
import { blogSitemapSource } from './blog-feed';

describe.each(testDatabases())('the blog in the sitemap on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('lists every published post, read in batches, each once', async () => {
    for (let n = 0; n < 7; n += 1) await createAsAdmin(t, 'BlogPost', blogPostRecord(`post-${n}`));
    await createAsAdmin(t, 'BlogPost', blogPostRecord('draft', { published: false }));
    const entries = await blogSitemapSource(t.app.services.store, 3)();
    const slugs = entries
      .map((entry) => entry.paths.en ?? '')
      .filter((entry) => entry.startsWith('/en/blogpost?'))
      .map((entry) => entry.replace('/en/blogpost?slug=', ''));
    expect(slugs.sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `post-${n}`));
  });

  it('lists each tag of a published post once per language, alone, from its newest post', async () => {
    await createAsAdmin(t, 'BlogPost', blogPostRecord('a', { tags: ['Écrans & IA', 'retail'] }));
    await createAsAdmin(t, 'BlogPost', blogPostRecord('b', { tags: ['retail'] }));
    await createAsAdmin(t, 'BlogPost', blogPostRecord('c', { tags: ['retail'], language: 'fr' }));
    await createAsAdmin(t, 'BlogPost', blogPostRecord('d', { tags: ['secret'], published: false }));
    const entries = await blogSitemapSource(t.app.services.store, 2)();
    const archives = entries.filter((entry) =>
      Object.values(entry.paths).some((path) => path.includes('?tag=')),
    );
    expect(archives.map((entry) => entry.paths)).toEqual(
      expect.arrayContaining([
        { en: '/en/blog?tag=%C3%89crans+%26+IA' },
        { en: '/en/blog?tag=retail' },
        { fr: '/blog?tag=retail' },
      ]),
    );
    // The earlier posts' `screens`, and never the draft's tag; each archive once.
    expect(archives).toHaveLength(4);
    expect(JSON.stringify(archives)).not.toContain('secret');
    const newestRetail = (await t.app.services.store.list(BlogPost, { filter: { slug: 'b' } }))[0]!;
    const retail = archives.find((entry) => entry.paths.en === '/en/blog?tag=retail');
    expect(retail?.lastModified).toBe(newestRetail.updated_date);
  });
});
