import type { Locale } from '@vitrine/contract/locales';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLater } from '../../../packages/contract/test/set-later';
import { consoleCampaignsCopy as campaignsEn } from '../app/console/campaigns/content/en/console-campaigns';
import { consoleCampaignsCopy as campaignsFr } from '../app/console/campaigns/content/fr/console-campaigns';
import { consoleCopy as consoleFr } from '../app/console/shared/content/fr/console';
import { consoleLeadsCopy as leadsFr } from '../app/console/leads/content/fr/console-leads';
import { fillCopy } from '../app/console/shared/console-locale';
import { adminApi, uniqueEmail } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { openConsolePage } from './support/console-browser';
import { axeFindings, overflow } from './support/page-checks';
import { E2E_ADMIN, startSiteServer, type SiteServer } from './support/site-server';
import { startSmtpSink } from './support/smtp-sink';

const fr = campaignsFr;
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/**
 * axe's findings on the page. The e-mail's preview frame is left out: its sandbox runs no script,
 * so axe cannot run inside it (and waits for it); the frame's own title is checked by the journey.
 */
const campaignFindings = (page: Page) => axeFindings(page, { exclude: 'iframe' });

describe('console: newsletter campaigns', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let site: SiteServer | undefined;
  let chromium: Browser | undefined;
  let api: Awaited<ReturnType<typeof adminApi>> | undefined;
  const smtp = setLater(() => sink, 'the SMTP sink');
  const server = setLater(() => site, 'the site server');
  const browser = setLater(() => chromium, 'the browser');
  const marker = Date.now().toString(36);
  const readers = { fr: [] as string[], en: [] as string[] };
  const others = {
    pending: uniqueEmail('pending'),
    bouncing: uniqueEmail('bouncing'),
    // Confirmed, but its server refuses it for good: the campaign fails it and marks it bouncing.
    refused: uniqueEmail('refused'),
  };

  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (address) => address === others.refused });
    // One e-mail a second: a sending lasts long enough to be watched, paused and resumed.
    site = await startSiteServer({
      SMTP_URL: sink.url,
      NEWSLETTER_RATE: '1',
      NEWSLETTER_BATCH_SIZE: '2',
      LOGIN_RATE_LIMIT_MAX: '1000',
    });
    chromium = await launchBrowser();
    api = await adminApi(site);
    const note = `Salon Retail Tech ${marker}, formulaire papier signé`;
    const subscriber = (email: string, language: Locale, extra: Record<string, unknown> = {}) =>
      api!.create('NewsletterSubscriber', { email, language, consent: true, ...extra });
    for (let index = 0; index < 4; index += 1) readers.fr.push(uniqueEmail(`lecteur${index}`));
    for (let index = 0; index < 12; index += 1) readers.en.push(uniqueEmail(`reader${index}`));
    for (const email of readers.fr)
      await subscriber(email, 'fr', { confirmed: true, consent_note: note });
    for (const email of readers.en)
      await subscriber(email, 'en', { confirmed: true, consent_note: note });
    await subscriber(others.pending, 'fr');
    await subscriber(others.refused, 'fr', { confirmed: true, consent_note: note });
    const failing = await subscriber(others.bouncing, 'fr', {
      confirmed: true,
      consent_note: note,
    });
    await api.update('NewsletterSubscriber', failing.id, { bouncing: true });
  });

  afterAll(async () => {
    await chromium?.close();
    await site?.stop();
    await sink?.stop();
  });

  const open = (locale: Locale, path: string, width = 1440) =>
    openConsolePage(browser, server.url, { locale, path, width });

  it('fr: writes a campaign with its preview, tests it, sends it and reads the report', async () => {
    const { context, page } = await open('fr', '/admin/campaigns');
    await page.getByRole('heading', { level: 1, name: fr.list.title }).waitFor();
    await page.getByRole('heading', { name: fr.list.emptyTitle }).waitFor();
    expect(await campaignFindings(page)).toEqual([]);
    await page.getByRole('link', { name: fr.list.newCampaign }).first().click();
    await page.getByRole('heading', { level: 1, name: fr.editor.newTitle }).waitFor();

    // Starting from a post fills the empty subject with its title.
    const postSelect = page.getByLabel(fr.editor.fields.post);
    const firstPost = postSelect.locator('option').nth(1);
    const postTitle = (await firstPost.textContent()) ?? '';
    await postSelect.selectOption({ index: 1 });
    await expect.poll(() => page.getByLabel(fr.editor.fields.subject).inputValue()).toBe(postTitle);
    const subject = `Les nouveautés de novembre ${marker}`;
    await page.getByLabel(fr.editor.fields.subject).fill(subject);
    await page.getByLabel(fr.editor.fields.preheader).fill('Trois nouveautés pour vos écrans');
    await page
      .getByLabel(fr.editor.fields.content)
      .fill(`## Bonjour\n\nVoici les nouveautés du mois, code ${marker}.`);

    // The preview is the server's rendering, in a sandboxed frame, at two widths.
    const frame = page.getByTitle(fr.preview.frame);
    await frame.waitFor();
    await expect
      .poll(async () => page.frameLocator('iframe').locator('body').textContent(), {
        timeout: 10_000,
      })
      .toContain(`code ${marker}`);
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect.poll(() => frame.evaluate((node) => (node as HTMLElement).offsetWidth)).toBe(640);
    await page.getByRole('button', { name: fr.preview.phone }).click();
    expect(
      await page.getByRole('button', { name: fr.preview.phone }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => frame.evaluate((node) => (node as HTMLElement).offsetWidth)).toBe(375);

    // Saved, it gets its address; the audience counts confirmed, working French addresses.
    await page.getByRole('button', { name: fr.editor.save, exact: true }).click();
    await page.getByText(fr.editor.created).waitFor();
    await page.waitForURL(/\/admin\/campaigns\/(?!new)[\w-]+$/);
    const audience = fillCopy(fr.send.audience.other, {
      count: 5,
      language: fr.audienceOf.fr,
    });
    await page.getByText(audience, { exact: true }).waitFor();
    expect(await campaignFindings(page)).toEqual([]);

    // A test goes to the signed-in admin only.
    await page.getByRole('button', { name: fr.test.button }).click();
    await page.getByText(fillCopy(fr.test.sent, { email: E2E_ADMIN.email })).waitFor();
    await expect.poll(() => smtp.to(E2E_ADMIN.email).length, { timeout: 20_000 }).toBe(1);
    expect(
      smtp.messages.filter((mail) => readers.fr.some((email) => mail.to.includes(email))),
    ).toEqual([]);

    // Sending asks first, naming how many will get it; Cancel has the focus.
    await page.getByRole('button', { name: fr.send.sendNow }).click();
    const dialog = page.getByRole('dialog', {
      name: plain(fillCopy(fr.send.confirmTitle.other, { count: 5 })),
    });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      consoleFr.actions.cancel,
    );
    expect(await campaignFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: fr.send.confirm }).click();
    await page.getByText(fr.send.started, { exact: true }).waitFor();

    // The progress bar says how far it got, then the report replaces it.
    const bar = page.getByRole('progressbar', { name: fr.progress.label });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuemax')).toBe('5');
    await page.getByRole('heading', { name: fr.report.heading }).waitFor({ timeout: 20_000 });
    // The refused address is in the failures, marked as no longer mailed.
    const failures = page.getByRole('region', { name: fr.report.failuresCaption });
    const failure = failures.getByRole('row').filter({ hasText: others.refused });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(fr.report.yes);
    await page.getByText(fr.statuses.sent, { exact: true }).first().waitFor();
    await page.getByText(fr.editor.readOnly).waitFor();
    expect(await page.getByLabel(fr.editor.fields.subject).count()).toBe(0);
    const received = smtp.messages
      .flatMap((mail) => mail.to)
      .filter((to) => to !== E2E_ADMIN.email);
    expect(received.sort()).toEqual([...readers.fr].sort());
    expect(await campaignFindings(page)).toEqual([]);

    // A reader follows the post's link twice (through the site's redirect, to the post with
    // the campaign's UTM): the report counts one unique click and two in all, and no opens.
    const mail = smtp.to(readers.fr[0]!)[0]!;
    // Its parts are base64 (campaign-mime.ts).
    const body = [...mail.raw.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]{40,})/g)]
      .map((part) => Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
      .join('\n');
    const click = body.match(/https?:\/\/[^\s"<>]+\/c\/[\w.-]+/)?.[0];
    expect(click).toBeDefined();
    let target = '';
    for (let time = 0; time < 2; time += 1) {
      const followed = await fetch(click!, { redirect: 'manual' });
      expect(followed.status).toBe(302);
      target = followed.headers.get('location') ?? '';
      expect(target).toContain('utm_medium=email');
    }
    await page.reload();
    const links = page.getByRole('region', { name: fr.measure.linksCaption });
    const clicked = links.getByRole('row').filter({ hasText: target });
    await expect
      .poll(async () => plain(await clicked.textContent()), { timeout: 10_000 })
      .toBe(`${target}12`);
    await page.getByText(fr.measure.noOpens).waitFor();

    // The list shows it sent, with its figures.
    await page.getByRole('link', { name: fr.editor.backToList }).click();
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.waitFor();
    expect(plain(await row.textContent())).toContain(fr.statuses.sent);
    await context.close();
  }, 120_000);

  it('en: pauses, resumes and cancels a sending, confirmed, at phone width', async () => {
    const en = campaignsEn;
    const { context, page } = await open('en', '/admin/campaigns/new', 375);
    await page.getByRole('heading', { level: 1, name: en.editor.newTitle }).waitFor();
    await page.getByLabel(en.editor.fields.language).selectOption('en');
    await page.getByLabel(en.editor.fields.subject).fill(`November news ${marker}`);
    await page
      .getByLabel(en.editor.fields.content)
      .fill('## Hello\n\nThree things to try this month.');
    await page.getByTitle(en.preview.frame).waitFor();
    expect(await campaignFindings(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: en.editor.save, exact: true }).click();
    await page.waitForURL(/\/admin\/campaigns\/(?!new)[\w-]+$/);

    await page.getByRole('button', { name: en.send.sendNow }).click();
    await page
      .getByRole('dialog', { name: 'Send to 12 subscribers?' })
      .getByRole('button', { name: en.send.confirm })
      .click();
    await page.getByRole('button', { name: en.progress.pause }).click();
    await page.getByRole('heading', { name: en.progress.pausedHeading }).waitFor();
    const bar = page.getByRole('progressbar', { name: en.progress.label });
    const paused = Number(await bar.getAttribute('aria-valuenow'));
    expect(paused).toBeLessThan(12);
    expect(await campaignFindings(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);

    await page.getByRole('button', { name: en.progress.resume }).click();
    await page.getByRole('heading', { name: en.progress.heading, exact: true }).waitFor();
    await page.getByRole('button', { name: en.progress.cancel }).click();
    const ask = page.getByRole('dialog', { name: en.progress.cancelDialog.title });
    await ask.getByRole('button', { name: en.progress.cancelDialog.confirm }).click();
    await page.getByRole('heading', { name: en.report.heading }).waitFor({ timeout: 20_000 });
    await page.getByText(en.statuses.canceled, { exact: true }).first().waitFor();
    const sent = smtp.messages.filter((mail) =>
      readers.en.some((email) => mail.to.includes(email)),
    );
    expect(sent.length).toBeLessThan(12);
    expect(await campaignFindings(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('fr: schedules a campaign for a date ahead, then takes it back to a draft', async () => {
    const draft = await api!.create<{ id: string }>('NewsletterCampaign', {
      subject: `Programmée ${marker}`,
      content: '## Bientôt\n\nÀ demain.',
      language: 'fr',
    });
    const { context, page } = await open('fr', `/admin/campaigns/${draft.id}`);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000);
    await page
      .getByLabel(fr.editor.fields.schedule, { exact: true })
      .fill(local.toISOString().slice(0, 16));
    await page.getByRole('button', { name: fr.send.schedule }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fr.send.unsavedNote).waitFor();
    expect(await dialog.getByRole('heading').textContent()).toMatch(/^Programmer l’envoi pour le /);
    await dialog.getByRole('button', { name: fr.send.confirmSchedule }).click();
    await page.getByText(fr.send.scheduled, { exact: true }).waitFor();
    await page.getByText(/^Envoi programmé pour le /).waitFor();
    const [stored] = await api!.find<{ status: string; scheduled_at: string }>(
      'NewsletterCampaign',
      { id: draft.id },
    );
    expect(stored?.status).toBe('scheduled');
    expect(Date.parse(stored!.scheduled_at)).toBe(Date.parse(local.toISOString().slice(0, 16)));

    await page.getByRole('button', { name: fr.send.unschedule }).click();
    const ask = page.getByRole('dialog', { name: plain(fr.send.unscheduleTitle) });
    await ask.getByRole('button', { name: fr.send.unschedule }).click();
    await page.getByText(fr.send.unscheduled, { exact: true }).waitFor();
    await page.getByText(fr.statuses.draft, { exact: true }).waitFor();
    await page.getByRole('button', { name: fr.send.schedule }).waitFor();
    const [back] = await api!.find<{ status: string }>('NewsletterCampaign', { id: draft.id });
    expect(back?.status).toBe('draft');
    expect(smtp.messages.filter((mail) => mail.raw.includes(`Programmée ${marker}`))).toEqual([]);
    await context.close();
  }, 60_000);

  it('fr: filters the newsletter subscribers by confirmation, failing address and language', async () => {
    const { context, page } = await open('fr', '/admin/leads/newsletter');
    const region = fillCopy(leadsFr.table.region, { title: leadsFr.kinds.newsletter.title });
    const rows = page
      .getByRole('region', { name: region })
      .getByRole('row')
      .filter({ has: page.locator('td') });
    await rows.first().waitFor();
    /** The addresses the table shows, once the rows match the address's filters. */
    const shown = async () => {
      await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
      const texts = await rows.allTextContents();
      return texts.map((text) => /[\w.-]+@example\.com/.exec(text)?.[0]).sort();
    };
    const filter = (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).selectOption(value);
    await filter(leadsFr.filters.confirmed, 'pending');
    await expect.poll(shown).toEqual([others.pending]);
    await filter(leadsFr.filters.confirmed, '');
    await filter(leadsFr.filters.bouncing, 'bouncing');
    // The address the SMTP server refused during the campaign is bouncing now.
    await expect.poll(shown).toEqual([others.bouncing, others.refused].sort());
    await filter(leadsFr.filters.bouncing, 'fine');
    await filter(leadsFr.filters.confirmed, 'confirmed');
    await filter(leadsFr.filters.language, 'fr');
    await expect.poll(shown).toEqual([...readers.fr].sort());
    // The consent note is shown with each imported subscriber.
    expect(plain(await rows.first().textContent())).toContain(`Salon Retail Tech ${marker}`);
    expect(await campaignFindings(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
