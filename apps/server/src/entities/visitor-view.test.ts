import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { beforeAll, describe, expect, it } from 'vitest';
import { writingMachineMark } from '../blog/blog';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { ADMIN, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('what visitors read of the blog on $name', (testDatabase) => {
  let draftId: string;
  let linkedId: string;
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    const create = (data: Record<string, unknown>) => createAsAdmin(t, 'BlogPost', data);
    draftId = await create(blogPostRecord('brouillon', { published: false, language: 'fr' }));
    await create(blogPostRecord('to-a-draft', { translation_id: draftId }));
    linkedId = await create(blogPostRecord('publie', { language: 'fr' }));
    await create(blogPostRecord('to-a-post', { translation_id: linkedId }));
  });

  const visitor = (path: string) =>
    t.app.inject({ method: 'GET', url: `${t.base}/BlogPost${path}` });
  const q = (filter: object) => `q=${encodeURIComponent(JSON.stringify(filter))}`;

  it('never names the staff account that wrote a post, whatever is asked', async () => {
    const list = await visitor('');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    const one = await visitor(`/${linkedId}`);
    expect(one.statusCode).toBe(200);
    const picked = await visitor('?fields=created_by,slug');
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toContainEqual({ id: linkedId, slug: 'publie' });
    for (const answer of [list, one, picked]) {
      expect(answer.body).not.toContain(ADMIN.email);
      expect(answer.body).not.toContain('created_by');
    }
  });

  it('shows it to admins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost/${linkedId}`,
      headers: t.admin,
    });
    expect(response.json().created_by).toBe(ADMIN.email);
  });

  it('refuses filters and sorts on it, which would spell it out', async () => {
    for (const path of [
      `?${q({ created_by: ADMIN.email })}`,
      `/count?${q({ $or: [{ slug: 'x' }, { created_by: { $gt: 'a' } }] })}`,
      `?${q({ $and: [{ created_by: { $exists: true } }] })}`,
      '?sort=created_by',
    ]) {
      const response = await visitor(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_QUERY' });
      expect(response.json().message).toContain('created_by');
    }
  });

  it('shows a translation link only when the translation is published', async () => {
    const bySlug = async (slug: string) => {
      const response = await visitor(`?${q({ slug })}`);
      return (response.json() as Record<string, unknown>[])[0];
    };
    expect(await bySlug('to-a-post')).toMatchObject({ translation_id: linkedId });
    const toDraft = await bySlug('to-a-draft');
    expect(toDraft).toMatchObject({ slug: 'to-a-draft' });
    expect(toDraft).not.toHaveProperty('translation_id');
    const picked = await visitor('?fields=translation_id');
    expect(picked.body).not.toContain(draftId);
    expect(picked.body).toContain(linkedId);
    const one = await visitor(`/${(toDraft as { id: string }).id}`);
    expect(one.body).not.toContain(draftId);
    const admin = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost?${q({ slug: 'to-a-draft' })}`,
      headers: t.admin,
    });
    expect(admin.json()[0].translation_id).toBe(draftId);
  });

  it('lets visitors match a translation link only exactly, never spell it out', async () => {
    const exact = await visitor(`?${q({ translation_id: linkedId })}&fields=slug`);
    expect(exact.json()).toEqual([expect.objectContaining({ slug: 'to-a-post' })]);
    for (const path of [
      `/count?${q({ translation_id: { $gt: '8' } })}`,
      `/count?${q({ translation_id: { $not: { $lt: '8' } } })}`,
      `?${q({ $or: [{ translation_id: { $regex: '^a' } }] })}`,
      '?sort=-translation_id',
    ]) {
      const response = await visitor(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toContain('translation_id');
    }
  });

  it('never shows which model drafted a published post, nor lets visitors ask', async () => {
    const mark = { source_id: linkedId, model: 'secret-model-7b', at: '2026-11-01T00:00:00.000Z' };
    const { store } = t.app.services;
    const post = await writingMachineMark(() =>
      store.create(BlogPost, blogPostRecord('machine-drafted', { machine_translation: mark })),
    );
    const answers = [
      await visitor(`/${post.id}`),
      await visitor(`?${q({ slug: 'machine-drafted' })}`),
      await visitor('?fields=machine_translation,slug'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('machine-drafted');
      expect(answer.body).not.toContain('machine_translation');
      expect(answer.body).not.toContain('secret-model-7b');
    }
    for (const path of [
      `?${q({ 'machine_translation.model': 'secret-model-7b' })}`,
      `/count?${q({ machine_translation: { $exists: true } })}`,
      '?sort=machine_translation',
    ]) {
      const response = await visitor(path);
      expect(response.statusCode, path).toBe(400);
    }
    const admin = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost/${post.id}`,
      headers: t.admin,
    });
    expect(admin.json().machine_translation).toEqual(mark);
  });
});
