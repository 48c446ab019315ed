import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { consoleBlogCopy as blogEn } from '../app/console/blog/content/en/console-blog';
import { consoleBlogCopy as blogFr } from '../app/console/blog/content/fr/console-blog';
import { draftPost, openConsolePage } from './support/console-browser';
import type { SiteServer } from './support/site-server';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Uploads an image as the admin through the upload route; answers its address. */
async function upload(server: SiteServer, token: string, background: string) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await photo(background))], { type: 'image/jpeg' }),
    'photo.jpg',
  );
  const answer = await fetch(
    `${server.url}/api/apps/${server.appId}/integration-endpoints/Core/UploadFile`,
    { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } },
  );
  if (!answer.ok) throw new Error(`upload failed: ${answer.status}`);
  return ((await answer.json()) as { file_url: string }).file_url;
}

/** The media library's titles, alt texts, search and filters (issue 31). */
describe('console: describing images in the media library', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });
  const admin = useAdminApi(server);

  it('fr: describes an image, finds it by title, and inserts it with its French alt text', async () => {
    const editor = blogFr.editor;
    const url = await upload(server, admin.token, '#3a6');
    const post = await draftPost(admin, {
      title: 'Vitrines du soir',
      slug: 'vitrines-du-soir',
      language: 'fr',
      content: `Intro.\n\n![](${url})`,
    });
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: `/admin/blog/${post.id}`,
    });
    // The text's image has no alt text: the editor says so, without blocking anything.
    const warning = page.getByText(/^Sans texte alternatif\u00a0: /);
    await warning.waitFor();

    await page.getByRole('button', { name: editor.inline.library }).click();
    const library = page.getByRole('dialog', { name: editor.media.title });
    await library
      .getByRole('button', { name: /^Décrire l’image/ })
      .first()
      .click();
    await library.getByLabel(editor.media.titleField).fill('Vitrine verte');
    await library.getByLabel(editor.media.altFr).fill('Une vitrine verte éclairée');
    await library.getByLabel(editor.media.altEn).fill('A lit green shop window');
    await library.getByRole('button', { name: editor.media.save }).click();
    await library.getByRole('status').filter({ hasText: editor.media.saved }).waitFor();

    await library.getByLabel(editor.media.search, { exact: true }).fill('verte');
    await expect.poll(() => library.getByRole('listitem').count()).toBe(1);
    await library.getByLabel(editor.media.search, { exact: true }).fill('introuvable');
    await library.getByRole('status').filter({ hasText: editor.media.noMatch }).waitFor();
    await library.getByLabel(editor.media.search, { exact: true }).fill('');
    await library.getByLabel(editor.media.useFilter).selectOption('used');
    await expect.poll(() => library.getByRole('listitem').count()).toBe(1);
    await library
      .getByRole('button', { name: 'Insérer l’image Vitrine verte dans le texte' })
      .click();

    const text = page.getByLabel(editor.fields.content);
    await expect.poll(() => text.inputValue()).toContain(`![Une vitrine verte éclairée](${url})`);
    await page.getByRole('status').filter({ hasText: editor.inline.insertedWithAlt }).waitFor();
    // The first image still has none.
    expect(await warning.count()).toBe(1);
    await text.fill(`Intro.\n\n![Une vitrine](${url})`);
    await expect.poll(() => warning.count()).toBe(0);
    await context.close();
  });

  it('en: warns about a featured image without English alt text, and filters by use', async () => {
    const editor = blogEn.editor;
    const token = admin.token;
    const cover = await upload(server, token, '#c36');
    const spare = await upload(server, token, '#36c');
    const post = await draftPost(admin, {
      title: 'Cover story',
      slug: 'cover-story',
      featured_image: cover,
      content: 'No image in the text.',
    });
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'en',
      path: `/admin/blog/${post.id}`,
    });
    await page.getByText(editor.image.noAlt).waitFor();
    expect(await page.getByText(/^No alt text: /).count()).toBe(0);

    await page.getByRole('button', { name: editor.inline.library }).click();
    const library = page.getByRole('dialog', { name: editor.media.title });
    const filter = library.getByLabel(editor.media.useFilter);
    await filter.selectOption('featured');
    await expect.poll(() => library.getByRole('listitem').count()).toBe(1);
    await library.getByRole('button', { name: /^Describe the image/ }).click();
    await library.getByLabel(editor.media.altEn).fill('A pink storefront');
    await library.getByRole('button', { name: editor.media.save }).click();
    await library.getByRole('status').filter({ hasText: editor.media.saved }).waitFor();
    await library.getByText('A pink storefront').waitFor();
    await filter.selectOption('unused');
    const shown = () =>
      // Every thumbnail, described or not (those without alt text have no `img` role).
      library
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    const idOf = (url: string) => url.slice('/uploads/'.length, '/uploads/'.length + 32);
    await expect
      .poll(async () => (await shown()).some((src) => src.includes(idOf(spare))))
      .toBe(true);
    expect((await shown()).some((src) => src.includes(idOf(cover)))).toBe(false);
    await library.getByRole('button', { name: editor.media.close }).click();

    // Looked up again (the image's address changes back and forth): it now has one.
    await page.getByLabel(editor.image.url).fill('');
    await page.getByLabel(editor.image.url).fill(cover);
    await expect.poll(() => page.getByText(editor.image.noAlt).count()).toBe(0);
    await context.close();
  });
});
