import type { Locale } from '@vitrine/contract/locales';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blog as blogEn } from '../app/content/en/blog';
import { blog as blogFr } from '../app/content/fr/blog';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleBlogCopy as blogConsoleEn } from '../app/console/blog/content/en/console-blog';
import { consoleCopy as consoleFr } from '../app/console/shared/content/fr/console';
import { consoleBlogCopy as blogConsoleFr } from '../app/console/blog/content/fr/console-blog';
import { draftPost, openConsolePage } from './support/console-browser';
import { E2E_ADMIN } from './support/site-server';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const COPY = {
  fr: { console: consoleFr, blog: blogConsoleFr },
  en: { console: consoleEn, blog: blogConsoleEn },
};
const en = COPY.en.blog;

/** Publishing tools of the post editor (issue 13): preview links, versions, autosave of drafts. */
describe('console: previews, versions and autosave', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });
  const admin = useAdminApi(server);

  const post = (data: Record<string, unknown>) => draftPost(admin, data);

  /** The editor of post `id`, signed in, in `locale`. */
  async function openEditor(locale: Locale, id: string) {
    const opened = await openConsolePage(browser, server.url, {
      locale,
      path: `/admin/blog/${id}`,
    });
    await opened.page
      .getByRole('heading', { level: 1, name: COPY[locale].blog.editor.editTitle })
      .waitFor();
    return opened;
  }

  const titleField = (page: Page, locale: Locale) =>
    page.getByLabel(COPY[locale].blog.editor.fields.title, { exact: true });

  it('en: the Preview button opens the draft as it will look on the site, not indexed', async () => {
    const { id } = await post({ title: 'A previewed draft', slug: 'previewed-draft' });
    const { context, page } = await openEditor('en', id);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: new RegExp(`^${en.tools.preview}`) }).click();
    const tab = await opened;
    await tab.waitForURL(/\/en\/blogpost\?slug=previewed-draft&preview=/);
    await tab.getByRole('heading', { level: 1, name: 'A previewed draft' }).waitFor();
    expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // It says so, and names no date: the draft has none.
    const banner = tab.getByRole('status').filter({ hasText: blogEn.preview.label });
    expect(await banner.textContent()).toBe(blogEn.preview.label);
    // Without the link, the draft is not on the site.
    const plain = await fetch(`${server.url}/en/blogpost?slug=previewed-draft`);
    expect(plain.status).toBe(404);
    await context.close();
  });

  it('fr: the preview of a scheduled post says when it goes live; the live page has no banner', async () => {
    const { id } = await post({
      title: 'Programmé pour plus tard',
      slug: 'programme-plus-tard',
      language: 'fr',
      published: true,
      published_date: '2036-03-01T09:30:00.000Z',
    });
    const { context, page } = await openEditor('fr', id);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: new RegExp(`^${COPY.fr.blog.tools.preview}`) }).click();
    const tab = await opened;
    await tab.waitForURL(/\/blogpost\?slug=programme-plus-tard&preview=/);
    const banner = tab.getByRole('status').filter({ hasText: blogFr.preview.label });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Publication prévue le 1 mars 2036 à 09:30 (UTC)');
    expect(await banner.locator('time').getAttribute('datetime')).toBe('2036-03-01T09:30:00.000Z');
    // Once its date has come, the page visitors see carries no banner at all.
    await admin.update('BlogPost', id, { published_date: '2020-03-01T09:30:00.000Z' });
    const live = await (await fetch(`${server.url}/blogpost?slug=programme-plus-tard`)).text();
    expect(live).toContain('Programmé pour plus tard');
    expect(live).not.toContain(blogFr.preview.label);
    await context.close();
  });

  it('fr: a draft saves itself after typing, and says so politely', async () => {
    const { id } = await post({
      title: 'Brouillon automatique',
      slug: 'brouillon-auto',
      language: 'fr',
    });
    const { context, page } = await openEditor('fr', id);
    await titleField(page, 'fr').fill('Brouillon enregistré tout seul');
    const status = page.getByText(/^Enregistré à \d{1,2}\u00a0h\u00a0\d{2}$/);
    await status.waitFor({ timeout: 15_000 });
    expect(await status.getAttribute('aria-live')).toBe('polite');
    const [stored] = await admin.find<{ title: string }>('BlogPost', { id });
    expect(stored?.title).toBe('Brouillon enregistré tout seul');
    await page.getByText(COPY.fr.blog.editor.actions.saved, { exact: true }).waitFor();
    await context.close();
  });

  it('en: an invalid draft is not saved automatically, and a published post never is', async () => {
    const { id } = await post({ title: 'Kept as it is', slug: 'kept-as-it-is' });
    const { context, page } = await openEditor('en', id);
    await page.getByLabel(en.editor.fields.excerpt).fill('');
    await page.waitForTimeout(4500);
    expect((await admin.find<{ excerpt: string }>('BlogPost', { id }))[0]?.excerpt).toBe(
      'An excerpt.',
    );
    await context.close();

    const live = await post({ title: 'Live post', slug: 'live-post', published: true });
    const second = await openEditor('en', live.id);
    await titleField(second.page, 'en').fill('Live post, edited');
    await second.page.waitForTimeout(4500);
    expect((await admin.find<{ title: string }>('BlogPost', { id: live.id }))[0]?.title).toBe(
      'Live post',
    );
    await second.page.getByText(en.editor.actions.unsaved, { exact: true }).waitFor();
    await second.context.close();
  });

  it('en: lists the versions of a post and restores one after a confirmation', async () => {
    const { id } = await post({ title: 'First title', slug: 'versioned-post' });
    await admin.update('BlogPost', id, { title: 'Second title' });
    await admin.update('BlogPost', id, { title: 'Third title' });
    const { context, page } = await openEditor('en', id);
    await page.getByRole('button', { name: en.tools.versions }).click();
    const dialog = page.getByRole('dialog', { name: en.tools.versionsTitle });
    const rows = dialog.getByRole('row');
    await dialog.getByRole('cell', { name: 'Second title' }).waitFor();
    expect(await rows.count()).toBe(3);
    await expect(rows.nth(2).textContent()).resolves.toContain(E2E_ADMIN.email);
    await rows
      .nth(2)
      .getByRole('button', { name: /^Restore the version of / })
      .click();
    const confirm = page.getByRole('dialog', { name: en.tools.restoreDialog.title });
    await confirm.getByRole('button', { name: en.tools.restoreDialog.confirm }).click();
    await page.getByText(en.tools.restored).first().waitFor();
    expect(await titleField(page, 'en').inputValue()).toBe('First title');
    expect((await admin.find<{ title: string }>('BlogPost', { id }))[0]?.title).toBe('First title');
    await context.close();
  });
});
