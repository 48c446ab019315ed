import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAuditCopy as auditEn } from '../app/console/audit/content/en/console-audit';
import { consoleAuditCopy as audit } from '../app/console/audit/content/fr/console-audit';
import { consoleLeadWorkCopy as work } from '../app/console/leads/content/fr/console-lead-work';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { fillCopy } from '../app/console/shared/console-locale';
import { signInToConsole } from './support/console-browser';
import { axeFindings } from './support/page-checks';
import { solvedChallenge } from './support/solved-challenge';
import { useSiteInBrowser } from './support/site-session';

/** Where the screenshots of the audit page go (looked at by people); none when unset. */
const SHOTS = process.env.AUDIT_SHOTS_DIR;

describe('console: the audit trail', () => {
  const { server, browser } = useSiteInBrowser({ RATE_LIMIT_MAX: '10000' });

  beforeAll(async () => {
    const message = {
      name: 'Anne Leroy',
      email: 'anne.leroy@example.fr',
      message: 'Bonjour',
      language: 'fr',
    };
    const response = await fetch(`${server.url}/api/apps/${server.appId}/entities/ContactMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...message, ...(await solvedChallenge(server)) }),
    });
    expect(response.status).toBe(201);
  });

  it('shows an admin’s export of the contact messages, found by its action', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/leads/contact');
    await page.getByRole('button', { name: 'Anne Leroy' }).first().waitFor();
    await page.getByRole('button', { name: work.export.menu }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: work.export.csvComma }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await page
      .getByRole('navigation', { name: consoleCopy.nav.label })
      .getByRole('link', { name: consoleCopy.nav.audit })
      .click();
    await page.getByRole('heading', { level: 1, name: audit.title }).waitFor();
    await page.getByRole('combobox', { name: audit.filters.action }).selectOption('lead.exported');
    await page.waitForURL(/action=lead\.exported/);
    const region = page.getByRole('region', {
      name: fillCopy(audit.table.region, { title: audit.title }),
    });
    const rows = region.getByRole('row').filter({ has: page.locator('td') });
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.textContent()).toContain(audit.actions['lead.exported']);
    expect(await row.textContent()).toContain('Exported 1 ContactMessage records (csv)');
    // A sign-in is not an export: it is filtered out.
    expect(await region.textContent()).not.toContain(audit.actions['auth.sign-in']);
    await context.close();
  });

  it.each([
    ['fr', 1440],
    ['fr', 375],
    ['en', 1440],
    ['en', 375],
  ] as const)('has no accessibility violations in %s at %i px', async (lang, width) => {
    const words = lang === 'en' ? auditEn : audit;
    const { context, page } = await signInToConsole(browser, server, '/admin/audit', {
      width,
      lang,
    });
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    // The seeded admin's sign-in, in the table (cards on phones).
    await page
      .getByRole('main')
      .getByText('admin@vitrine.test', { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(await axeFindings(page)).toEqual([]);
    const nav = lang === 'en' ? consoleEn.nav : consoleCopy.nav;
    if (width === 1440) await page.getByRole('link', { name: nav.audit }).waitFor();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/audit-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  });
});
