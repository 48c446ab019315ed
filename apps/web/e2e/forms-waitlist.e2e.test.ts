import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/admin-api';
import { alertRegion, formValues, holdWrites, openPage } from './support/form-helpers';
import { COPY } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

/** The waitlist form (docs/product.md §2.12, §4.3, §5.1) in a real browser and the real server. */
describe('waitlist form', () => {
  const { server, browser } = useSiteInBrowser();
  const admin = useAdminApi(server);

  const open = (locale: Locale) =>
    openPage(browser, `${server.url}${pagePath(locale, 'Waitlist')}`);
  const formOf = (page: Page, locale: Locale) =>
    page.getByRole('form', { name: COPY[locale].forms.waitlist.title });

  /** Fills the four required fields (and the optional ones with `everything`). */
  async function fill(page: Page, locale: Locale, email: string, everything = false) {
    const { waitlist, optional } = COPY[locale].forms;
    const form = formOf(page, locale);
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await box(waitlist.fields.firstName.label).fill('Camille');
    await box(waitlist.fields.lastName.label).fill('Martin');
    await box(waitlist.fields.email.label).fill(email);
    await box(waitlist.fields.company.label).fill('Boulangerie Martin');
    if (!everything) return form;
    await box(`${waitlist.fields.role.label} (${optional})`).fill('Gérante');
    await form
      .getByRole('combobox', { name: `${waitlist.screensCount.label} (${optional})` })
      .selectOption('6-20');
    const interest = (id: string) => waitlist.interests.options.find((o) => o.id === id)!.label;
    await form.getByRole('checkbox', { name: interest('analytics') }).check();
    await form.getByRole('checkbox', { name: interest('ai-content') }).check();
    return form;
  }

  it.each(['fr', 'en'] as const)(
    'stores the sign-up, showing “sending” then the success message (%s)',
    async (locale) => {
      const { forms } = COPY[locale];
      const { context, page } = await open(locale);
      const email = uniqueEmail(`waitlist-${locale}`);
      const form = await fill(page, locale, email, true);
      const hold = await holdWrites(page, 'WaitlistSubscriber');
      await form.getByRole('button', { name: forms.waitlist.submit }).click();
      const sending = form.getByRole('button', { name: forms.sending });
      await expect.poll(() => hold.held.length).toBe(1);
      expect(await sending.isDisabled()).toBe(true);
      expect(await form.getAttribute('aria-busy')).toBe('true');
      await hold.release();
      const success = page.getByRole('status').filter({ hasText: forms.waitlist.success.title });
      await success.waitFor();
      expect(await success.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await formOf(page, locale).count()).toBe(0);
      const records = await admin.find('WaitlistSubscriber', { email });
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        firstName: 'Camille',
        lastName: 'Martin',
        company: 'Boulangerie Martin',
        role: 'Gérante',
        screensCount: '6-20',
        interests: ['ai-content', 'analytics'],
        language: locale,
      });
      await context.close();
    },
  );

  it('checks the fields with the server’s rules, in the page’s language, before sending', async () => {
    const { waitlist, validation } = COPY.fr.forms;
    const { context, page } = await open('fr');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') writes.push(request.url());
    });
    const form = formOf(page, 'fr');
    await form.getByRole('button', { name: waitlist.submit }).click();
    const firstName = form.getByRole('textbox', {
      name: waitlist.fields.firstName.label,
      exact: true,
    });
    await expect.poll(() => firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true);
    const describedBy = (await firstName.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(
      waitlist.fields.firstName.required,
    );
    for (const field of ['lastName', 'email', 'company'] as const) {
      await form.getByText(waitlist.fields[field].required).waitFor();
    }
    const email = form.getByRole('textbox', { name: waitlist.fields.email.label, exact: true });
    await fill(page, 'fr', 'camille@');
    await form.getByRole('button', { name: waitlist.submit }).click();
    await form.getByText(validation.format).waitFor();
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await firstName.getAttribute('aria-invalid')).toBeNull();
    // After a first submit, leaving a field checks it again.
    await email.fill('camille@example.com');
    await email.blur();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();
    expect(await form.getByText(validation.format).count()).toBe(0);
    expect(writes.filter((url) => url.includes('/entities/'))).toEqual([]);
    await context.close();
  });

  it('keeps everything typed on a server error, says so, logs it, and sends on retry', async () => {
    const { forms } = COPY.en;
    const { context, page } = await open('en');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const email = uniqueEmail('waitlist-500');
    const form = await fill(page, 'en', email, true);
    const typed = await formValues(form);
    await page.route('**/api/apps/*/entities/WaitlistSubscriber', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal error', code: 'INTERNAL_ERROR' }),
      }),
    );
    await form.getByRole('button', { name: forms.waitlist.submit }).click();
    await alertRegion(page).getByText(forms.toasts.serverError.title).waitFor();
    expect(await formValues(form)).toEqual(typed);
    expect(await form.getByRole('checkbox', { checked: true }).count()).toBe(2);
    expect(await form.getByRole('button', { name: forms.waitlist.submit }).isEnabled()).toBe(true);
    expect(errors.some((line) => line.includes('[forms]'))).toBe(true);
    expect(errors.join('\n')).not.toContain(email);
    // The toast can be dismissed by name; the retry reaches the real server.
    await page.unroute('**/api/apps/*/entities/WaitlistSubscriber');
    await form.getByRole('button', { name: forms.waitlist.submit }).click();
    await page.getByText(forms.waitlist.success.title).waitFor();
    expect(await alertRegion(page).getByText(forms.toasts.serverError.title).count()).toBe(0);
    expect(await admin.find('WaitlistSubscriber', { email })).toHaveLength(1);
    await context.close();
  });

  it('answers a bot that fills the honeypot like anyone, and stores nothing', async () => {
    const { context, page } = await open('fr');
    const email = uniqueEmail('waitlist-bot');
    const form = await fill(page, 'fr', email);
    const trap = form.locator('input[name="website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await form.getByRole('textbox', { name: COPY.fr.common.honeypotLabel }).count()).toBe(0);
    await trap.evaluate((element) => ((element as HTMLInputElement).value = 'https://spam.test'));
    await form.getByRole('button', { name: COPY.fr.forms.waitlist.submit }).click();
    await page.getByText(COPY.fr.forms.waitlist.success.title).waitFor();
    expect(await admin.find('WaitlistSubscriber', { email })).toEqual([]);
    await context.close();
  });

  it('gives the same success to a second sign-up with the same email, and keeps the first record', async () => {
    const email = uniqueEmail('waitlist-twice');
    for (const locale of ['en', 'fr'] as const) {
      const { context, page } = await open(locale);
      const form = await fill(page, locale, email.toUpperCase());
      await form.getByRole('button', { name: COPY[locale].forms.waitlist.submit }).click();
      await page.getByText(COPY[locale].forms.waitlist.success.title).waitFor();
      await context.close();
    }
    const records = await admin.find('WaitlistSubscriber', { email });
    expect(records).toHaveLength(1);
    // A repeat sign-up never overwrites what is stored: the first language stays.
    expect(records[0]?.language).toBe('en');
  });
});
