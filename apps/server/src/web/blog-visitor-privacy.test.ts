import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

/**
 * What the blog's pages, their data, the feeds and the sitemap send to visitors never names the
 * admin who wrote a post, nor the id of an unpublished draft.
 */
describe.skipIf(!built).each(testDatabases())(
  'blog pages and feeds shown to visitors on $name',
  (testDatabase) => {
    let url: string;
    let draftId: string;
    const t = useTestApp(testDatabase, {}, { web: true });
    beforeAll(async () => {
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const create = (data: Record<string, unknown>) => createAsAdmin(t, 'BlogPost', data);
      draftId = await create(
        blogPostRecord('brouillon-secret', { published: false, language: 'fr' }),
      );
      await create(blogPostRecord('linked-to-a-draft', { translation_id: draftId }));
      await create(blogPostRecord('another-post'));
    });

    it('names neither the author account nor the draft, on every surface', async () => {
      const surfaces = [
        '/en/blog',
        '/en/blogpost?slug=linked-to-a-draft',
        '/en/blogpost.data?slug=linked-to-a-draft',
        '/en/blog.data',
        '/en/blog/rss.xml',
        '/sitemap.xml',
      ];
      for (const surface of surfaces) {
        const response = await fetch(`${url}${surface}`);
        expect(response.status, surface).toBe(200);
        const text = await response.text();
        expect(text, surface).toContain('linked-to-a-draft');
        expect(text, surface).not.toContain(ADMIN.email);
        expect(text, surface).not.toContain(draftId);
      }
    });

    it('describes the article in JSON-LD without a person behind it', async () => {
      const html = await (await fetch(`${url}/en/blogpost?slug=linked-to-a-draft`)).text();
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(jsonLd).toBeDefined();
      const data = JSON.parse(jsonLd!) as Record<string, unknown>;
      expect(data['@type']).toBe('BlogPosting');
      expect(data).not.toHaveProperty('author');
      expect(jsonLd).not.toContain(ADMIN.email);
    });
  },
);
