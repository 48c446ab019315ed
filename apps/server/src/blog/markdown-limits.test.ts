import { MARKDOWN_LIMITS } from '@vitrine/contract/markdown/markdown-limits';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../../test/campaign-fixtures';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

/** Texts the renderer took seconds to minutes on, or overflowed its stack with (issue 26). */
const HOSTILE = {
  brackets: `${'['.repeat(5000)}x${']'.repeat(4900)}`,
  quotes: `${'>'.repeat(20_000)} x`,
  lists: Array.from({ length: 40 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n'),
  containers: '>>>>>>>> x\n\n'.repeat(1000),
};

async function multipart(content: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/json' }), 'posts.json');
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, contentType: response.headers.get('content-type') ?? '' };
}

describe.each(testDatabases())('Markdown limits at save on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const api = (path: string) => `/api/apps/${t.config.appId}${path}`;
  const named = (body: Record<string, unknown>) => JSON.stringify(body);

  it.each(Object.entries(HOSTILE))(
    'refuses a post with %s with a 422 naming content',
    async (_, content) => {
      const response = await t.postEntity(
        'BlogPost',
        blogPostRecord('hostile', { content }),
        t.admin,
      );
      expect(response.statusCode).toBe(422);
      expect(named(response.json())).toContain('content');
      const count = await t.app.inject({ url: `${t.base}/BlogPost/count`, headers: t.admin });
      expect(count.json().count).toBe(0);
    },
  );

  it('refuses it on update, autosave, bulk create and import, and keeps what was stored', async () => {
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('kept', { published: false }));
    const content = HOSTILE.brackets;
    const headers = t.admin;
    const update = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/BlogPost/${id}`,
      headers,
      payload: { content },
    });
    expect(update.statusCode).toBe(422);
    const autosave = await t.app.inject({
      method: 'PUT',
      url: api(`/blog/posts/${id}/autosave`),
      headers,
      payload: { content },
    });
    expect(autosave.statusCode).toBe(422);
    const bulk = await t.app.inject({
      method: 'POST',
      url: `${t.base}/BlogPost/bulk`,
      headers,
      payload: [blogPostRecord('bulk-hostile', { content })],
    });
    expect(bulk.statusCode).toBe(422);
    const file = await multipart(JSON.stringify([blogPostRecord('imported', { content })]));
    const imported = await t.app.inject({
      method: 'POST',
      url: `${t.base}/BlogPost/import`,
      payload: file.payload,
      headers: { ...headers, 'content-type': file.contentType },
    });
    expect(imported.statusCode).toBe(422);
    for (const response of [update, autosave, bulk, imported])
      expect(named(response.json())).toContain('content');
    const stored = await t.app.inject({ url: `${t.base}/BlogPost/${id}`, headers });
    expect(stored.json().content).toBe(blogPostRecord('kept').content);
  });

  it('refuses a campaign with nesting past the limit, on create and update', async () => {
    const deep = `${'>'.repeat(MARKDOWN_LIMITS.nesting + 1)} x`;
    const created = await t.postEntity(
      'NewsletterCampaign',
      { subject: 'Hostile', content: deep, language: 'fr' },
      t.admin,
    );
    expect(created.statusCode).toBe(422);
    expect(named(created.json())).toContain('content');
    const id = await createCampaign(t);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/NewsletterCampaign/${id}`,
      headers: t.admin,
      payload: { content: HOSTILE.containers },
    });
    expect(updated.statusCode).toBe(422);
  });

  it('accepts a long ordinary post at the limits', async () => {
    const nested = Array.from({ length: 16 }, (_, level) => `${'  '.repeat(level)}- [item](/a)`);
    const content = `${nested.join('\n')}\n\n${'> quoted [link](https://example.com)\n\n'.repeat(500)}`;
    const response = await t.postEntity(
      'BlogPost',
      blogPostRecord('ordinary', { content }),
      t.admin,
    );
    expect(response.statusCode).toBe(201);
  });
});
