import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord } from '../../test/records';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('posts and their authors on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let team: Awaited<ReturnType<typeof signInTeam>>;
  let othersDraft: string;
  let othersPublished: string;
  let slug = 0;
  const draft = (extra: Record<string, unknown> = {}) => {
    slug += 1;
    return blogPostRecord(`own-${slug}`, { published: false, ...extra });
  };
  const send = (
    role: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `${t.base}/BlogPost${path}`,
      headers: team.headers[role],
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (role: string, extra: Record<string, unknown> = {}) => {
    const response = await send(role, 'POST', '', draft(extra));
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };

  beforeAll(async () => {
    team = await signInTeam(t, 'posts');
    const store = t.app.services.store;
    othersDraft = (await store.create(BlogPost, draft(), { createdBy: team.emails.editor })).id;
    othersPublished = (
      await store.create(BlogPost, draft({ published: true }), { createdBy: team.emails.editor })
    ).id;
  });

  it('lets a contributor write its own drafts and never publish, on any path', async () => {
    const mine = await create('contributor');
    const refused = [
      await send('contributor', 'POST', '', draft({ published: true })),
      await send('contributor', 'PUT', `/${mine}`, { published: true }),
      await send('contributor', 'POST', '/bulk', [draft(), draft({ published: true })]),
      await send('contributor', 'PUT', '/bulk', [{ id: mine, published: true }]),
      await send('contributor', 'PATCH', '/update-many', {
        query: { id: mine },
        data: { $set: { published: true } },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(response.json().message).toMatch(/may not publish/);
    }
    const stored = await t.app.services.store.get(BlogPost, mine);
    expect(stored?.published).toBe(false);
    expect(
      await t.app.services.store.count(BlogPost, { created_by: team.emails.contributor }),
    ).toBe(1);
    const edited = await send('contributor', 'PUT', `/${mine}`, { title: 'Mine, edited' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Mine, edited',
      created_by: team.emails.contributor,
    });
  });

  it("shows a contributor its own posts only; another's is a 404 on every path", async () => {
    const mine = await create('contributor');
    const listed = (await send('contributor', 'GET', '')).json() as { id: string }[];
    expect(listed.map((post) => post.id)).toContain(mine);
    expect(listed.map((post) => post.id)).not.toContain(othersDraft);
    expect(listed.map((post) => post.id)).not.toContain(othersPublished);
    for (const id of [othersDraft, othersPublished]) {
      expect((await send('contributor', 'GET', `/${id}`)).statusCode).toBe(404);
      expect((await send('contributor', 'PUT', `/${id}`, { title: 'Taken' })).statusCode).toBe(404);
      expect((await send('contributor', 'DELETE', `/${id}`)).statusCode).toBe(404);
      expect((await send('author', 'PUT', `/${id}`, { title: 'Taken' })).statusCode).toBe(404);
    }
    const many = await send('contributor', 'PATCH', '/update-many', {
      query: {},
      data: { $set: { title: 'Everyone' } },
    });
    expect(many.json()).toMatchObject({ updated: expect.any(Number) });
    expect((await t.app.services.store.get(BlogPost, othersDraft))?.title).not.toBe('Everyone');
    const wiped = await send('contributor', 'DELETE', '', { id: othersDraft });
    expect(wiped.json()).toEqual({ success: true, deleted: 0 });
    expect(await t.app.services.store.get(BlogPost, othersDraft)).toBeDefined();
  });

  it('keeps a contributor off a published post of its own: no edit, no delete', async () => {
    const mine = await create('contributor');
    // An editor publishes it.
    expect((await send('editor', 'PUT', `/${mine}`, { published: true })).statusCode).toBe(200);
    const change = await send('contributor', 'PUT', `/${mine}`, {
      published_date: '2020-01-01T00:00:00.000Z',
    });
    expect(change.statusCode).toBe(403);
    expect((await send('contributor', 'DELETE', `/${mine}`)).statusCode).toBe(403);
    expect((await send('contributor', 'DELETE', '', { id: mine })).statusCode).toBe(403);
    expect((await send('contributor', 'PUT', `/${mine}`, { published: false })).statusCode).toBe(
      403,
    );
    expect((await t.app.services.store.get(BlogPost, mine))?.published).toBe(true);
  });

  it('lets an author publish and unpublish its own posts, and an editor every post', async () => {
    const mine = await create('author', { published: true });
    expect((await send('author', 'PUT', `/${mine}`, { published: false })).statusCode).toBe(200);
    expect((await send('author', 'PUT', `/${mine}`, { published: true })).statusCode).toBe(200);
    expect((await send('author', 'PUT', `/${othersDraft}`, { published: true })).statusCode).toBe(
      404,
    );
    expect((await send('editor', 'PUT', `/${mine}`, { title: 'Edited' })).statusCode).toBe(200);
    expect((await send('author', 'DELETE', `/${mine}`)).statusCode).toBe(200);
  });

  it('holds the publishing tools to the same rule: own posts for writers, all for editors', async () => {
    const mine = await create('contributor');
    const api = `/api/apps/${t.config.appId}/blog/posts`;
    const post = (
      role: string,
      path: string,
      method: 'POST' | 'GET' | 'PUT' = 'POST',
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `${api}${path}`,
        headers: team.headers[role],
        ...(payload ? { payload } : {}),
      });
    expect((await post('contributor', `/${mine}/preview-link`)).statusCode).toBe(200);
    expect((await post('contributor', `/${othersDraft}/preview-link`)).statusCode).toBe(404);
    expect((await post('contributor', `/${mine}/versions`, 'GET')).statusCode).toBe(200);
    expect((await post('contributor', `/${othersDraft}/versions`, 'GET')).statusCode).toBe(404);
    expect(
      (await post('contributor', `/${mine}/autosave`, 'PUT', { title: 'Autosaved' })).statusCode,
    ).toBe(200);
    expect(
      (await post('contributor', `/${othersDraft}/autosave`, 'PUT', { title: 'X' })).statusCode,
    ).toBe(404);
    expect((await post('editor', `/${othersDraft}/preview-link`)).statusCode).toBe(200);
    expect((await post('sales', `/${othersDraft}/preview-link`)).statusCode).toBe(403);
    expect((await post('user', `/${mine}/versions`, 'GET')).statusCode).toBe(403);
  });
});
