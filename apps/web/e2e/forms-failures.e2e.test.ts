import { createHash } from 'node:crypto';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, uniqueEmail } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { alertRegion, formValues, openPage } from './support/form-helpers';
import { startSiteServer, type SiteServer } from './support/site-server';
import { COPY } from './support/site-pages';

/** Real failures: a stopped server, then the rate limit. Nothing typed is ever lost. */
describe('forms when the server fails', () => {
  let browser: Browser;
  const servers: SiteServer[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('keeps the demo request when the server is down, and sends it once it is back', async () => {
    const { demo, optional } = COPY.en.forms;
    const first = await startSiteServer();
    const { context, page } = await openPage(browser, `${first.url}${pagePath('en', 'Demo')}`);
    const form = page.getByRole('form', { name: demo.title });
    const email = uniqueEmail('demo-down');
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await box(demo.fields.name.label).fill('Claire Dumont');
    await box(demo.fields.email.label).fill(email);
    await box(demo.fields.company.label).fill('Musée des Confluences');
    await box(`${demo.fields.phone.label} (${optional})`).fill('+33 4 00 00 00 00');
    const typed = await formValues(form);
    // The form engine came with the first focus; then the server goes away.
    await page.waitForLoadState('networkidle');
    await first.stop();

    await form.getByRole('button', { name: demo.submit }).click();
    await alertRegion(page).getByText(COPY.en.common.toast.unreachable.title).waitFor();
    expect(await formValues(form)).toEqual(typed);

    const back = await startSiteServer({}, { port: first.port });
    servers.push(back);
    await form.getByRole('button', { name: demo.submit }).click();
    await page.getByText(demo.success.title).waitFor();
    const admin = await adminApi(back);
    expect(await admin.find('DemoRequest', { email })).toHaveLength(1);
    await context.close();
  });

  it('says “too many attempts” on a 429 and keeps the contact message', async () => {
    const { contact, toasts } = COPY.fr.forms;
    // Without the proof of work, so that this test's own writes can use up the allowance.
    const limited = await startSiteServer({ RATE_LIMIT_MAX: '2', FORM_CHALLENGE: 'false' });
    servers.push(limited);
    const { context, page } = await openPage(browser, `${limited.url}${pagePath('fr', 'Contact')}`);
    const form = page.getByRole('form', { name: contact.title });
    await form.getByRole('textbox', { name: contact.fields.name.label }).fill('Marc Lefèvre');
    await form
      .getByRole('textbox', { name: contact.fields.email.label, exact: true })
      .fill(uniqueEmail('contact-429'));
    await form.getByRole('textbox', { name: contact.fields.message.label }).fill('Bonjour !');
    const typed = await formValues(form);
    // Two writes from the same address use up the minute's allowance.
    for (let index = 0; index < 2; index += 1) {
      const response = await fetch(`${limited.url}/api/apps/vitrine/entities/ContactMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', email: 'x@example.com', message: 'x', language: 'fr' }),
      });
      expect(response.status).toBe(201);
    }
    await form.getByRole('button', { name: contact.submit }).click();
    await alertRegion(page).getByText(toasts.rateLimited.title).waitFor();
    expect(await alertRegion(page).textContent()).toContain(toasts.rateLimited.description);
    expect(await formValues(form)).toEqual(typed);
    // The toast goes away with its named dismiss button.
    await alertRegion(page).getByRole('button', { name: COPY.fr.common.toast.dismiss }).click();
    expect(await alertRegion(page).getByText(toasts.rateLimited.title).count()).toBe(0);
    await context.close();
  });

  it.each(['fr', 'en'] as const)(
    'says the anti-robot check failed when the server refuses the solution, keeps the message, and sends on retry (%s)',
    async (locale) => {
      const { contact, toasts } = COPY[locale].forms;
      const server = await startSiteServer();
      servers.push(server);
      const { context, page } = await openPage(
        browser,
        `${server.url}${pagePath(locale, 'Contact')}`,
      );
      const form = page.getByRole('form', { name: contact.title });
      const email = uniqueEmail(`contact-challenge-${locale}`);
      await form.getByRole('textbox', { name: contact.fields.name.label }).fill('Marc Lefèvre');
      await form
        .getByRole('textbox', { name: contact.fields.email.label, exact: true })
        .fill(email);
      await form.getByRole('textbox', { name: contact.fields.message.label }).fill('Bonjour !');
      const typed = await formValues(form);
      // A challenge the browser can solve but the server never signed: its solution is refused.
      const salt = `${'0'.repeat(24)}?expires=${Math.floor(Date.now() / 1000) + 600}&`;
      const forged = {
        algorithm: 'SHA-256',
        challenge: createHash('sha256').update(`${salt}42`).digest('hex'),
        maxnumber: 100,
        salt,
        signature: 'f'.repeat(64),
      };
      await page.route('**/api/apps/vitrine/challenge', (route) => route.fulfill({ json: forged }));
      await form.getByRole('button', { name: contact.submit }).click();
      await alertRegion(page).getByText(toasts.challengeFailed.title).waitFor();
      expect(await alertRegion(page).textContent()).toContain(toasts.challengeFailed.description);
      expect(await formValues(form)).toEqual(typed);
      const admin = await adminApi(server);
      expect(await admin.find('ContactMessage', { email })).toHaveLength(0);

      await page.unroute('**/api/apps/vitrine/challenge');
      await form.getByRole('button', { name: contact.submit }).click();
      await page.getByText(contact.success.title).waitFor();
      expect(await admin.find('ContactMessage', { email })).toHaveLength(1);
      await context.close();
    },
  );
});
