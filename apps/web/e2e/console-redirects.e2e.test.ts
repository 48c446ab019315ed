import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { describe, expect, it } from 'vitest';
import { consoleRedirectsCopy as redirectsEn } from '../app/console/redirects/content/en/console-redirects';
import { consoleRedirectsCopy as redirectsFr } from '../app/console/redirects/content/fr/console-redirects';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleCopy as consoleFr } from '../app/console/shared/content/fr/console';
import { fillCopy } from '../app/console/shared/console-locale';
import { signInToConsole } from './support/console-browser';
import { axeFindings, overflow } from './support/page-checks';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const COPY = {
  fr: { console: consoleFr, page: redirectsFr },
  en: { console: consoleEn, page: redirectsEn },
};

describe('console: redirects and former post slugs', () => {
  const { server, browser } = useSiteInBrowser();
  const admin = useAdminApi(server);

  /** A visitor's tab with no remembered language: opens `path`, answers where it ended. */
  const visit = async (path: string) => {
    const context = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    const landed = new URL(page.url());
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    await context.close();
    return { path: `${landed.pathname}${landed.search}`, heading };
  };
  const missing = async (path: string) => {
    const url = `${server.url}/api/apps/${server.appId}/redirects/not-found?days=7`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
    const report = (await response.json()) as { entries: { path: string }[] };
    return report.entries.some((entry) => entry.path === path);
  };

  it.each(['fr', 'en'] as const)(
    'in %s: a missing address from the report becomes a redirect, and a CSV adds more',
    async (locale: Locale) => {
      const copy = COPY[locale].page;
      const old = `/ancien-catalogue-${locale}`;
      const target = pagePath(locale, 'Contact');
      await visit(old);
      await expect.poll(() => missing(old), { timeout: 15_000 }).toBe(true);

      const { context, page } = await signInToConsole(browser, server, '/admin', { lang: locale });
      await page
        .getByRole('navigation', { name: COPY[locale].console.nav.label })
        .getByRole('link', { name: COPY[locale].console.nav.redirects })
        .click();
      await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
      const report = page.getByRole('region', { name: copy.notFound.heading });
      await report
        .getByRole('button', { name: fillCopy(copy.notFound.createLabel, { path: old }) })
        .click();
      const form = page.getByRole('form', { name: copy.form.heading });
      expect(await form.getByRole('textbox', { name: copy.form.from }).inputValue()).toBe(old);
      await form.getByRole('textbox', { name: copy.form.to }).fill(target);
      await form.getByRole('button', { name: copy.form.submit }).click();
      await page.getByRole('status').filter({ hasText: copy.form.created }).waitFor();
      const table = page.getByRole('region', { name: copy.list.heading });
      await table.getByRole('cell', { name: old, exact: true }).waitFor();
      // Redirected now: the report leaves it out.
      await report.getByRole('cell', { name: old, exact: true }).waitFor({ state: 'detached' });
      expect(await axeFindings(page)).toEqual([]);
      expect((await visit(old)).path).toBe(target);

      // A loop is refused with the server's reason, and nothing is added.
      await form.getByRole('textbox', { name: copy.form.from }).fill(target);
      await form.getByRole('textbox', { name: copy.form.to }).fill(old);
      await form.getByRole('button', { name: copy.form.submit }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /would loop/ })
        .waitFor();

      const csvForm = page.getByRole('form', { name: copy.import.heading });
      const upload = (content: string) =>
        csvForm.getByLabel(copy.import.file).setInputFiles({
          name: 'redirects.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(content),
        });
      await upload(`from,to,status\n/csv-${locale}-a,/,301\n/admin/x,/,301\n`);
      await csvForm.getByRole('button', { name: copy.import.submit }).click();
      const rowTwo = fillCopy(copy.import.rejected, { row: 2, message: '' });
      await page.getByRole('alert').filter({ hasText: rowTwo }).waitFor();
      expect(await table.getByRole('cell', { name: `/csv-${locale}-a` }).count()).toBe(0);
      await upload(`from,to,status,note\n/csv-${locale}-a,${target},308,Migration\n`);
      await csvForm.getByRole('button', { name: copy.import.submit }).click();
      await page
        .getByRole('status')
        .filter({ hasText: fillCopy(copy.import.done, { count: 1 }) })
        .waitFor();
      await table.getByRole('cell', { name: `/csv-${locale}-a`, exact: true }).waitFor();
      expect((await visit(`/csv-${locale}-a`)).path).toBe(target);

      // Deleting it: the address is not redirected any more.
      await table
        .getByRole('button', { name: fillCopy(copy.list.removeLabel, { from: old }) })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: copy.list.remove }).click();
      await table.getByRole('cell', { name: old, exact: true }).waitFor({ state: 'detached' });
      expect((await visit(old)).path).toBe(old);
      // On a phone: nothing wider than the window.
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await overflow(page)).toBe(0);
      await context.close();
    },
  );

  it.each(['fr', 'en'] as const)(
    'in %s: a published post keeps answering at its former slug',
    async (locale: Locale) => {
      const title = locale === 'fr' ? 'Un billet renommé' : 'A renamed post';
      const post = await admin.create('BlogPost', {
        title,
        excerpt: 'Excerpt',
        slug: `first-slug-${locale}`,
        content: '# Body',
        category: 'tutorials',
        tags: [],
        read_time: 2,
        published: true,
        language: locale,
      });
      await admin.update('BlogPost', post.id, { slug: `second-slug-${locale}` });
      const now = pagePath(locale, 'BlogPost', `slug=second-slug-${locale}`);
      const landed = await visit(pagePath(locale, 'BlogPost', `slug=first-slug-${locale}`));
      expect(landed).toEqual({ path: now, heading: title });
    },
  );
});
