import type { Page } from 'playwright-core';
import { solvedChallenge } from './support/solved-challenge';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleLeadWorkCopy as workEn } from '../app/console/leads/content/en/console-lead-work';
import { consoleLeadsCopy as leadsEn } from '../app/console/leads/content/en/console-leads';
import { consoleDashboardCopy as dashboardEn } from '../app/console/dashboard/content/en/console-dashboard';
import { consoleDashboardCopy as dashboard } from '../app/console/dashboard/content/fr/console-dashboard';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { consoleLeadWorkCopy as work } from '../app/console/leads/content/fr/console-lead-work';
import { consoleLeadsCopy as leads } from '../app/console/leads/content/fr/console-leads';
import { fillCopy } from '../app/console/shared/console-locale';
import { uniqueEmail } from './support/admin-api';
import { E2E_ADMIN } from './support/site-server';
import { signInToConsole } from './support/console-browser';
import { axeFindings } from './support/page-checks';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

/** Where the screenshots of the lead list and the dashboard go (looked at by people). */
const SHOTS = process.env.LEAD_SHOTS_DIR;

const CONTACT_REGION = fillCopy(leads.table.region, { title: leads.kinds.contact.title });

/** The names in the rows of the contact table, top to bottom. */
const names = (page: Page) =>
  page
    .getByRole('region', { name: CONTACT_REGION })
    .getByRole('row')
    .filter({ has: page.locator('td') })
    .getByRole('button')
    .allTextContents();

const statusCount = (page: Page, key: string) =>
  page.locator(`[data-status-count="${key}"]`).textContent();

describe('console: working contact messages', () => {
  const { server, browser } = useSiteInBrowser({
    RATE_LIMIT_MAX: '10000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  const admin = useAdminApi(server);

  async function contact(name: string) {
    const email = uniqueEmail(name.toLowerCase().replace(/\W/g, ''));
    const response = await fetch(`${server.url}/api/apps/${server.appId}/entities/ContactMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email,
        message: `Bonjour, ici ${name}.`,
        language: 'fr',
        ...(await solvedChallenge(server)),
      }),
    });
    if (!response.ok) throw new Error(`POST ContactMessage: ${response.status}`);
    return (await response.json()) as { id: string };
  }

  beforeAll(async () => {
    await contact('Marc Dubois');
    await contact('Anne Leroy');
    const zoe = await contact('Zoé Martin');
    await admin.update('ContactMessage', zoe.id, { status: 'in_progress' });
  });

  it('filters by status and this week, sorts by name, sets the follow-up, and the dashboard follows', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin');
    await page.locator('[data-status-count="contact-new"]').waitFor();
    expect(await statusCount(page, 'contact-new')).toBe('2');
    expect(await statusCount(page, 'contact-answered')).toBe('0');
    await page
      .getByRole('link', { name: /Messages/ })
      .first()
      .waitFor();

    await page.goto(`${server.url}/admin/leads/contact`);
    await page.getByRole('combobox', { name: work.filters.status }).selectOption('new');
    await page.getByRole('combobox', { name: work.filters.period }).selectOption('week');
    await page.waitForURL(/status=new/);
    await page.waitForURL(/period=week/);
    await expect.poll(() => names(page)).toHaveLength(2);

    const nameHeader = page.getByRole('columnheader', { name: leads.fields.name });
    await nameHeader.getByRole('button').click();
    await page.waitForURL(/sort=name/);
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => names(page)).toEqual(['Anne Leroy', 'Marc Dubois']);
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => names(page)).toEqual(['Marc Dubois', 'Anne Leroy']);
    // The back button goes back to the previous order, filters kept.
    await page.goBack();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(page.url()).toContain('status=new');

    await page.getByRole('button', { name: 'Marc Dubois' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: work.work.status }).selectOption('answered');
    await dialog
      .getByRole('textbox', { name: work.work.notes })
      .fill('Rappelé mardi, devis envoyé.');
    const assignee = dialog.getByRole('combobox', { name: work.work.assignee });
    await assignee.locator('option', { hasText: E2E_ADMIN.email }).waitFor({ state: 'attached' });
    await assignee.selectOption({
      label: (await assignee.locator('option', { hasText: E2E_ADMIN.email }).textContent()) ?? '',
    });
    await dialog.getByRole('button', { name: work.work.save }).click();
    await dialog.getByRole('status').getByText(work.work.saved).waitFor();
    await dialog.getByRole('button', { name: consoleCopy.actions.close }).click();
    // Marc is no longer new: the filtered table drops him.
    await expect.poll(() => names(page)).toEqual(['Anne Leroy']);

    const [saved] = await admin.find<{ status: string; notes: string; assignee_id: string }>(
      'ContactMessage',
      { name: 'Marc Dubois' },
    );
    expect(saved).toMatchObject({ status: 'answered', notes: 'Rappelé mardi, devis envoyé.' });
    expect(saved!.assignee_id).toEqual(expect.any(String));

    await page.getByRole('link', { name: consoleCopy.nav.dashboard }).first().click();
    await expect.poll(() => statusCount(page, 'contact-new')).toBe('1');
    expect(await statusCount(page, 'contact-answered')).toBe('1');
    expect(await statusCount(page, 'contact-in_progress')).toBe('1');
    // No SMTP server here: the outbox says nothing goes out.
    await page.locator('[data-outbox-note="no-smtp"]').waitFor();
    await context.close();
  });

  it.each([
    ['fr', 1440],
    ['fr', 375],
    ['en', 1440],
    ['en', 375],
  ] as const)(
    'has no accessibility violations in %s at %i px: list, export menu, detail, dashboard',
    async (lang, width) => {
      const words = lang === 'en' ? workEn : work;
      const dashboardWords = lang === 'en' ? dashboardEn : dashboard;
      const title = (lang === 'en' ? leadsEn : leads).kinds.contact.title;
      {
        const { context, page } = await signInToConsole(browser, server, '/admin/leads/contact', {
          width,
          lang,
        });
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByRole('combobox', { name: words.filters.period }).selectOption('custom');
        await page.getByLabel(words.filters.from, { exact: true }).waitFor();
        expect(await axeFindings(page)).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/leads-${lang}-${width}.png`, fullPage: true });
        await page.getByRole('button', { name: words.export.menu }).click();
        expect(await axeFindings(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Anne Leroy' }).first().click();
        await page.getByRole('dialog').getByRole('button', { name: words.work.save }).waitFor();
        expect(await axeFindings(page)).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail-${lang}-${width}.png` });
        await page.goto(`${server.url}/admin`);
        await page.locator('[data-status-count="contact-new"]').waitFor();
        await page.getByRole('heading', { name: dashboardWords.trendTitle }).waitFor();
        expect(await axeFindings(page)).toEqual([]);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/dashboard-${lang}-${width}.png`,
            fullPage: true,
          });
        await context.close();
      }
    },
    60_000,
  );
});
