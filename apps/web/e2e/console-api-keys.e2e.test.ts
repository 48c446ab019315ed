import { describe, expect, it } from 'vitest';
import { consoleApiKeysCopy as keys } from '../app/console/api-keys/content/fr/console-api-keys';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { fillCopy } from '../app/console/shared/console-locale';
import { signInToConsole } from './support/console-browser';
import { axeFindings } from './support/page-checks';
import { useSiteInBrowser } from './support/site-session';

describe('console: API keys', () => {
  const { server, browser } = useSiteInBrowser({ RATE_LIMIT_MAX: '10000' });

  /** A request for the contact messages with `token`, as a CRM would make it. */
  const leadsWith = (token: string) =>
    fetch(`${server.url}/api/apps/${server.appId}/entities/ContactMessage`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('creates a sales key, shows its token once, which then works until the key is deleted', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin');
    await page
      .getByRole('navigation', { name: consoleCopy.nav.label })
      .getByRole('link', { name: consoleCopy.nav.apiKeys })
      .click();
    await page.getByRole('heading', { level: 1, name: keys.title }).waitFor();
    await page.getByRole('button', { name: keys.create }).click();

    const form = page.getByRole('form', { name: keys.form.title });
    await form.getByRole('textbox', { name: keys.form.name }).fill('Synchronisation HubSpot');
    await form.getByRole('radio', { name: keys.roles.sales }).check();
    expect(await axeFindings(page)).toEqual([]);
    await form.getByRole('button', { name: keys.form.submit }).click();

    const shown = page.getByRole('region', {
      name: fillCopy(keys.token.title, { name: 'Synchronisation HubSpot' }),
    });
    const token = await shown.getByRole('textbox', { name: keys.token.label }).inputValue();
    expect(token).toMatch(/^vtr_[A-Za-z0-9_-]{43}$/);
    expect(await shown.textContent()).toContain(keys.token.warning);
    await shown.getByRole('button', { name: keys.token.copy }).click();
    await shown.getByRole('status').filter({ hasText: /\S/ }).waitFor();

    const table = page.getByRole('region', {
      name: fillCopy(keys.table.region, { title: keys.title }),
    });
    const row = table.getByRole('row').filter({ hasText: 'Synchronisation HubSpot' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${token.slice(0, 12)}…`);
    expect(await row.textContent()).toContain(keys.roles.sales);
    expect(await axeFindings(page)).toEqual([]);

    expect((await leadsWith(token)).status).toBe(200);
    // Once put away, the token is nowhere on the page.
    await shown.getByRole('button', { name: keys.token.done }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(token);

    await row
      .getByRole('button', {
        name: fillCopy(keys.deleteLabel, { name: 'Synchronisation HubSpot' }),
      })
      .click();
    const confirm = page.getByRole('dialog', {
      name: fillCopy(keys.confirm.title, { name: 'Synchronisation HubSpot' }),
    });
    await confirm.getByRole('button', { name: keys.confirm.confirm }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    expect((await leadsWith(token)).status).toBe(401);
    await context.close();
  });
});
