import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord, createAsAdmin } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How far ahead the post is scheduled: long enough for every "before" read. */
const AHEAD_MS = 2000;

describe.skipIf(!built).each(testDatabases())('a scheduled post on $name', (testDatabase) => {
  let url: string;
  const t = useTestApp(testDatabase, {}, { web: true });
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const api = async (route: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${t.base}/BlogPost${route}`, { headers });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const page = async (address: string) => {
    const response = await fetch(`${url}${address}`);
    return { status: response.status, text: await response.text(), response };
  };
  const q = (filter: object) => `q=${encodeURIComponent(JSON.stringify(filter))}`;

  /** Every way a visitor could learn of the post: what each shows of it now. */
  const visitorSees = async (id: string) => {
    const list = await api(`?${q({ language: 'en' })}&fields=slug`);
    const count = await api(`/count?${q({ slug: 'scheduled-post' })}`);
    const one = await api(`/${id}`);
    const french = await api(`?${q({ slug: 'billet-lie' })}`);
    const listing = await page('/en/blog');
    const post = await page('/en/blogpost?slug=scheduled-post');
    const frenchPage = await page('/blogpost?slug=billet-lie');
    const otherPost = await page('/en/blogpost?slug=already-out');
    const rss = await page('/en/blog/rss.xml');
    const sitemap = await page('/sitemap.xml');
    return {
      list: JSON.stringify(list.body).includes('scheduled-post'),
      count: (count.body as { count: number }).count === 1,
      get: one.status === 200,
      link: (french.body as { translation_id?: string }[])[0]?.translation_id === id,
      listing: listing.text.includes('scheduled-post'),
      post: post.status === 200,
      frenchPageLink: frenchPage.text.includes('slug=scheduled-post'),
      related: otherPost.text.includes('slug=scheduled-post'),
      rss: rss.text.includes('scheduled-post'),
      sitemap: sitemap.text.includes('slug=scheduled-post'),
    };
  };

  it('is shown to visitors from its date on, on every route, without a write', async () => {
    await createAsAdmin(t, 'BlogPost', blogPostRecord('already-out'));
    const date = new Date(Date.now() + AHEAD_MS).toISOString();
    const id = await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('scheduled-post', { published_date: date }),
    );
    await createAsAdmin(
      t,
      'BlogPost',
      blogPostRecord('billet-lie', { language: 'fr', translation_id: id }),
    );

    const before = await visitorSees(id);
    expect(
      Object.values(before).every((seen) => !seen),
      JSON.stringify(before),
    ).toBe(true);
    // The answers are cached (so the timer, not an expiry, has to drop them).
    expect((await page('/en/blog')).response.headers.get('x-page-cache')).toBe('hit');
    expect((await page('/en/blog')).text).toContain('already-out');
    // Admins see it all along.
    const admin = await api(`/${id}`, t.admin);
    expect(admin.status).toBe(200);
    expect((admin.body as { published_date: string }).published_date).toBe(date);
    expect(Date.now()).toBeLessThan(Date.parse(date));

    await sleep(Date.parse(date) - Date.now() + 300);
    const after = await visitorSees(id);
    expect(Object.values(after).every(Boolean), JSON.stringify(after)).toBe(true);
  });
});
