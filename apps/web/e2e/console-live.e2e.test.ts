import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLeadWorkCopy as work } from '../app/console/leads/content/fr/console-lead-work';
import { consoleCampaignsCopy as campaigns } from '../app/console/campaigns/content/fr/console-campaigns';
import { consoleLeadsCopy as leadsEn } from '../app/console/leads/content/en/console-leads';
import { consoleLeadsCopy as leads } from '../app/console/leads/content/fr/console-leads';
import { fillCopy } from '../app/console/shared/console-locale';
import { uniqueEmail } from './support/admin-api';
import { signInToConsole } from './support/console-browser';
import { axeFindings } from './support/page-checks';
import { useAdminApi, useSiteInBrowser } from './support/site-session';
import { startSmtpSink } from './support/smtp-sink';
import { solvedChallenge } from './support/solved-challenge';

/** Where the screenshots of a live-arrived row go (looked at by people). */
const SHOTS = process.env.LIVE_SHOTS_DIR;

const contactTable = (page: Page, copy = leads) =>
  page.getByRole('region', {
    name: fillCopy(copy.table.region, { title: copy.kinds.contact.title }),
  });

/**
 * Realtime frames the page received and sent, and the paths it asked (watch before the page
 * loads: the socket opens with the first page that listens).
 */
function watch(page: Page) {
  const frames: string[] = [];
  const sent: string[] = [];
  const calls: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
    socket.on('framesent', ({ payload }) => sent.push(String(payload)));
  });
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  /** Waits until the socket joined the entity's room (so a change made now reaches it). */
  const joined = (entity: string) =>
    expect
      .poll(() => sent.some((frame) => frame.includes('"join"') && frame.includes(`:${entity}"`)))
      .toBe(true);
  return { frames, calls, joined };
}

describe('console: live updates', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  // Started before the site (registered first), which sends the campaign to it.
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
  });
  const { server, browser } = useSiteInBrowser({
    RATE_LIMIT_MAX: '10000',
    LOGIN_RATE_LIMIT_MAX: '1000',
    // One e-mail a second: the sending lasts long enough to be watched.
    NEWSLETTER_RATE: '1',
    NEWSLETTER_BATCH_SIZE: '1',
    get SMTP_URL() {
      return sink!.url;
    },
  });
  const admin = useAdminApi(server);

  /** A contact message posted the way the site's form posts it (a visitor, no token). */
  async function contact(name: string) {
    const response = await fetch(`${server.url}/api/apps/${server.appId}/entities/ContactMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: uniqueEmail(name.toLowerCase().replace(/\W/g, '')),
        message: `Bonjour, ici ${name}. Nous équipons douze magasins en écrans.`,
        language: 'fr',
        ...(await solvedChallenge(server)),
      }),
    });
    if (!response.ok) throw new Error(`POST ContactMessage: ${response.status}`);
    return (await response.json()) as { id: string };
  }

  it('fr: a new message appears at the top of the open table, announced, without a reload; a status change follows', async () => {
    await contact('Claire Fontaine');
    const { context, page } = await signInToConsole(browser, server, '/admin/account');
    const { calls, joined } = watch(page);
    await page.goto(`${server.url}/admin/leads/contact`);
    const table = contactTable(page);
    await table.getByRole('row', { name: /Claire Fontaine/ }).waitFor();
    await joined('ContactMessage');
    calls.length = 0;
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const posted = await contact('Julien Mercier');
    const row = table.getByRole('row', { name: /Julien Mercier/ });
    await row.waitFor();
    expect(await table.getByRole('row').nth(1).textContent()).toContain('Julien Mercier');
    await row.getByText(leads.live.arrivedMark, { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Julien Mercier' }).count())
      .toBe(1);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // The row came through the socket: the table was not read again.
    expect(calls.filter((path) => path.endsWith('/entities/ContactMessage'))).toEqual([]);
    await admin.update('ContactMessage', posted.id, { status: 'answered' });
    await row.getByText(work.statuses.answered).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leads-live-fr-1440.png`, fullPage: true });
    await context.close();
  });

  it('en, phone width: a message outside the view is offered in a notice', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/account', {
      width: 375,
      lang: 'en',
    });
    const { joined } = watch(page);
    await page.goto(`${server.url}/admin/leads/contact?sort=name`);
    await page.getByRole('heading', { level: 1, name: leadsEn.kinds.contact.title }).waitFor();
    await joined('ContactMessage');
    await contact('Aaron Blake');
    await page.getByText(leadsEn.live.waitingOne, { exact: true }).waitFor();
    await page.getByRole('button', { name: leadsEn.live.show }).click();
    await page.waitForURL(`${server.url}/admin/leads/contact`);
    await page.getByText('Aaron Blake').first().waitFor();
    await contact('Beatrice Hall');
    await page.getByText(leadsEn.live.arrivedMark, { exact: true }).first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leads-live-en-375.png`, fullPage: true });
    await context.close();
  });

  it('fr: the dashboard count rises without a reload', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/account');
    const { joined } = watch(page);
    await page.goto(`${server.url}/admin`);
    const count = page.locator('[data-count="contact"]');
    await expect.poll(() => count.textContent()).toMatch(/^\d+$/);
    const before = Number(await count.textContent());
    await joined('ContactMessage');
    await contact('Nadia Roux');
    await expect.poll(() => count.textContent()).toBe(String(before + 1));
    await context.close();
  });

  it('fr: a sending campaign streams its progress, polling slowly meanwhile', async () => {
    const readers = Array.from({ length: 6 }, (_, index) => uniqueEmail(`lectrice${index}`));
    for (const email of readers)
      await admin.create('NewsletterSubscriber', {
        email,
        language: 'fr',
        consent: true,
        confirmed: true,
        consent_note: 'Salon, formulaire papier',
      });
    const campaign = await admin.create('NewsletterCampaign', {
      subject: `Nouveautés de novembre ${Date.now().toString(36)}`,
      content: 'Les écrans de vitrine se pilotent maintenant depuis le téléphone.',
      language: 'fr',
    });
    const { context, page } = await signInToConsole(browser, server, '/admin/account');
    const { frames, calls } = watch(page);
    const base = `${server.url}/api/apps/${server.appId}`;
    const sent = await fetch(`${base}/newsletter/campaigns/${campaign.id}/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(sent.status).toBe(202);
    await page.goto(`${server.url}/admin/campaigns/${campaign.id}`);
    const bar = page.getByRole('progressbar', { name: campaigns.progress.label });
    const values = new Set<string>();
    await expect
      .poll(async () => {
        const value = await bar.getAttribute('aria-valuenow').catch(() => null);
        if (value !== null) values.add(value);
        return values.size;
      })
      .toBeGreaterThanOrEqual(3);
    expect(frames.some((frame) => frame.includes('NewsletterCampaign'))).toBe(true);
    // Polled every 2 s, three values would take three asks or more; streamed, the first one.
    const asks = calls.filter((path) => path.endsWith(`/${campaign.id}/progress`));
    expect(asks.length).toBeLessThan(values.size);
    await context.close();
  });

  it('fr: without a realtime connection the table still loads and shows new messages after a reload', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin');
    await page.routeWebSocket(/\/ws-user-apps\//, (socket) => socket.close());
    await page.goto(`${server.url}/admin/leads/contact`);
    const table = contactTable(page);
    await table.getByRole('row').nth(1).waitFor();
    await contact('Hugo Petit');
    await page.reload();
    await table.getByRole('row', { name: /Hugo Petit/ }).waitFor();
    await context.close();
  });
});
