import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/admin-api';
import { holdWrites, openPage } from './support/form-helpers';
import { COPY } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

/**
 * The footer newsletter box (explicit opt-in, double opt-in e-mail) and the page behind the
 * e-mail's links. The server runs on another app id than the build's default, so the forms must
 * read the server's.
 */
describe('newsletter sign-up, confirmation and unsubscribe', () => {
  const { server, browser } = useSiteInBrowser({ APP_ID: 'vitrine-e2e' });
  const admin = useAdminApi(server);

  const footerBox = (page: Page, locale: Locale) =>
    page.getByRole('contentinfo').getByRole('form', {
      name: COPY[locale].common.footer.newsletter.title,
    });

  async function signUp(page: Page, locale: Locale, email: string) {
    const { newsletter } = COPY[locale].common.footer;
    const box = footerBox(page, locale);
    await box.getByRole('textbox', { name: newsletter.emailLabel }).fill(email);
    await box.getByRole('checkbox', { name: newsletter.consent }).check();
    const hold = await holdWrites(page, 'NewsletterSubscriber');
    await box.getByRole('button', { name: newsletter.subscribe }).click();
    await expect.poll(() => hold.held.length).toBe(1);
    const sending = box.getByRole('button', { name: COPY[locale].forms.sending });
    expect(await sending.isDisabled()).toBe(true);
    await hold.release();
    await page.getByText(COPY[locale].forms.newsletter.success.title).waitFor();
  }

  /** The links of the opt-in e-mail (no SMTP here: it waits in the outbox, `stored`). */
  async function optInLinks(email: string) {
    let mails: { text: string; status: string }[] = [];
    await expect
      .poll(async () => {
        mails = await admin.find('OutboxEmail', { to: email, kind: 'newsletter-opt-in' });
        return mails.length;
      })
      .toBe(1);
    expect(mails[0]?.status).toBe('stored');
    const link = (action: string) => {
      const found = new RegExp(`https?://[^\\s"<>]+\\?action=${action}&token=[\\w-]+`).exec(
        mails[0]?.text ?? '',
      )?.[0];
      if (!found) throw new Error(`no ${action} link in the opt-in e-mail`);
      const url = new URL(found);
      return `${server.url}${url.pathname}${url.search}`;
    };
    return { confirm: link('confirm'), unsubscribe: link('unsubscribe') };
  }

  it('refuses a sign-up without the explicit, unticked consent', async () => {
    const { newsletter } = COPY.en.common.footer;
    const { context, page } = await openPage(browser, `${server.url}/en/pricing`);
    const box = footerBox(page, 'en');
    const consent = box.getByRole('checkbox', { name: newsletter.consent });
    expect(await consent.isChecked()).toBe(false);
    expect(await consent.getAttribute('required')).not.toBeNull();
    const email = uniqueEmail('newsletter-no-consent');
    await box.getByRole('textbox', { name: newsletter.emailLabel }).fill(email);
    await box.getByRole('button', { name: newsletter.subscribe }).click();
    await box.getByText(COPY.en.forms.newsletter.fields.consent.required).waitFor();
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect(await consent.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await admin.find('NewsletterSubscriber', { email })).toEqual([]);
    await context.close();
  });

  it.each(['fr', 'en'] as const)(
    'signs up from the footer, confirms by the e-mail link, then unsubscribes (%s)',
    async (locale) => {
      const copy = COPY[locale].forms.newsletterPage;
      const email = uniqueEmail(`newsletter-${locale}`);
      const { context, page } = await openPage(
        browser,
        `${server.url}${pagePath(locale, 'Waitlist')}`,
      );
      await signUp(page, locale, email);
      const [record] = await admin.find('NewsletterSubscriber', { email });
      expect(record).toMatchObject({ email, consent: true, language: locale });
      expect(record?.confirmed).not.toBe(true);

      const links = await optInLinks(email);
      expect(links.confirm).toContain(locale === 'en' ? '/en/newsletter?' : '/newsletter?');
      await page.goto(links.confirm);
      await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
      // Opening the link changes nothing: only the button does.
      expect((await admin.find('NewsletterSubscriber', { email }))[0]?.confirmed).not.toBe(true);
      await page.getByRole('button', { name: copy.confirm.button }).click();
      await page.getByText(copy.confirm.doneTitle).waitFor();
      expect((await admin.find('NewsletterSubscriber', { email }))[0]?.confirmed).toBe(true);

      await page.goto(links.unsubscribe);
      await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
      await page.getByRole('button', { name: copy.unsubscribe.button }).click();
      await page.getByText(copy.unsubscribe.doneTitle).waitFor();
      expect(await admin.find('NewsletterSubscriber', { email })).toEqual([]);

      // The same link again says it is done, as the first time (RFC 8058: idempotent); the used
      // confirmation link is unknown now.
      await page.goto(links.unsubscribe);
      await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
      await page.getByRole('button', { name: copy.unsubscribe.button }).click();
      await page.getByText(copy.unsubscribe.doneTitle).waitFor();
      await page.goto(links.confirm);
      await page.waitForSelector('html[data-islands="ready"]', { state: 'attached' });
      await page.getByRole('button', { name: copy.confirm.button }).click();
      await page.getByText(copy.invalid.title).waitFor();
      await context.close();
    },
  );

  it('keeps one subscriber for a second sign-up with the same address', async () => {
    const email = uniqueEmail('newsletter-twice');
    for (const locale of ['fr', 'en'] as const) {
      const { context, page } = await openPage(browser, `${server.url}${pagePath(locale, 'Home')}`);
      await signUp(page, locale, email);
      await context.close();
    }
    expect(await admin.find('NewsletterSubscriber', { email })).toHaveLength(1);
  });

  it('explains an incomplete link instead of offering a button', async () => {
    const { context, page } = await openPage(browser, `${server.url}/newsletter?action=confirm`);
    await page.getByText(COPY.fr.forms.newsletterPage.incomplete.title).waitFor();
    const button = page.getByRole('button', { name: COPY.fr.forms.newsletterPage.confirm.button });
    expect(await button.count()).toBe(0);
    await context.close();
  });
});
