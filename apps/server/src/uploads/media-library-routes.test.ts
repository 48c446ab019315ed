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

  const describeImage = (
    name: string,
    payload: unknown,
    headers: Record<string, string> = t.admin,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/apps/${t.config.appId}/uploads/${name}/details`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const page = async (query: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/uploads?${query}`,
      headers: t.admin,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { items: { name: string; title: string }[]; total: number };
  };
  const upload = async () => {
    const url = (await uploadImage(t, await photo())).json().file_url as string;
    return { url, name: url.replace('/uploads/', '') };
  };

  it('stores a title and an alt text per language, trimmed; an upload has none at first', async () => {
    const { name } = await upload();
    const before = (await page('')).items.find((item) => item.name === name);
    expect(before).toMatchObject({ title: '', alt_fr: '', alt_en: '', posts: 0, featured: 0 });

    const given = {
      title: ' Vitrine rue ',
      alt_fr: 'Une vitrine la nuit',
      alt_en: 'A shop window at night',
    };
    expect((await describeImage(name, given, {})).statusCode).toBe(401);
    const saved = await describeImage(name, given);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...given, title: 'Vitrine rue' });
    const after = (await page('')).items.find((item) => item.name === name);
    expect(after).toMatchObject({ ...given, title: 'Vitrine rue' });

    // Bad input: a clear error, and what was stored stays.
    const tooLong = await describeImage(name, { ...given, alt_en: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('BAD_REQUEST');
    expect((await describeImage(name, { title: 'No alt' })).statusCode).toBe(400);
    expect((await page('')).items.find((item) => item.name === name)).toMatchObject(after!);
    expect((await describeImage(`${'a'.repeat(32)}.jpg`, given)).statusCode).toBe(404);
  });

  it('searches title, alt texts and file name, accents and case ignored', async () => {
    const night = await upload();
    const day = await upload();
    await describeImage(night.name, { title: 'Écran', alt_fr: 'Vitrine éclairée', alt_en: '' });
    await describeImage(day.name, { title: 'Menu', alt_fr: '', alt_en: 'Breakfast menu board' });
    expect((await page('q=ecran')).items.map((item) => item.name)).toEqual([night.name]);
    expect((await page('q=ECLAIREE%20vitrine')).items.map((item) => item.name)).toEqual([
      night.name,
    ]);
    expect((await page('q=breakfast')).items.map((item) => item.name)).toEqual([day.name]);
    expect((await page(`q=${day.name.slice(0, 12)}`)).items.map((item) => item.name)).toEqual([
      day.name,
    ]);
    expect((await page('q=nothing-like-it')).total).toBe(0);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/uploads?q=${'a'.repeat(101)}`,
      headers: t.admin,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('filters by use: in posts, as featured image, unused', async () => {
    const featured = await upload();
    const inline = await upload();
    const unused = await upload();
    await createAsAdmin(t, 'BlogPost', blogPostRecord('cover', { featured_image: featured.url }));
    const variant = `/uploads/${inline.name.slice(0, 32)}-640.webp`;
    await createAsAdmin(t, 'BlogPost', blogPostRecord('inline-a', { content: `![](${variant})` }));
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('inline-b', { content: `![](${inline.url}) ![](${inline.url})` }),
    );
    // Uploads of the file's other tests are listed too: only these three are looked at.
    const mine = new Set([featured.name, inline.name, unused.name]);
    const names = async (use: string) =>
      (await page(`use=${use}`)).items
        .map((item) => item.name)
        .filter((name) => mine.has(name))
        .sort();
    expect(await names('featured')).toEqual([featured.name]);
    expect(await names('used')).toEqual([featured.name, inline.name].sort());
    expect(await names('unused')).toEqual([unused.name]);
    const all = (await page('')).items;
    expect(all.find((item) => item.name === inline.name)).toMatchObject({ posts: 2, featured: 0 });
    expect(all.find((item) => item.name === featured.name)).toMatchObject({
      posts: 1,
      featured: 1,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/uploads?use=sometimes`,
      headers: t.admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a page at a time, at most 60 images, with the total', async () => {
    const [first, second, third] = [await upload(), await upload(), await upload()];
    const all = (await page('')).items.map((item) => item.name);
    expect(all.slice(0, 3).sort()).toEqual([first.name, second.name, third.name].sort());
    const one = await page('limit=1&page=2');
    expect(one.total).toBe(all.length);
    expect(one.items.map((item) => item.name)).toEqual([all[1]]);
    expect((await page('limit=2&page=1000')).items).toEqual([]);
    for (const query of ['limit=61', 'limit=0', 'page=0', 'page=1001', 'page=two']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/apps/${t.config.appId}/uploads?${query}`,
        headers: t.admin,
      });
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('forgets the details of a deleted upload', async () => {
    const { name } = await upload();
    await describeImage(name, { title: 'Gone soon', alt_fr: 'Bientôt', alt_en: 'Soon' });
    expect((await remove(name)).statusCode).toBe(200);
    const rows = await t.app.services.mediaDetails.all();
    expect(rows.has(name)).toBe(false);
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
