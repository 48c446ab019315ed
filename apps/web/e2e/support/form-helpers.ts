import type { Browser, Locator, Page, Route } from 'playwright-core';
import { BROWSER_USER_AGENT } from './site-pages';

/** A fresh page at `url`, once its islands are mounted (forms are disabled until then). */
export async function openPage(browser: Browser, url: string, width = 1280) {
  const context = await browser.newContext({
    userAgent: BROWSER_USER_AGENT,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
  return { context, page };
}

/**
 * Holds the visitor writes of `entity` until `release()`, then lets them reach the real server:
 * the form's sending state can be seen, and nothing is faked.
 */
export async function holdWrites(page: Page, entity: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  const continued: Promise<void>[] = [];
  const pattern = `**/api/apps/*/entities/${entity}`;
  await page.route(pattern, (route) => {
    held.push(route);
    const going = released.then(() => route.continue());
    continued.push(going);
    return going;
  });
  return {
    held,
    release: async () => {
      release();
      await Promise.all(continued);
      await page.unroute(pattern);
    },
  };
}

/** The open destructive toasts' text (the assertive live region). */
export function alertRegion(page: Page) {
  return page.locator('[role="alert"][aria-live="assertive"]');
}

/** Every text control's value in a form, by name (the honeypot left out). */
export function formValues(form: Locator) {
  return form.evaluate((element) => {
    const fields = [...(element as HTMLFormElement).elements] as HTMLInputElement[];
    return Object.fromEntries(
      fields
        .filter((field) => field.name !== '' && field.name !== 'website')
        .filter((field) => field.type !== 'checkbox' && field.type !== 'submit')
        .map((field) => [field.name, field.value]),
    );
  });
}
