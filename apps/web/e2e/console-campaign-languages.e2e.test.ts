import type { Locale } from '@vitrine/contract/locales';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLater } from '../../../packages/contract/test/set-later';
import { consoleCampaignsCopy as fr } from '../app/console/campaigns/content/fr/console-campaigns';
import { fillCopy } from '../app/console/shared/console-locale';
import { adminApi, uniqueEmail } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { openConsolePage } from './support/console-browser';
import { axeFindings } from './support/page-checks';
import { startSiteServer, type SiteServer } from './support/site-server';
import { startSmtpSink, type SunkMail } from './support/smtp-sink';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** A message's base64 parts (campaign-mime.ts), decoded. */
const bodyOf = (mail: SunkMail) =>
  [...mail.raw.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]{40,})/g)]
    .map((part) => Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');

describe('console: a campaign in two languages', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let site: SiteServer | undefined;
  let chromium: Browser | undefined;
  const smtp = setLater(() => sink, 'the SMTP sink');
  const server = setLater(() => site, 'the site server');
  const browser = setLater(() => chromium, 'the browser');
  const marker = Date.now().toString(36);
  const readers: Record<Locale, string[]> = { fr: [], en: [] };

  beforeAll(async () => {
    sink = await startSmtpSink();
    site = await startSiteServer({ SMTP_URL: sink.url });
    chromium = await launchBrowser();
    const api = await adminApi(site);
    readers.fr.push(uniqueEmail('lectrice'), uniqueEmail('lecteur'));
    readers.en.push(uniqueEmail('reader'));
    for (const language of ['fr', 'en'] as const)
      for (const email of readers[language])
        await api.create('NewsletterSubscriber', {
          email,
          language,
          consent: true,
          confirmed: true,
          consent_note: `Salon ${marker}`,
        });
  });

  afterAll(async () => {
    await chromium?.close();
    await site?.stop();
    await sink?.stop();
  });

  it('fr: adds the English version, counts both audiences and sends each reader theirs', async () => {
    const { context, page } = await openConsolePage(browser, server.url, {
      locale: 'fr',
      path: '/admin/campaigns/new',
      width: 1440,
    });
    await page.getByRole('heading', { level: 1, name: fr.editor.newTitle }).waitFor();
    await page.getByLabel(fr.editor.fields.subject, { exact: true }).fill(`Novembre ${marker}`);
    await page.getByLabel(fr.editor.fields.content).fill(`Bonjour, code fr-${marker}.`);

    await page.getByRole('button', { name: fr.translation.add.en }).click();
    const english = page.getByRole('region', { name: fr.translation.heading.en });
    await english.waitFor();
    const named = { language: fr.translation.names.en };
    await english.getByLabel(fillCopy(fr.translation.subject, named)).fill(`November ${marker}`);
    await english
      .getByLabel(fillCopy(fr.translation.content, named))
      .fill(`Hello, code en-${marker}.`);
    // The preview shows either version.
    const versions = page.getByRole('group', { name: fr.preview.versionLabel });
    await versions.getByRole('button', { name: fr.languages.en }).click();
    await expect
      .poll(async () => page.frameLocator('iframe').locator('body').textContent(), {
        timeout: 10_000,
      })
      .toContain(`code en-${marker}`);
    await versions.getByRole('button', { name: fr.languages.fr }).click();
    await expect
      .poll(async () => page.frameLocator('iframe').locator('body').textContent(), {
        timeout: 10_000,
      })
      .toContain(`code fr-${marker}`);
    await page.getByRole('button', { name: fr.editor.save, exact: true }).click();
    await page.getByText(fr.editor.created).waitFor();
    await page.waitForURL(/\/admin\/campaigns\/(?!new)[\w-]+$/);

    // The audience of each language, then the send to both.
    const count = (language: Locale, total: number) =>
      fillCopy(fr.send.audience[total === 1 ? 'one' : 'other'], {
        count: total,
        language: fr.audienceOf[language],
      });
    await page.getByText(count('fr', 2), { exact: true }).waitFor();
    await page.getByText(count('en', 1), { exact: true }).waitFor();
    expect(await axeFindings(page, { exclude: 'iframe' })).toEqual([]);
    await page.getByRole('button', { name: fr.send.sendNow }).click();
    const dialog = page.getByRole('dialog', {
      name: plain(fillCopy(fr.send.confirmTitle.other, { count: 3 })),
    });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: fr.send.confirm }).click();
    await page.getByText(fr.send.started, { exact: true }).waitFor();

    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(3);
    for (const language of ['fr', 'en'] as const)
      for (const email of readers[language]) {
        const [mail] = smtp.to(email);
        expect(bodyOf(mail!)).toContain(`code ${language}-${marker}`);
        expect(bodyOf(mail!)).not.toContain(`code ${language === 'fr' ? 'en' : 'fr'}-${marker}`);
      }
    await context.close();
  }, 90_000);
});
