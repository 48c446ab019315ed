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
    const slugs = entries.map((entry) => entry.paths.en?.replace('/en/blogpost?slug=', ''));
    expect(slugs.sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `post-${n}`));
  });
});
