import { describe, expect, it } from 'vitest';
import { consoleLeadWorkCopy as workEn } from '../app/console/leads/content/en/console-lead-work';
import { consoleLeadWorkCopy as workFr } from '../app/console/leads/content/fr/console-lead-work';
import { consoleLeadsCopy as leadsEn } from '../app/console/leads/content/en/console-leads';
import { consoleLeadsCopy as leadsFr } from '../app/console/leads/content/fr/console-leads';
import { fillCopy } from '../app/console/shared/console-locale';
import { uniqueEmail } from './support/admin-api';
import { signInToConsole } from './support/console-browser';
import { axeFindings } from './support/page-checks';
import { useAdminApi, useSiteInBrowser } from './support/site-session';
import { solvedChallenge } from './support/solved-challenge';

const SHOTS = process.env.LEAD_SHOTS_DIR;

describe('console: the timeline of a lead', () => {
  const { server, browser } = useSiteInBrowser({
    RATE_LIMIT_MAX: '10000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  const admin = useAdminApi(server);

  async function contact(name: string) {
    const response = await fetch(`${server.url}/api/apps/${server.appId}/entities/ContactMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: uniqueEmail('timeline'),
        message: `Bonjour, ici ${name}.`,
        language: 'fr',
        ...(await solvedChallenge(server)),
      }),
    });
    if (!response.ok) throw new Error(`POST ContactMessage: ${response.status}`);
    return (await response.json()) as { id: string };
  }

  it.each([
    ['fr', 1440],
    ['fr', 375],
    ['en', 1440],
    ['en', 375],
  ] as const)(
    'in %s at %i px: the e-mail link opens the lead, saving adds entries, a teammate’s change arrives live',
    async (lang, width) => {
      const work = lang === 'en' ? workEn : workFr;
      const leads = lang === 'en' ? leadsEn : leadsFr;
      const name = lang === 'en' ? 'Ines Garnier' : 'Inès Garnier';
      const lead = await contact(name);
      const teammate = await admin.create<{ id: string }>('User', {
        email: uniqueEmail('bruno'),
        full_name: `Bruno Vendeur ${lang} ${width}`,
        role: 'sales',
        language: lang,
      });

      // The assignee e-mail's link: the lead's detail opens by itself.
      const { context, page } = await signInToConsole(
        browser,
        server,
        `/admin/leads/contact?lead=${lead.id}`,
        { width, lang },
      );
      const dialog = page.getByRole('dialog', {
        name: fillCopy(leads.detail.title, { name }),
      });
      const history = dialog.getByRole('region', { name: work.timeline.title });
      await history.getByText(work.timeline.empty).waitFor();

      await dialog.getByRole('combobox', { name: work.work.status }).selectOption('in_progress');
      await dialog
        .getByRole('textbox', { name: work.work.notes })
        .fill('Premier appel\nà rappeler');
      const assignee = dialog.getByRole('combobox', { name: work.work.assignee });
      const option = assignee.locator('option', { hasText: `Bruno Vendeur ${lang} ${width}` });
      await option.waitFor({ state: 'attached' });
      await assignee.selectOption({ label: (await option.textContent()) ?? '' });
      await dialog.getByRole('button', { name: work.work.save }).click();
      await dialog.getByRole('status').getByText(work.work.saved).waitFor();
      // The note box is empty again, its note in the history.
      expect(await dialog.getByRole('textbox', { name: work.work.notes }).inputValue()).toBe('');

      const items = history.getByRole('listitem');
      await expect.poll(() => items.count()).toBe(3);
      const texts = await items.allInnerTexts();
      expect(texts[0]).toContain('Premier appel\nà rappeler');
      expect(texts[1]).toContain(`Bruno Vendeur ${lang} ${width}`);
      expect(texts[2]).toContain(work.statuses.in_progress);

      // A teammate answers it elsewhere: the open history shows it without a reload.
      await admin.update('ContactMessage', lead.id, { status: 'answered' });
      await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(4);
      expect(await items.first().innerText()).toContain(work.statuses.answered);
      const status = dialog.getByRole('combobox', { name: work.work.status });
      await expect.poll(() => status.inputValue()).toBe('answered');
      // A note saved afterwards keeps the teammate's status (the form sends only what changed).
      await dialog.getByRole('textbox', { name: work.work.notes }).fill('Devis envoyé');
      await dialog.getByRole('button', { name: work.work.save }).click();
      await expect.poll(() => items.count()).toBe(5);
      expect(await items.first().innerText()).toContain('Devis envoyé');
      const [stored] = await admin.find<{ status: string }>('ContactMessage', { id: lead.id });
      expect(stored?.status).toBe('answered');

      // Bruno was e-mailed (stored in the outbox: no SMTP here), in his language.
      const [mail] = await admin.find<{ language: string; text: string }>('OutboxEmail', {
        kind: 'lead-assigned',
        to: { $regex: '^bruno' },
        language: lang,
      });
      expect(mail?.text).toContain(`/admin/leads/contact?lead=${lead.id}`);
      expect(teammate.id).toEqual(expect.any(String));

      expect(await axeFindings(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/timeline-${lang}-${width}.png` });
      await context.close();
    },
  );
});
