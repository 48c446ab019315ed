import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/admin-api';
import { holdWrites, openPage } from './support/form-helpers';
import { COPY } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

/** The contact and demo forms: stored, confirmed on screen, in both languages. */
describe('contact and demo forms', () => {
  const { server, browser } = useSiteInBrowser();
  const admin = useAdminApi(server);

  /** Submits with the write held back a moment, checks the sending state, then lets it go. */
  async function submitAndWatch(page: Page, locale: Locale, entity: string, submit: string) {
    const { sending } = COPY[locale].forms;
    const hold = await holdWrites(page, entity);
    await page.getByRole('main').getByRole('button', { name: submit }).click();
    await expect.poll(() => hold.held.length).toBe(1);
    const button = page.getByRole('main').getByRole('button', { name: sending });
    expect(await button.isDisabled()).toBe(true);
    await hold.release();
  }

  it.each(['fr', 'en'] as const)('stores a contact message (%s)', async (locale) => {
    const { contact } = COPY[locale].forms;
    const { context, page } = await openPage(
      browser,
      `${server.url}${pagePath(locale, 'Contact')}`,
    );
    const form = page.getByRole('form', { name: contact.title });
    const email = uniqueEmail(`contact-${locale}`);
    await form.getByRole('textbox', { name: contact.fields.name.label }).fill('Inès Haddad');
    await form.getByRole('textbox', { name: contact.fields.email.label, exact: true }).fill(email);
    await form
      .getByRole('textbox', { name: contact.fields.message.label })
      .fill('Nous avons 12 écrans en vitrine.\nPouvez-vous nous rappeler ?');
    await submitAndWatch(page, locale, 'ContactMessage', contact.submit);
    await page.getByText(contact.success.title).waitFor();
    expect(await form.count()).toBe(0);
    const records = await admin.find('ContactMessage', { email });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      name: 'Inès Haddad',
      message: 'Nous avons 12 écrans en vitrine.\nPouvez-vous nous rappeler ?',
      language: locale,
    });
    await context.close();
  });

  it.each(['en', 'fr'] as const)('stores a demo request (%s)', async (locale) => {
    const { demo, optional } = COPY[locale].forms;
    const { context, page } = await openPage(browser, `${server.url}${pagePath(locale, 'Demo')}`);
    const form = page.getByRole('form', { name: demo.title });
    const email = uniqueEmail(`demo-${locale}`);
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await box(demo.fields.name.label).fill('Thomas Nguyen');
    await box(demo.fields.email.label).fill(email);
    await box(demo.fields.company.label).fill('Cinéma Lumière');
    const phone = box(`${demo.fields.phone.label} (${optional})`);
    expect(await phone.getAttribute('type')).toBe('tel');
    expect(await phone.getAttribute('autocomplete')).toBe('tel');
    await phone.fill('+33 6 12 34 56 78');
    expect(await page.getByText(COPY[locale].pages.demo.benefitsTitle).count()).toBe(1);
    await submitAndWatch(page, locale, 'DemoRequest', demo.submit);
    await page.getByText(demo.success.title).waitFor();
    const records = await admin.find('DemoRequest', { email });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      name: 'Thomas Nguyen',
      company: 'Cinéma Lumière',
      phone: '+33 6 12 34 56 78',
      language: locale,
    });
    await context.close();
  });

  it('marks the server’s required fields and gives each input its type and autocomplete', async () => {
    const { contact } = COPY.fr.forms;
    const { context, page } = await openPage(browser, `${server.url}${pagePath('fr', 'Contact')}`);
    const form = page.getByRole('form', { name: contact.title });
    const email = form.getByRole('textbox', { name: contact.fields.email.label, exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    for (const field of ['name', 'email', 'message'] as const) {
      const input = form.getByRole('textbox', { name: contact.fields[field].label, exact: true });
      expect(await input.getAttribute('required')).not.toBeNull();
    }
    await form.getByRole('button', { name: contact.submit }).click();
    await form.getByText(contact.fields.message.required).waitFor();
    await context.close();
  });
});
