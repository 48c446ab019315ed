import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { patchedData } from '../db/json-data';
import { tableFor } from '../db/table-names';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'http://example.com/photo.jpg',
  '//evil.example/photo.jpg',
  '/\\evil.example/photo.jpg',
  'vbscript:msgbox(1)',
];

const post = (slug: string, featured_image: string) => ({
  title: `Post ${slug}`,
  excerpt: 'An excerpt',
  slug,
  content: 'Body',
  category: 'tutorials',
  tags: [],
  read_time: 1,
  published: true,
  language: 'en',
  featured_image,
});

const member = (portrait: string) => ({
  name: 'Alex Martin',
  role: { fr: 'Rôle', en: 'Role' },
  description: { fr: 'Description', en: 'Description' },
  portrait,
  portrait_alt: { fr: 'Portrait', en: 'Portrait' },
  order: 1,
  visible: true,
});

describe.each(testDatabases())('image address fields ($name)', (database) => {
  const t = useTestApp(database);

  it('refuses anything but a site path or https (422 naming the field), stores nothing', async () => {
    for (const [index, url] of UNSAFE.entries()) {
      const created = await t.postEntity('BlogPost', post(`unsafe-${index}`, url), t.admin);
      expect(created.statusCode, url).toBe(422);
      expect(created.json().errors).toEqual([expect.objectContaining({ field: 'featured_image' })]);
      const team = await t.postEntity('TeamMember', member(url), t.admin);
      expect(team.statusCode, url).toBe(422);
      expect(team.json().errors).toEqual([expect.objectContaining({ field: 'portrait' })]);
    }
    const count = await t.app.inject({ url: `${t.base}/BlogPost/count`, headers: t.admin });
    expect(count.json()).toMatchObject({ count: 0 });
  });

  it('accepts site paths, https addresses and an empty field', async () => {
    const accepted = ['/uploads/0123456789abcdef0123456789abcdef.jpg', 'https://cdn.example/a.png'];
    for (const [index, url] of [...accepted, ''].entries()) {
      const created = await t.postEntity('BlogPost', post(`safe-${index}`, url), t.admin);
      expect(created.statusCode, url).toBe(201);
      expect((await t.postEntity('TeamMember', member(url), t.admin)).statusCode, url).toBe(201);
    }
  });
});

describe.skipIf(!built)('pages and image addresses stored before the check', () => {
  let url: string;
  const t = useTestApp(testDatabases()[0]!, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Writes `field` as it may have been stored before the check, bypassing validation. */
  async function storeRaw(entity: string, id: string, field: string, value: string) {
    const { dialect, db } = t.database;
    await sql`UPDATE ${sql.table(tableFor(entity))}
      SET data = ${patchedData(dialect, { [field]: value })} WHERE id = ${id}`.execute(db);
  }

  it('render nothing for a javascript: featured image or portrait', async () => {
    const created = await t.postEntity('BlogPost', post('old-post', '/images/a.svg'), t.admin);
    await storeRaw('BlogPost', created.json().id, 'featured_image', 'javascript:alert(1)');
    const team = await t.postEntity('TeamMember', member('/images/b.svg'), t.admin);
    await storeRaw('TeamMember', team.json().id, 'portrait', 'javascript:alert(2)');
    // The About page is pre-rendered: draw it again from the records as they now are.
    t.app.contentPages!.changed('TeamMember');
    await t.app.contentPages!.settled();

    const listing = await (await fetch(`${url}/en/blog`)).text();
    expect(listing).toContain('Post old-post');
    const article = await (await fetch(`${url}/en/blogpost?slug=old-post`)).text();
    expect(article).toContain('Post old-post');
    const about = await (await fetch(`${url}/en/about`)).text();
    expect(about).toContain('Alex Martin');
    for (const page of [listing, article, about]) expect(page).not.toContain('javascript:');
  });
});
