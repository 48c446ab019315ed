import AxeBuilder from '@axe-core/playwright';
import { solvedChallenge } from './support/solved-challenge';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAnalyticsCopy as analyticsEn } from '../app/console/analytics/content/en/console-analytics';
import { consoleAnalyticsCopy as analyticsFr } from '../app/console/analytics/content/fr/console-analytics';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { fillCopy } from '../app/console/shared/console-locale';
import { uniqueEmail } from './support/admin-api';
import { openConsolePage } from './support/console-browser';
import { BROWSER_USER_AGENT, COPY } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const copy = analyticsFr;
const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** A figure card's text: its label, value and change. */
const card = (page: Page, label: string) =>
  page
    .getByRole('region', { name: copy.figures.label })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

/** The row of a dashboard table whose value is `value`. */
const tableRow = (page: Page, table: string, value: string) =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: value, exact: true }) });

describe('console: audience dashboard', () => {
  const { server, browser } = useSiteInBrowser({
    ANALYTICS_RATE_LIMIT: '10000',
    RATE_LIMIT_MAX: '10000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  const admin = useAdminApi(server);
  const contactEmail = uniqueEmail('analytics-contact');
  let contactId = '';

  /** One visitor's page views, sent through the real collection route as the site's tracker does. */
  async function visit(visitor: string, referrer: string, pages: string[]) {
    const events = pages.map((page, index) => ({
      event_name: 'pageview',
      properties: index === 0 && referrer ? { referrer } : {},
      timestamp: new Date().toISOString(),
      page_url: `${server.url}${page}`,
    }));
    const response = await fetch(`${server.url}/api/apps/${server.appId}/analytics/track/batch`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': `${BROWSER_USER_AGENT} ${visitor}`,
      },
      body: JSON.stringify({ events }),
    });
    if (!response.ok) throw new Error(`track: ${response.status} ${await response.text()}`);
  }

  beforeAll(async () => {
    const campaign = '/tarifs?utm_source=linkedin&utm_medium=social&utm_campaign=lancement';
    for (const visitor of ['li-1', 'li-2', 'li-3']) {
      await visit(visitor, 'https://www.linkedin.com/feed/', [campaign, '/contact']);
    }
    await visit('g-1', 'https://www.google.com/', ['/']);
    await visit('g-2', 'https://www.google.fr/', ['/']);
    await visit('direct-1', '', ['/fonctionnalites']);
    // The first LinkedIn visitor sends the contact form: the server attributes it to the visit.
    const response = await fetch(`${server.url}/api/apps/${server.appId}/entities/ContactMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `${BROWSER_USER_AGENT} li-1` },
      body: JSON.stringify({
        name: 'Léa Martin',
        email: contactEmail,
        message: 'Une question sur les tarifs.',
        language: 'fr',
        ...(await solvedChallenge(server)),
      }),
    });
    if (!response.ok) throw new Error(`contact: ${response.status} ${await response.text()}`);
    contactId = ((await response.json()) as { id: string }).id;
  });

  it('shows the figures, and a click on a source filters the whole dashboard through the address', async () => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: '/admin/analytics',
    });
    await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
    await expect
      .poll(async () => normalise(await card(page, copy.figures.visitors).textContent()))
      .toContain('6');
    expect(normalise(await card(page, copy.figures.pageviews).textContent())).toContain('9');
    expect(normalise(await card(page, copy.figures.conversions).textContent())).toContain('1');
    expect(
      await tableRow(page, copy.tables.source, 'LinkedIn').getByRole('cell').first().textContent(),
    ).toBe('3');
    expect(await tableRow(page, copy.tables.utm_campaign, 'lancement').count()).toBe(1);
    expect(await tableRow(page, copy.tables.goal, 'Contact').count()).toBe(1);

    await tableRow(page, copy.tables.source, 'Google').getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('filters') === 'source==Google');
    await expect
      .poll(async () => normalise(await card(page, copy.figures.visitors).textContent()))
      .toMatch(/^Visiteurs2/);
    const chips = page.getByRole('region', { name: copy.filters.label });
    expect(normalise(await chips.textContent())).toContain('Google');
    expect(await tableRow(page, copy.tables.source, 'LinkedIn').count()).toBe(0);

    // Reloading keeps the filter; removing its chip shows everything again.
    await page.reload();
    const remove = fillCopy(copy.filters.remove, {
      property: copy.filters.properties.source,
      value: 'Google',
    });
    await page.getByRole('button', { name: remove }).click();
    await page.waitForURL((url) => !url.searchParams.has('filters'));
    await expect
      .poll(async () => normalise(await card(page, copy.figures.visitors).textContent()))
      .toMatch(/^Visiteurs6/);
    await context.close();
  });

  it('exports a table as CSV for the period and filters in force', async () => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: '/admin/analytics?filters=utm_campaign%3D%3Dlancement',
    });
    const name = fillCopy(copy.tables.exportLabel, {
      action: consoleCopy.actions.exportCsv,
      table: copy.tables.source,
    });
    const button = page.getByRole('button', { name });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^audience-source-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('source,visitors,pageviews,conversions,conversion_rate');
    expect(lines.slice(1)).toEqual(['LinkedIn,3,6,1,33.3']);
    await context.close();
  });

  it('switches period and compares with the previous one', async () => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'en',
      path: '/admin/analytics',
    });
    const en = analyticsEn;
    await page
      .getByRole('combobox', { name: en.period.label })
      .selectOption({ label: en.period.day });
    await page.waitForURL((url) => url.searchParams.get('period') === 'day');
    await page.getByRole('checkbox', { name: en.period.compare }).check();
    await page.waitForURL((url) => url.searchParams.get('compare') === '1');
    const visitors = page
      .getByRole('region', { name: en.figures.label })
      .getByRole('listitem')
      .filter({ has: page.getByText(en.figures.visitors, { exact: true }) });
    // The figures of the day show first; the comparison follows once its answer arrives.
    await expect
      .poll(async () => normalise(await visitors.textContent()))
      .toContain(en.figures.noChange);
    expect(normalise(await visitors.textContent())).toContain('6');
    // The chart says what it shows, and its figures are a table too.
    const chart = page.getByRole('region', { name: en.chart.title });
    expect(await chart.getByRole('img', { name: en.chart.title }).count()).toBe(1);
    await chart.getByText(en.chart.showTable).click();
    expect(await chart.getByRole('table').getByRole('row').count()).toBe(25);
    await context.close();
  });

  it('shows where a lead came from in its detail', async () => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: '/admin/leads/contact',
    });
    await page.getByRole('button', { name: 'Léa Martin' }).first().click();
    const dialog = page.getByRole('dialog');
    const origin = dialog.getByRole('region', { name: copy.attribution.title });
    await expect.poll(async () => normalise(await origin.textContent())).toContain('LinkedIn');
    const text = normalise(await origin.textContent());
    expect(text).toContain('/tarifs');
    expect(text).toContain('lancement (linkedin / social)');
    expect(text).toContain('linkedin.com');
    expect(contactId).not.toBe('');
    await context.close();
  });

  it('says the origin is unknown for a lead no measured visit sent', async () => {
    // An admin's create is not a conversion: no visit sent it.
    await admin.create('WaitlistSubscriber', {
      firstName: 'Hugo',
      lastName: 'Sansvisite',
      email: uniqueEmail('analytics-unknown'),
      company: 'Atelier',
      language: 'fr',
      screensCount: '1-5',
      interests: ['scheduling'],
    });
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: '/admin/leads/waitlist',
    });
    await page.getByRole('button', { name: 'Hugo Sansvisite' }).click();
    const origin = page.getByRole('dialog').getByRole('region', { name: copy.attribution.title });
    await origin.getByText(copy.attribution.unknown).waitFor();
    await context.close();
  });

  it('says from which day two filters count visits, over a year (raw retention)', async () => {
    const filters = encodeURIComponent('source==LinkedIn;page==/contact');
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: `/admin/analytics?period=12mo&filters=${filters}`,
    });
    const note = page.getByRole('region', { name: copy.figures.label }).getByRole('note');
    const [before = ''] = copy.figures.filteredSince.split('{date}');
    expect(normalise(await note.textContent())).toContain(normalise(before));
    await expect(card(page, copy.figures.visitors).textContent()).resolves.toContain('3');
    await context.close();
  });

  it.each(['fr', 'en'] as const)('has no accessibility violations (%s)', async (locale) => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale,
      path: '/admin/analytics?compare=1&filters=source%3D%3DLinkedIn',
    });
    const words = locale === 'en' ? analyticsEn : analyticsFr;
    await page
      .getByRole('region', { name: words.chart.title })
      .getByText(words.chart.showTable)
      .click();
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const found = violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
      expect(found).toEqual([]);
    }
    await context.close();
  });

  it('end to end: a visit from a campaign sends the contact form, and the console sees both', async () => {
    const context = await browser.newContext({
      userAgent: `${BROWSER_USER_AGENT} journey`,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const stored = () =>
      page.waitForResponse(
        (answer) => answer.url().endsWith('/analytics/track/batch') && answer.ok(),
      );
    let sent = stored();
    await page.goto(`${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=automne`);
    await sent;
    sent = stored();
    await page.goto(`${server.url}/contact`);
    await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
    await sent;
    const { contact } = COPY.fr.forms;
    const form = page.getByRole('form', { name: contact.title });
    await form.getByRole('textbox', { name: contact.fields.name.label }).fill('Camille Durand');
    await form
      .getByRole('textbox', { name: contact.fields.email.label, exact: true })
      .fill(uniqueEmail('analytics-journey'));
    await form.getByRole('textbox', { name: contact.fields.message.label }).fill('Bonjour.');
    await form.getByRole('button', { name: contact.submit }).click();
    await page.getByText(contact.success.title).waitFor();
    await context.close();

    const console = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: '/admin/analytics?filters=utm_campaign%3D%3Dautomne',
    });
    const dashboard = console.page;
    await expect
      .poll(async () => normalise(await card(dashboard, copy.figures.visitors).textContent()))
      .toMatch(/^Visiteurs1/);
    expect(normalise(await card(dashboard, copy.figures.pageviews).textContent())).toMatch(
      /^Pages vues2/,
    );
    expect(normalise(await card(dashboard, copy.figures.conversions).textContent())).toMatch(
      /^Conversions1/,
    );
    expect(await tableRow(dashboard, copy.tables.utm_campaign, 'automne').count()).toBe(1);
    expect(await tableRow(dashboard, copy.tables.goal, 'Contact').count()).toBe(1);
    expect(await tableRow(dashboard, copy.tables.entry_page, '/').count()).toBe(1);

    await dashboard.goto(`${server.url}/admin/leads/contact`);
    await dashboard.getByRole('button', { name: 'Camille Durand' }).click();
    const origin = dashboard
      .getByRole('dialog')
      .getByRole('region', { name: copy.attribution.title });
    await expect
      .poll(async () => normalise(await origin.textContent()))
      .toContain('automne (newsletter / email)');
    const text = normalise(await origin.textContent());
    expect(text).toContain(`${copy.attribution.entry_page}/${copy.attribution.source}`);
    expect(text).toContain(`${copy.attribution.page}/contact`);
    await console.context.close();
  });
});
