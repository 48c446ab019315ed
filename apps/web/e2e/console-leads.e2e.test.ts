import AxeBuilder from '@axe-core/playwright';
import { solvedChallenge } from './support/solved-challenge';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { consoleLeadsCopy } from '../app/console/leads/content/fr/console-leads';
import { consoleLeadsCopy as leadsEn } from '../app/console/leads/content/en/console-leads';
import { consoleLeadWorkCopy as workEn } from '../app/console/leads/content/en/console-lead-work';
import { consoleLeadWorkCopy as work } from '../app/console/leads/content/fr/console-lead-work';
import { fillCopy } from '../app/console/shared/console-locale';
import { uniqueEmail } from './support/admin-api';
import { signInToConsole } from './support/console-browser';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const copy = consoleCopy;
const leads = consoleLeadsCopy;
const WAITLIST_REGION = fillCopy(leads.table.region, { title: leads.kinds.waitlist.title });

/** The text of the pager: `1–50 sur 66`. */
const rangeOf = (page: Page) =>
  page
    .getByRole('navigation', { name: leads.table.pagingLabel })
    .getByText(/\d+–\d+/)
    .textContent();

/** The data rows of a table (its header row left out). */
const dataRows = (page: Page, region: string) =>
  page
    .getByRole('region', { name: region })
    .getByRole('row')
    .filter({ has: page.locator('td') });

/** Number formatting as the French console shows it. */
const range = (from: number, to: number, total: number) =>
  fillCopy(copy.paging.range, { from, to, total }).replace(/\s/g, ' ');
const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('console: lead tables', () => {
  const { server, browser } = useSiteInBrowser({
    RATE_LIMIT_MAX: '10000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  const admin = useAdminApi(server);
  const marker = Date.now().toString(36);

  /** A visitor's create through the public API, as the site's forms do it. */
  async function visitorCreate(entity: string, body: Record<string, unknown>) {
    const response = await fetch(`${server.url}/api/apps/${server.appId}/entities/${entity}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, ...(await solvedChallenge(server)) }),
    });
    if (!response.ok)
      throw new Error(`POST ${entity}: ${response.status} ${await response.text()}`);
  }

  const waitlist = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({
    firstName,
    lastName,
    email: uniqueEmail(
      `${firstName}-${lastName}`.toLowerCase().normalize('NFD').replace(/\W/g, ''),
    ),
    company: `Entreprise ${marker}`,
    language: 'fr',
    screensCount: '1-5',
    interests: ['scheduling'],
    ...extra,
  });

  beforeAll(async () => {
    const people = Array.from({ length: 62 }, (_, index) =>
      waitlist(`Personne${index}`, 'Durand', {
        language: index % 2 === 0 ? 'fr' : 'en',
        interests: index % 3 === 0 ? ['analytics'] : ['scheduling', 'integrations'],
      }),
    );
    for (let index = 0; index < people.length; index += 11) {
      const batch = people.slice(index, index + 11);
      await Promise.all(batch.map((body) => visitorCreate('WaitlistSubscriber', body)));
    }
    // One after the other, so that the newest-first order is known.
    for (const body of [
      waitlist('Zoé', 'Lefèvre', {
        company: 'Boulangerie « Chez Zoé »',
        screensCount: '6-20',
        interests: ['ai-content', 'analytics'],
      }),
      waitlist('Inès', 'Roux', { interests: ['ai-content'] }),
      waitlist('Marc', 'Lefèvre', { language: 'en', interests: ['ai-content'] }),
      waitlist('Chloé', 'Petit', { company: 'C++ Studio (Lyon)' }),
    ]) {
      await visitorCreate('WaitlistSubscriber', body);
    }
  });

  it('lists newest first, 50 per page, with paging kept in the address', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/leads/waitlist');
    await page.getByRole('heading', { level: 1, name: leads.kinds.waitlist.title }).waitFor();
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(1, 50, 66));
    expect(await dataRows(page, WAITLIST_REGION).count()).toBe(50);
    // The last one created comes first.
    await expect
      .poll(() => dataRows(page, WAITLIST_REGION).first().getByRole('button').textContent())
      .toBe('Chloé Petit');

    await page.getByRole('button', { name: copy.actions.next }).click();
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(51, 66, 66));
    expect(await dataRows(page, WAITLIST_REGION).count()).toBe(16);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getByRole('button', { name: copy.actions.next }).isDisabled()).toBe(true);

    await page.reload();
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(51, 66, 66));
    await page.getByRole('button', { name: copy.actions.previous }).click();
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(1, 50, 66));
    await context.close();
  });

  it('narrows the table and its count with the search box, metacharacters taken literally', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/leads/waitlist');
    const search = page.getByRole('searchbox', { name: leads.filters.search });
    await search.fill('lefèvre');
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(1, 2, 2));
    const names = await dataRows(page, WAITLIST_REGION).getByRole('button').allTextContents();
    expect(names.sort()).toEqual(['Marc Lefèvre', 'Zoé Lefèvre']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('lefèvre');

    await search.fill('c++ studio');
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(1, 1, 1));
    expect(await dataRows(page, WAITLIST_REGION).getByRole('button').textContent()).toBe(
      'Chloé Petit',
    );

    await search.fill('personne-introuvable');
    await page.getByText(leads.table.noMatch).waitFor();
    await page.getByRole('button', { name: leads.filters.reset }).first().click();
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(1, 50, 66));
    expect(await search.inputValue()).toBe('');
    await context.close();
  });

  it('filters by language and interest, and exports exactly the filtered rows as CSV', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/leads/waitlist');
    await page.getByRole('combobox', { name: leads.filters.language }).selectOption('fr');
    await page.getByRole('combobox', { name: leads.filters.interest }).selectOption('ai-content');
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(1, 2, 2));
    const names = await dataRows(page, WAITLIST_REGION).getByRole('button').allTextContents();
    expect(names.sort()).toEqual(['Inès Roux', 'Zoé Lefèvre']);
    const table = page.getByRole('region', { name: WAITLIST_REGION });
    await table.getByRole('columnheader', { name: leads.fields.source }).waitFor();
    await table.getByRole('columnheader', { name: leads.fields.campaign }).waitFor();

    // The view survives a reload.
    await page.reload();
    await expect.poll(async () => normalise(await rangeOf(page))).toBe(range(1, 2, 2));

    const exportButton = page.getByRole('button', { name: work.export.menu });
    await exportButton.click();
    const comma = page.getByRole('button', { name: work.export.csvComma });
    const [download] = await Promise.all([page.waitForEvent('download'), comma.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    // Readable by default: the console's labels, the origin of each lead last.
    const header = lines[0]!.split(',');
    expect(header).toEqual(expect.arrayContaining(['Prénom', 'Nom', 'E-mail', 'Intérêts']));
    expect(header.slice(-2)).toEqual([leads.fields.source, leads.fields.campaign]);
    expect(lines).toHaveLength(3);
    const zoe = lines.find((line) => line.includes('Lefèvre'));
    expect(zoe).toContain('Zoé');
    expect(zoe).toContain('Boulangerie « Chez Zoé »');
    expect(lines.some((line) => line.includes('Inès'))).toBe(true);
    expect(lines.some((line) => line.includes('Marc'))).toBe(false);
    await expect.poll(() => exportButton.textContent()).toBe(work.export.menu);

    // For machines: field names and stored values.
    await exportButton.click();
    await page.getByRole('checkbox', { name: leads.export.raw }).check();
    const [raw] = await Promise.all([page.waitForEvent('download'), comma.click()]);
    const rawText = (await readFile((await raw.path())!)).subarray(3).toString('utf8');
    const rawHeader = rawText.split(/\r?\n/)[0]!.split(',');
    expect(rawHeader.slice(0, 3)).toEqual(['id', 'created_date', 'firstName']);
    expect(rawHeader.slice(-2)).toEqual(['source', 'campaign']);
    expect(rawText).toContain('ai-content');
    await context.close();
  });

  it('shows every field of a lead, with the message’s line breaks kept', async () => {
    const email = uniqueEmail('message');
    await visitorCreate('ContactMessage', {
      name: 'Élodie Marchand',
      email,
      message: 'Bonjour,\nnous avons 12 écrans.\nÀ bientôt',
      language: 'fr',
    });
    const { context, page } = await signInToConsole(
      browser,
      server,
      `/admin/leads/contact?q=${email}`,
    );
    const region = fillCopy(leads.table.region, { title: leads.kinds.contact.title });
    await dataRows(page, region).getByRole('button', { name: 'Élodie Marchand' }).click();
    const dialog = page.getByRole('dialog', {
      name: fillCopy(leads.detail.title, { name: 'Élodie Marchand' }),
    });
    await dialog.waitFor();
    const message = dialog.getByText('nous avons 12 écrans.');
    expect(await message.evaluate((element) => (element as HTMLElement).innerText)).toBe(
      'Bonjour,\nnous avons 12 écrans.\nÀ bientôt',
    );
    await dialog.getByText(leads.values.languages.fr).waitFor();
    await dialog.getByRole('link', { name: email }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('erases a person from the four lead tables and the outbox, and nobody else', async () => {
    const email = uniqueEmail('erase-me');
    const keep = uniqueEmail('keep-me');
    const person = { language: 'fr' };
    await visitorCreate('WaitlistSubscriber', { ...waitlist('Ève', 'Effacée'), email });
    await visitorCreate('ContactMessage', {
      ...person,
      name: 'Ève',
      email,
      message: 'Effacez-moi',
    });
    await visitorCreate('DemoRequest', { ...person, name: 'Ève', email, company: 'Ève SARL' });
    await visitorCreate('NewsletterSubscriber', { ...person, email, consent: true });
    await visitorCreate('ContactMessage', {
      ...person,
      name: 'Karl',
      email: keep,
      message: 'Gardez-moi',
    });
    expect((await admin.find('OutboxEmail', { to: email })).length).toBeGreaterThan(0);

    const { context, page } = await signInToConsole(
      browser,
      server,
      `/admin/leads/demo?q=${email}`,
    );
    const region = fillCopy(leads.table.region, { title: leads.kinds.demo.title });
    await dataRows(page, region).getByRole('button', { name: 'Ève' }).click();
    const detail = page.getByRole('dialog', {
      name: fillCopy(leads.detail.title, { name: 'Ève' }),
    });
    await detail.getByRole('button', { name: leads.detail.erase }).click();
    const confirm = page.getByRole('dialog', { name: fillCopy(leads.erase.title, { email }) });
    await confirm.getByText(leads.erase.warning).waitFor();
    await confirm.getByRole('button', { name: leads.erase.confirm }).click();
    await page.getByRole('status').getByText(fillCopy(leads.erase.done, { email })).waitFor();
    await page.getByText(leads.table.noMatch).waitFor();

    for (const entity of [
      'WaitlistSubscriber',
      'ContactMessage',
      'DemoRequest',
      'NewsletterSubscriber',
    ]) {
      expect(await admin.find(entity, { email }), entity).toEqual([]);
    }
    expect(await admin.find('OutboxEmail', { $or: [{ to: email }, { reply_to: email }] })).toEqual(
      [],
    );
    expect(await admin.find('ContactMessage', { email: keep })).toHaveLength(1);
    expect(await admin.find('OutboxEmail', { reply_to: keep })).not.toEqual([]);
    expect(
      (await admin.find('WaitlistSubscriber', { company: `Entreprise ${marker}` })).length,
    ).toBe(64);
    await context.close();
  });

  it('says so when the list in the address does not exist', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/leads/prospects');
    await page.getByRole('heading', { level: 1, name: leads.unknownKind.title }).waitFor();
    await context.close();
  });
  it('shows the table in English, counts formatted the English way', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/leads/waitlist', {
      lang: 'en',
    });
    await page.getByRole('heading', { level: 1, name: leadsEn.kinds.waitlist.title }).waitFor();
    const region = fillCopy(leadsEn.table.region, { title: leadsEn.kinds.waitlist.title });
    await page.getByRole('region', { name: region }).waitFor();
    const pager = page.getByRole('navigation', { name: leadsEn.table.pagingLabel });
    await pager
      .getByText(fillCopy(consoleEn.paging.range, { from: 1, to: 50, total: 66 }))
      .waitFor();
    await page.getByRole('button', { name: workEn.export.menu }).waitFor();
    await context.close();
  });

  it.each([1440, 375])(
    'has no accessibility violations at %i px, detail open or not',
    async (width) => {
      const { context, page } = await signInToConsole(browser, server, '/admin/leads/waitlist', {
        width,
      });
      const first = page.getByRole('button', { name: 'Chloé Petit' });
      await first.waitFor();
      const scan = async () =>
        (
          await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
            .analyze()
        ).violations.flatMap((violation) =>
          violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
        );
      expect(await scan()).toEqual([]);
      await first.click();
      await page.getByRole('dialog').waitFor();
      expect(await scan()).toEqual([]);
      await context.close();
    },
  );
});
