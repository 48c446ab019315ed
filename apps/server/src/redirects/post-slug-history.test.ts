import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';
import { MAX_SLUGS_PER_POST } from './post-slug-history';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

describe.skipIf(!built).each(testDatabases())('former post slugs on $name', (testDatabase) => {
  let url: string;
  const t = useTestApp(testDatabase, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const rename = async (id: string, patch: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/BlogPost/${id}`,
      headers: t.admin,
      payload: patch,
    });
    expect(response.statusCode).toBe(200);
  };
  const visit = (address: string) => fetch(`${url}${address}`, { redirect: 'manual' });
  const movedTo = async (address: string) => {
    const response = await visit(address);
    return response.status === 301 ? response.headers.get('location') : response.status;
  };

  it('answers every former slug of a published post with a 301 to its address now', async () => {
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('first-name'));
    await rename(id, { slug: 'second-name' });
    await rename(id, { slug: 'third-name' });
    expect(await movedTo('/en/blogpost?slug=first-name')).toBe('/en/blogpost?slug=third-name');
    expect(await movedTo('/en/blogpost?slug=second-name')).toBe('/en/blogpost?slug=third-name');
    expect(await movedTo('/en/blogpost?slug=third-name')).toBe(200);
    // The French address of the same slug is another post's, and there is none.
    expect(await movedTo('/blogpost?slug=first-name')).toBe(404);
    // Taking an old slug back makes it live again.
    await rename(id, { slug: 'first-name' });
    expect(await movedTo('/en/blogpost?slug=first-name')).toBe(200);
    expect(await movedTo('/en/blogpost?slug=third-name')).toBe('/en/blogpost?slug=first-name');
  });

  it('keeps no slug of a draft, and sends nobody to an unpublished post', async () => {
    const id = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('draft-name', { published: false, language: 'fr' }),
    );
    await rename(id, { slug: 'draft-renamed' });
    await rename(id, { published: true });
    expect(await movedTo('/blogpost?slug=draft-name')).toBe(404);
    await rename(id, { slug: 'billet-publie' });
    expect(await movedTo('/blogpost?slug=draft-renamed')).toBe('/blogpost?slug=billet-publie');
    await rename(id, { published: false });
    expect(await movedTo('/blogpost?slug=draft-renamed')).toBe(404);
  });

  it('lets a post that takes a former slug win, and forgets a deleted post', async () => {
    const first = await createAsAdmin(t, 'BlogPost', blogPostRecord('shared-slug'));
    await rename(first, { slug: 'first-post-now' });
    expect(await movedTo('/en/blogpost?slug=shared-slug')).toBe('/en/blogpost?slug=first-post-now');
    const second = await createAsAdmin(t, 'BlogPost', blogPostRecord('shared-slug'));
    expect(await movedTo('/en/blogpost?slug=shared-slug')).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `${t.base}/BlogPost/${second}`, headers: t.admin });
    await rename(first, { slug: 'first-post-later' });
    await t.app.inject({ method: 'DELETE', url: `${t.base}/BlogPost/${first}`, headers: t.admin });
    const rows = await t.database.db
      .selectFrom('post_slug_history')
      .selectAll()
      .where('post_id', '=', first)
      .execute();
    expect(rows).toEqual([]);
    expect(await movedTo('/en/blogpost?slug=first-post-now')).toBe(404);
  });

  it(`keeps the last ${MAX_SLUGS_PER_POST} former slugs of a post`, async () => {
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('many-0'));
    for (let n = 1; n <= MAX_SLUGS_PER_POST + 2; n += 1) await rename(id, { slug: `many-${n}` });
    const rows = await t.database.db
      .selectFrom('post_slug_history')
      .select('slug')
      .where('post_id', '=', id)
      .execute();
    expect(rows).toHaveLength(MAX_SLUGS_PER_POST);
    expect(await movedTo('/en/blogpost?slug=many-0')).toBe(404);
    expect(await movedTo('/en/blogpost?slug=many-2')).toBe(
      `/en/blogpost?slug=many-${MAX_SLUGS_PER_POST + 2}`,
    );
  });
});
