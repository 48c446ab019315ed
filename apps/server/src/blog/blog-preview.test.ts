import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { tableFor } from '../db/table-names';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp, type TestApp } from '../../test/test-app';
import { PREVIEW_TTL_MS } from './preview-tokens';

const DAY_MS = 24 * 3_600_000;

function helpers(t: TestApp) {
  const api = (route: string) => `/api/apps/${t.config.appId}${route}`;
  return {
    api,
    link: (id: string, headers: Record<string, string> = t.admin) =>
      t.app.inject({ method: 'POST', url: api(`/blog/posts/${id}/preview-link`), headers }),
    preview: (token: string) => t.app.inject({ url: api(`/blog/preview/${token}`) }),
  };
}

describe.each(testDatabases())('preview links on $name', (testDatabase) => {
  const t = useTestApp(testDatabase, { PUBLIC_URL: 'https://vitrine.example' });

  it('gives admins a signed link to a draft, valid 7 days', async () => {
    const { link } = helpers(t);
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('a-draft', { published: false }));
    expect((await link(id, {})).statusCode).toBe(401);
    expect((await link('missing')).statusCode).toBe(404);
    const response = await link(id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { url: string; path: string; expires_at: string };
    expect(body.path).toMatch(/^\/en\/blogpost\?slug=a-draft&preview=[\w.-]+$/);
    expect(body.url).toBe(`https://vitrine.example${body.path}`);
    const lasts = Date.parse(body.expires_at) - Date.now();
    expect(lasts).toBeGreaterThan(PREVIEW_TTL_MS - 60_000);
    expect(lasts).toBeLessThanOrEqual(PREVIEW_TTL_MS);
  });

  it('shows the post of a good token, latest state, never cached nor indexed', async () => {
    const { link, preview } = helpers(t);
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('shown', { published: false }));
    const token = new URL((await link(id)).json().url).searchParams.get('preview')!;
    await t.app.inject({
      method: 'PUT',
      url: `${t.base}/BlogPost/${id}`,
      headers: t.admin,
      payload: { title: 'Edited after the link' },
    });
    const response = await preview(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json()).toMatchObject({ id, title: 'Edited after the link', published: false });
    expect(response.json()).not.toHaveProperty('created_by');
  });

  it('refuses forged, expired and other posts’ tokens, and deleted posts', async () => {
    const { link, preview } = helpers(t);
    const id = await createAsAdmin(t, 'BlogPost', blogPostRecord('refused', { published: false }));
    const other = await createAsAdmin(t, 'BlogPost', blogPostRecord('other', { published: false }));
    const token = new URL((await link(id)).json().url).searchParams.get('preview')!;
    const [, expires, signature] = token.split('.');
    const { previews } = t.app.services.publishing;
    const expired = await previews.sign(id, new Date(Date.now() - 8 * DAY_MS));
    const refused = [
      `${other}.${expires}.${signature}`,
      `${id}.${Number(expires) + 60}.${signature}`,
      `${id}.${expires}.${'A'.repeat(43)}`,
      expired.token,
      'not-a-token',
    ];
    for (const bad of refused) {
      const response = await preview(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect((await preview(token)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `${t.base}/BlogPost/${id}`, headers: t.admin });
    expect((await preview(token)).statusCode).toBe(404);
  });

  it('signs with one key kept in the database, shared by every instance', async () => {
    const rows = await t.database.db.selectFrom('app_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));

describe.skipIf(!built)('the preview page', () => {
  let url: string;
  const t = useTestApp(testDatabases()[0]!, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('renders a draft as its page, never stored nor indexed, and refuses a bad token', async () => {
    const { link } = helpers(t);
    const id = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('page-draft', { published: false, title: 'A draft title' }),
    );
    const pagePath = (await link(id)).json().path as string;
    const first = await fetch(`${url}${pagePath}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    expect(first.headers.get('x-page-cache')).toBeNull();
    const html = await first.text();
    expect(html).toContain('A draft title');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    // Changed behind the store's back (no cache is told): a cached page would still be the old one.
    await t.database.db
      .updateTable(tableFor(BlogPost.name))
      .set({
        data: JSON.stringify({
          ...blogPostRecord('page-draft'),
          published: false,
          title: 'Changed',
        }),
      })
      .where('id', '=', id)
      .execute();
    const second = await fetch(`${url}${pagePath}`);
    expect(await second.text()).toContain('Changed');
    // The draft is not on the site without the link, and a bad token is a missing article.
    expect((await fetch(`${url}/en/blogpost?slug=page-draft`)).status).toBe(404);
    const forged = await fetch(`${url}${pagePath.replace(/preview=[^.]+/, 'preview=someone')}`);
    expect(forged.status).toBe(404);
    expect(forged.headers.get('cache-control')).toBe('private, no-store');
  });
});
