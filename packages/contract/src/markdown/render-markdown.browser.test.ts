import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../../../apps/web/e2e/support/browser';
import { HOSTILE_CORPUS } from '../../test/hostile-corpus';
import { renderMarkdown } from './render-markdown';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
type BrowserContext = Awaited<ReturnType<Browser['newContext']>>;

const PAGE_URL = 'https://vitrine.test/blog/post';
const corpusPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>corpus</title><body>' +
  HOSTILE_CORPUS.map((entry) => `<article>${renderMarkdown(entry.markdown)}</article>`).join('\n') +
  '</body></html>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page of `context` whose alarms (dialogs, errors, `window.__pwned`) go to `alarms`. */
async function watchedPage(context: BrowserContext, alarms: string[]) {
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    alarms.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => alarms.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') alarms.push(`console: ${message.text()}`);
  });
  return page;
}

it('runs no script from any rendered hostile post, even when every link is clicked', async () => {
  const context = await browser.newContext();
  const alarms: string[] = [];
  // A payload setting window.__pwned reports it, even from a page it navigated to.
  await context.exposeFunction('__reportPwned', () => alarms.push('window.__pwned was set'));
  await context.addInitScript(() => {
    Object.defineProperty(window, '__pwned', {
      set: () => (window as unknown as { __reportPwned: () => void }).__reportPwned(),
    });
  });
  // No network: the corpus at its address, an empty page for anything else a link reaches.
  await context.route('**/*', (route) =>
    route.request().url() === PAGE_URL
      ? route.fulfill({ contentType: 'text/html', body: corpusPage })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>elsewhere</title>',
        }),
  );

  const first = await watchedPage(context, alarms);
  await first.goto(PAGE_URL);
  const linkCount = await first.locator('a').count();
  expect(linkCount).toBeGreaterThan(30);
  await first.close();
  for (let index = 0; index < linkCount; index += 1) {
    // A page of its own for each click: a navigation the click started late on a busy machine
    // can never interrupt the next load.
    const page = await watchedPage(context, alarms);
    await page.goto(PAGE_URL);
    // Clicked from a timer so the evaluation returns before any navigation starts.
    const found = await page.evaluate((nth) => {
      const link = document.querySelectorAll('a')[nth];
      if (link) setTimeout(() => link.click(), 0);
      return link !== undefined;
    }, index);
    expect(found, `link ${index}`).toBe(true);
    await page.waitForTimeout(100);
    await page.waitForLoadState('load');
    await page.waitForTimeout(50);
    await page.close();
  }
  const page = await watchedPage(context, alarms);
  await page.goto(PAGE_URL);
  await page.waitForTimeout(300);

  expect(alarms).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('script, iframe, object, embed, svg, math, style, form').count()).toBe(
    0,
  );
  await context.close();
  // Each of the ~60 links loads the corpus page in a new tab: seconds alone, more on a busy CI
  // machine.
}, 180_000);
