import { describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('translation links on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  const write = (method: 'POST' | 'PUT', route: string, payload: object) =>
    t.app.inject({ method, url: `${t.base}/BlogPost${route}`, headers: t.admin, payload });
  const refusedField = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(422);
    return (response.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
  };

  it('links a post to one in the other language, and refuses any other', async () => {
    const english = await createAsAdmin(t, 'BlogPost', blogPostRecord('english'));
    const otherEnglish = await createAsAdmin(t, 'BlogPost', blogPostRecord('other-english'));
    const french = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('francais', { language: 'fr', translation_id: english }),
    );
    expect((await write('PUT', `/${english}`, { translation_id: french })).statusCode).toBe(200);

    const sameLanguage = blogPostRecord('meme', { translation_id: otherEnglish });
    expect(refusedField(await write('POST', '', sameLanguage))).toEqual(['translation_id']);
    const missing = blogPostRecord('absent', { language: 'fr', translation_id: 'no-such-id' });
    expect(refusedField(await write('POST', '', missing))).toEqual(['translation_id']);
    expect(refusedField(await write('POST', '/bulk', [missing]))).toEqual(['translation_id']);
    expect(
      refusedField(await write('PUT', `/${otherEnglish}`, { translation_id: english })),
    ).toEqual(['translation_id']);
    expect(refusedField(await write('PUT', `/${english}`, { translation_id: english }))).toEqual([
      'translation_id',
    ]);
    // Moving a post into its translation's language breaks the link too.
    expect(refusedField(await write('PUT', `/${french}`, { language: 'en' }))).toEqual([
      'translation_id',
    ]);
    expect(
      refusedField(await write('PUT', '/bulk', [{ id: otherEnglish, translation_id: 'gone' }])),
    ).toEqual(['[0].translation_id']);
  });

  it('keeps a post editable when its translation was deleted', async () => {
    const english = await createAsAdmin(t, 'BlogPost', blogPostRecord('short-lived'));
    const french = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('orphelin', { language: 'fr', translation_id: english }),
    );
    await t.app.inject({
      method: 'DELETE',
      url: `${t.base}/BlogPost/${english}`,
      headers: t.admin,
    });
    const edit = await write('PUT', `/${french}`, { title: 'Encore là', translation_id: english });
    expect(edit.statusCode).toBe(200);
  });
});
