import type { Locale } from '@vitrine/contract/locales';
import type { Browser } from 'playwright-core';
import { consoleCopy as consoleEn } from '../../app/console/shared/content/en/console';
import { consoleCopy as consoleFr } from '../../app/console/shared/content/fr/console';
import { consoleDashboardCopy as dashboardEn } from '../../app/console/dashboard/content/en/console-dashboard';
import { consoleDashboardCopy as dashboardFr } from '../../app/console/dashboard/content/fr/console-dashboard';
import type { adminApi } from './admin-api';
import { BROWSER_USER_AGENT } from './site-pages';
import { E2E_ADMIN, type SiteServer } from './site-server';

const CONSOLE = { fr: consoleFr, en: consoleEn };
const DASHBOARD = { fr: dashboardFr, en: dashboardEn };

/** A post made through the admin API: an English draft unless `data` says otherwise. */
export function draftPost(
  admin: Awaited<ReturnType<typeof adminApi>>,
  data: Record<string, unknown>,
) {
  return admin.create<{ id: string }>('BlogPost', {
    excerpt: 'An excerpt.',
    content: '## Heading\n\nSome text.',
    category: 'tutorials',
    tags: [],
    read_time: 3,
    published: false,
    language: 'en',
    ...data,
  });
}

/**
 * A console page in `locale` (the `lang` cookie), at `path`: a new browser context, signed in
 * through `/login` as the e2e admin, the page hydrated.
 */
export async function openConsolePage(
  browser: Browser,
  serverUrl: string,
  { locale, path, width = 1280 }: { locale: Locale; path: string; width?: number },
) {
  const context = await browser.newContext({
    userAgent: BROWSER_USER_AGENT,
    viewport: { width, height: 900 },
  });
  await context.addCookies([{ name: 'lang', value: locale, url: serverUrl }]);
  const page = await context.newPage();
  const { login } = CONSOLE[locale];
  const dashboard = DASHBOARD[locale];
  await page.goto(`${serverUrl}/login`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.getByLabel(login.email).fill(E2E_ADMIN.email);
  await page.getByLabel(login.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: dashboard.title }).waitFor();
  await page.goto(`${serverUrl}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return { context, page };
}

/**
 * Signs in through `/login` as the e2e admin in a new browser context (the `lang` cookie set,
 * motion reduced), waits for the console at `/admin`, then opens `path`.
 */
export async function signInToConsole(
  browser: Browser,
  server: SiteServer,
  path: string,
  { width = 1440, lang = 'fr' }: { width?: number; lang?: Locale } = {},
) {
  const context = await browser.newContext({
    userAgent: BROWSER_USER_AGENT,
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  const { login } = CONSOLE[lang];
  await page.getByRole('textbox', { name: login.email }).fill(E2E_ADMIN.email);
  await page.getByLabel(login.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await page.waitForURL(`${server.url}/admin`);
  await page.goto(`${server.url}${path}`);
  return { context, page };
}
