import { describe, expect, it } from 'vitest';
import { POST_VERSIONS_TABLE } from '../db/publishing-tables';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';
import { VERSIONS_KEPT } from './post-versions';

const EDITOR = { email: 'editor@vitrine.test', password: 'another-long-password' };

describe.each(testDatabases())('blog post versions on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const api = (path: string) => `/api/apps/${t.config.appId}${path}`;
  const update = (id: string, payload: object, headers = t.admin) =>
    t.app.inject({ method: 'PUT', url: `${t.base}/BlogPost/${id}`, headers, payload });
  const autosave = (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/blog/posts/${id}/autosave`),
      headers: t.admin,
      payload,
    });
  const versions = async (id: string) => {
    const response = await t.app.inject({
      url: api(`/blog/posts/${id}/versions`),
      headers: t.admin,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { versions: Record<string, unknown>[] }).versions;
  };
  const restore = (id: string, versionId: string, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: api(`/blog/posts/${id}/versions/${versionId}/restore`),
      headers,
    });
  const draft = (slug: string) =>
    createAsAdmin(t, 'BlogPost', blogPostRecord(slug, { published: false }));

  it('keeps the state before each change, with who saved it and when', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: api('/users/invite-user'),
      headers: t.admin,
      payload: { user_email: EDITOR.email, role: 'admin', password: EDITOR.password },
    });
    expect(invited.statusCode).toBe(201);
    const editor = { authorization: `Bearer ${await t.login(EDITOR.email, EDITOR.password)}` };
    const id = await draft('kept-states');
    const created = (
      await t.app.inject({ url: `${t.base}/BlogPost/${id}`, headers: t.admin })
    ).json();
    expect((await update(id, { title: 'Second' }, editor)).statusCode).toBe(200);
    expect((await update(id, { title: 'Third' })).statusCode).toBe(200);
    // Saving the same values again is no new state.
    expect((await update(id, { title: 'Third' })).statusCode).toBe(200);
    const kept = await versions(id);
    expect(kept.map((version) => [version.title, version.saved_by])).toEqual([
      ['Second', EDITOR.email],
      ['Title of kept-states', ADMIN.email],
    ]);
    expect(kept[1]!.saved_at).toBe(created.updated_date);
    expect(kept[0]).toMatchObject({ autosave: false });
  });

  it('keeps a version of each post a bulk update or an update-many changes', async () => {
    const first = await draft('bulk-one');
    const second = await draft('bulk-two');
    const bulk = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/BlogPost/bulk`,
      headers: t.admin,
      payload: [
        { id: first, title: 'Bulk one' },
        { id: second, title: 'Bulk two' },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    const many = await t.app.inject({
      method: 'PATCH',
      url: `${t.base}/BlogPost/update-many`,
      headers: t.admin,
      payload: { query: { id: first }, data: { $set: { excerpt: 'Changed by update-many' } } },
    });
    expect(many.statusCode).toBe(200);
    expect((await versions(first)).map((version) => version.title)).toEqual([
      'Bulk one',
      'Title of bulk-one',
    ]);
    expect((await versions(second)).map((version) => version.saved_by)).toEqual([ADMIN.email]);
  });

  it(`keeps the ${VERSIONS_KEPT} newest versions of a post`, async () => {
    const id = await draft('many-versions');
    for (let index = 1; index <= VERSIONS_KEPT + 3; index += 1) {
      expect((await update(id, { title: `Title ${index}` })).statusCode).toBe(200);
    }
    const kept = await versions(id);
    expect(kept).toHaveLength(VERSIONS_KEPT);
    expect(kept[0]!.title).toBe(`Title ${VERSIONS_KEPT + 2}`);
    expect(kept.at(-1)!.title).toBe('Title 3');
  });

  it('restores a version as an update: its text comes back, the status stays', async () => {
    const id = await draft('restored');
    await update(id, { title: 'Changed', featured_image: '/uploads/a.png' });
    await update(id, { published: true });
    const [, first] = await versions(id);
    expect(first!.title).toBe('Title of restored');
    expect((await restore(id, String(first!.id), {})).statusCode).toBe(401);
    const response = await restore(id, String(first!.id));
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post).toMatchObject({ title: 'Title of restored', published: true });
    expect(post.featured_image).toBeUndefined();
    expect(post.published_date).toEqual(expect.any(String));
    // The state it replaced is itself a version.
    expect((await versions(id))[0]).toMatchObject({ title: 'Changed' });
    expect((await restore(id, 'nope')).statusCode).toBe(404);
  });

  it('lists and restores for admins only, and forgets the versions of a deleted post', async () => {
    const id = await draft('deleted-later');
    await update(id, { title: 'Changed' });
    const anonymous = await t.app.inject({ url: api(`/blog/posts/${id}/versions`) });
    expect(anonymous.statusCode).toBe(401);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/BlogPost/${id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom(POST_VERSIONS_TABLE)
      .select('id')
      .where('post_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps at most one version per few minutes from autosaves, and only saves drafts', async () => {
    const id = await draft('autosaved');
    expect((await autosave(id, { title: 'Typing 1' })).statusCode).toBe(200);
    expect((await autosave(id, { title: 'Typing 2' })).statusCode).toBe(200);
    expect((await autosave(id, { title: 'Typing 3' })).json()).toMatchObject({ title: 'Typing 3' });
    let kept = await versions(id);
    expect(kept.map((version) => [version.title, version.autosave])).toEqual([
      ['Title of autosaved', true],
    ]);
    // Some minutes later, an autosave keeps a version again; an explicit save always does.
    const earlier = new Date(Date.now() - 6 * 60_000).toISOString();
    await t.database.db
      .updateTable(POST_VERSIONS_TABLE)
      .set({ recorded_at: earlier })
      .where('post_id', '=', id)
      .execute();
    await autosave(id, { title: 'Typing 4' });
    await update(id, { title: 'Saved' });
    kept = await versions(id);
    expect(kept.map((version) => version.title)).toEqual([
      'Typing 4',
      'Typing 3',
      'Title of autosaved',
    ]);
    expect((await autosave(id, { published: true })).statusCode).toBe(409);
    await update(id, { published: true });
    expect((await autosave(id, { title: 'Live' })).statusCode).toBe(409);
    expect((await autosave('missing', { title: 'x' })).statusCode).toBe(404);
  });
});
