import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';
import { uploadImage } from './test-support';

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();

describe.each(testDatabases())('the media library on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const library = (headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'GET', url: `/api/apps/${t.config.appId}/uploads`, headers });
  const remove = (name: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/apps/${t.config.appId}/uploads/${name}`, headers });
  const filesOf = (name: string) =>
    readdirSync(t.config.uploadDir).filter((file) => file.startsWith(name.slice(0, 32)));

  it('lists uploads for reuse, newest first, with their size, to admins only', async () => {
    const first = (await uploadImage(t, await photo())).json().file_url as string;
    const second = (await uploadImage(t, await photo())).json().file_url as string;
    const { items } = (await library()).json();
    expect(items.map((item: { url: string }) => item.url)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect(items.every((item: { url: string }) => !/-\d+\./.test(item.url))).toBe(true);
    expect(items[0]).toMatchObject({ width: 800, height: 600 });
    expect(items[0].thumbnail_url).toMatch(/^\/uploads\/[a-f0-9]{32}-320\.webp$/);
    expect((await library({})).statusCode).toBe(401);
  });

  it('refuses to delete an upload a post uses, then deletes it with its variants', async () => {
    const url = (await uploadImage(t, await photo())).json().file_url as string;
    const name = url.replace('/uploads/', '');
    expect(filesOf(name).length).toBeGreaterThan(2);
    const featured = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('uses-it', { featured_image: url }),
    );
    const variant = `/uploads/${name.slice(0, 32)}-640.webp`;
    const inline = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('inline', {
        content: `Text.\n\n![Shop](${variant})`,
      }),
    );

    const refused = await remove(name);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_USE');
    expect(
      refused
        .json()
        .posts.map((post: { slug: string }) => post.slug)
        .sort(),
    ).toEqual(['inline', 'uses-it']);
    expect(filesOf(name).length).toBeGreaterThan(2);

    for (const id of [featured, inline]) {
      await t.app.inject({ method: 'DELETE', url: `${t.base}/BlogPost/${id}`, headers: t.admin });
    }
    expect((await remove(name, {})).statusCode).toBe(401);
    expect((await remove(name)).statusCode).toBe(200);
    expect(filesOf(name)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await remove(name)).statusCode).toBe(404);
    expect((await remove('..%2Fsecret.jpg')).statusCode).toBe(404);
  });

  it('refuses to delete an upload a team member has as portrait (409 naming them)', async () => {
    const url = (await uploadImage(t, await photo())).json().file_url as string;
    const name = url.replace('/uploads/', '');
    const member = await t.postEntity(
      'TeamMember',
      {
        name: 'Alex Martin',
        role: { fr: 'Rôle', en: 'Role' },
        description: { fr: 'Description', en: 'Description' },
        portrait: url,
        portrait_alt: { fr: 'Portrait', en: 'Portrait' },
        order: 1,
        visible: true,
      },
      t.admin,
    );
    expect(member.statusCode).toBe(201);
    const refused = await remove(name);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      posts: [],
      team_members: [{ id: member.json().id, name: 'Alex Martin' }],
    });
    expect(refused.json().message).toContain('« Alex Martin »');
    expect(filesOf(name).length).toBeGreaterThan(2);
  });

  it('answers 200 to one of two deletes at once and 404 to the other', async () => {
    const url = (await uploadImage(t, await photo())).json().file_url as string;
    const name = url.replace('/uploads/', '');
    const answers = await Promise.all([remove(name), remove(name)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(filesOf(name)).toEqual([]);
  });

  it('never removes an upload under a post saved while the delete runs', async () => {
    const url = (await uploadImage(t, await photo())).json().file_url as string;
    const name = url.replace('/uploads/', '');
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('racing'));
    const storage = t.app.services.uploads.storage;
    const deleteFiles = storage.delete.bind(storage);
    let update: Promise<number> | undefined;
    const events: string[] = [];
    // Between the in-use check and the removal, the post takes the upload as featured image.
    storage.delete = async (names) => {
      if (update) return deleteFiles(names);
      update = t.app
        .inject({
          method: 'PUT',
          url: `${t.base}/BlogPost/${id}`,
          payload: { featured_image: url },
          headers: t.admin,
        })
        .then((answer) => {
          events.push('post saved');
          return answer.statusCode;
        });
      // Grace for the update to commit if nothing holds it back (before the fix it did).
      await Promise.race([update, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return deleteFiles(names);
    };
    try {
      const removed = await remove(name);
      events.push(`delete ${removed.statusCode}`);
      expect(await update).toBe(200);
    } finally {
      storage.delete = deleteFiles;
    }
    // The update waited for the removal: the post was saved after it, never before it.
    expect(events).toEqual(['delete 200', 'post saved']);
  });
});
