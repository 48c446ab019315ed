import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../../../apps/web/e2e/support/browser';
import { HOSTILE_CORPUS } from '../../test/hostile-corpus';
import { renderMarkdown } from './render-markdown';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const PAGE_URL = 'https://vitrine.test/blog/post';
const page = (body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>corpus</title><body>${body}</body></html>`;
const renderedCorpus = HOSTILE_CORPUS.map(
  (entry) => `<article>${renderMarkdown(entry.markdown)}</article>`,
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Loads `html` once, clicks each of its links in turn, and returns what ran: dialogs, page
 * errors, console errors and each write to `window.__pwned`, plus what the page still holds.
 */
async function clickEveryLink(html: string) {
  const context = await browser.newContext();
  const alarms: string[] = [];
  await context.exposeFunction('__reportPwned', () => alarms.push('window.__pwned was set'));
  await context.addInitScript(() => {
    Object.defineProperty(window, '__pwned', {
      set: () => (window as unknown as { __reportPwned: () => void }).__reportPwned(),
    });
  });
  // No network. The page is served once; a navigation that a click starts afterwards is answered
  // 204 No Content, after which a browser keeps the document it has: every link is clicked in the
  // one loaded page, with no reload between clicks. A `javascript:` address is no request: it runs
  // in the page, where the alarms hear it. Anything else a page asks for is an empty page.
  let served = false;
  await context.route('**/*', (route) => {
    const request = route.request();
    if (request.url() === PAGE_URL && !served) {
      served = true;
      return route.fulfill({ contentType: 'text/html', body: html });
    }
    if (request.isNavigationRequest()) return route.fulfill({ status: 204 });
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>elsewhere</title>',
    });
  });
  const tab = await context.newPage();
  tab.on('dialog', (dialog) => {
    alarms.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  tab.on('pageerror', (error) => alarms.push(`page error: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') alarms.push(`console: ${message.text()}`);
  });
  await tab.goto(PAGE_URL);
  // Each click gets two timer turns and a frame before the next, so a `javascript:` address it
  // queued has run before another navigation could replace it.
  const clicked = await tab.evaluate(async () => {
    const settle = () =>
      new Promise((resolve) =>
        setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0),
      );
    const links = [...document.querySelectorAll('a')];
    for (const link of links) {
      link.click();
      await settle();
    }
    return links.length;
  });
  await tab.waitForTimeout(300);
  // Read in the page's own world, from the document the links were clicked in.
  const after = await tab.evaluate(() => ({
    // The footnotes' links move to a fragment of the same document.
    address: location.href.split('#')[0],
    title: document.title,
    pwned: (window as { __pwned?: unknown }).__pwned,
    activeElements: document.querySelectorAll(
      'script, iframe, object, embed, svg, math, style, form',
    ).length,
  }));
  await context.close();
  return { alarms, clicked, ...after };
}

it('runs no script from any rendered hostile post, even when every link is clicked', async () => {
  const result = await clickEveryLink(page(renderedCorpus.join('\n')));

  expect(result.clicked).toBeGreaterThan(30);
  expect([result.address, result.title]).toEqual([PAGE_URL, 'corpus']);
  expect(result.alarms).toEqual([]);
  expect(result.pwned).toBeUndefined();
  expect(result.activeElements).toBe(0);
});

it('hears a script that a clicked link runs, between links that navigate (the check above can fail)', async () => {
  // Unsafe links the renderer never emits, each placed after a rendered post: the posts' own links
  // (most of them navigate) are clicked just before and after each one.
  const planted = renderedCorpus.map(
    (article, index) =>
      `${article}<a href="javascript:window.__pwned=${index}">planted ${index}</a>`,
  );
  const result = await clickEveryLink(page(planted.join('\n')));

  expect(result.clicked).toBeGreaterThan(planted.length);
  expect([result.address, result.title]).toEqual([PAGE_URL, 'corpus']);
  expect(result.alarms).toEqual(planted.map(() => 'window.__pwned was set'));
});
