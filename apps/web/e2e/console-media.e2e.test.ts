import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleBlogCopy } from '../app/console/blog/content/en/console-blog';
import { draftPost, openConsolePage } from './support/console-browser';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const editor = consoleBlogCopy.editor;
const IMAGE_IN_TEXT = /!\[\]\(\/uploads\/[a-f0-9]{32}\.(jpg|png)\)/g;

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Drops an image file onto the text, as a file dragged from the desktop arrives. */
async function dropImage(page: Page, bytes: Buffer) {
  await page.getByLabel(editor.fields.content).evaluate((textarea, base64) => {
    const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], 'dropped.jpg', { type: 'image/jpeg' }));
    const init = { dataTransfer: transfer, bubbles: true, cancelable: true };
    textarea.dispatchEvent(new DragEvent('dragover', init));
    textarea.dispatchEvent(new DragEvent('drop', init));
  }, bytes.toString('base64'));
}

describe('console: images in the text and the media library', () => {
  const { server, browser } = useSiteInBrowser({ SEED_CONTENT: 'false' });
  const admin = useAdminApi(server);

  it('uploads, drops and reuses images at the cursor, and keeps those in use', async () => {
    const post = await draftPost(admin, {
      title: 'Window displays',
      slug: 'window-displays',
      content: 'Intro.',
    });
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'en',
      path: `/admin/blog/${post.id}`,
    });
    const text = page.getByLabel(editor.fields.content);
    await text.click();
    await page.keyboard.press('Control+End');

    await page.getByLabel(editor.inline.insert).setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#36c'),
    });
    await page.getByRole('status').filter({ hasText: editor.inline.inserted }).waitFor();
    await expect.poll(async () => (await text.inputValue()).match(IMAGE_IN_TEXT)?.length).toBe(1);
    expect(await text.inputValue()).toMatch(/^Intro\.\n\n!\[\]\(/);
    // The caret waits between the brackets for the description.
    await expect
      .poll(() => text.evaluate((area: HTMLTextAreaElement) => area.selectionStart))
      .toBe(10);

    await dropImage(page, await photo('#c63'));
    await expect.poll(async () => (await text.inputValue()).match(IMAGE_IN_TEXT)?.length).toBe(2);

    await page.getByRole('button', { name: editor.inline.library }).click();
    const library = page.getByRole('dialog', { name: editor.media.title });
    await expect.poll(() => library.getByRole('listitem').count()).toBe(2);
    await library
      .getByRole('button', { name: /^Insert the image/ })
      .first()
      .click();
    await expect.poll(async () => (await text.inputValue()).match(IMAGE_IN_TEXT)?.length).toBe(3);
    expect(await library.isVisible()).toBe(false);

    await page.getByRole('button', { name: editor.actions.saveDraft }).click();
    await expect
      .poll(async () => {
        const [saved] = await admin.find<{ content: string }>('BlogPost', { id: post.id });
        return saved?.content;
      })
      .toMatch(IMAGE_IN_TEXT);

    await page.getByRole('button', { name: editor.inline.library }).click();
    await library
      .getByRole('button', { name: /^Delete the image/ })
      .first()
      .click();
    await library.getByRole('button', { name: editor.media.delete, exact: true }).click();
    await library.getByRole('status').filter({ hasText: '« Window displays »' }).waitFor();
    expect(await library.getByRole('listitem').count()).toBe(2);
    await context.close();
  });
});
