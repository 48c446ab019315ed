import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { consoleLeadsCopy } from '../app/console/leads/content/fr/console-leads';
import { consoleRolesCopy as roles } from '../app/console/users/content/fr/console-roles';
import { consoleUsersCopy } from '../app/console/users/content/fr/console-users';
import { fillCopy } from '../app/console/shared/console-locale';
import { uniqueEmail } from './support/admin-api';
import { E2E_ADMIN } from './support/site-server';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const copy = consoleCopy;
const { outbox } = consoleLeadsCopy;
const { users } = consoleUsersCopy;
const USERS_REGION = fillCopy(consoleUsersCopy.table.region, { title: users.title });

describe('console: admins and e-mails', () => {
  const { server, browser } = useSiteInBrowser({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const admin = useAdminApi(server);
  const invitee = { email: uniqueEmail('new-admin'), password: 'un-mot-de-passe-solide' };

  async function freshPage(url: string, width = 1440) {
    const context = await browser.newContext({
      userAgent: BROWSER_USER_AGENT,
      viewport: { width, height: 900 },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    return { context, page };
  }

  /** Fills and sends the sign-in form; resolves once the answer is known. */
  async function submitSignIn(page: Page, account: { email: string; password: string }) {
    await page.getByRole('textbox', { name: copy.login.email }).fill(account.email);
    await page.getByLabel(copy.login.password).fill(account.password);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
  }

  /** Signs in through `/login`, then opens `path`. */
  async function signIn(path: string, account = E2E_ADMIN, width = 1440) {
    const session = await freshPage(`${server.url}/login`, width);
    await submitSignIn(session.page, account);
    await session.page.waitForURL(`${server.url}/admin`);
    await session.page.goto(`${server.url}${path}`);
    return session;
  }

  const userButton = (page: Page, email: string) =>
    page.getByRole('region', { name: USERS_REGION }).getByRole('button', { name: email });

  const toast = (page: Page, text: string) => page.getByRole('status').getByText(text);

  const userRow = (page: Page, email: string) =>
    page
      .getByRole('region', { name: USERS_REGION })
      .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });

  /** Marks the document, to tell later whether the page was loaded again. */
  const markDocument = (page: Page) =>
    page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', 'kept'));
  const documentKept = (page: Page) =>
    page.evaluate(() => document.documentElement.getAttribute('data-e2e-mark') === 'kept');

  it('invites an admin with a link, who sets a password and lands in the console', async () => {
    const { context, page } = await signIn('/admin/users');
    await page.getByRole('button', { name: users.invite.open }).click();
    const panel = page.getByRole('dialog', { name: users.invite.title });
    await panel.getByRole('textbox', { name: users.invite.email }).fill(invitee.email);
    await panel.getByRole('textbox', { name: users.invite.fullName }).fill('Noémie Invitée');
    // Editor is the default; this account is an admin.
    await panel
      .getByRole('group', { name: users.invite.role })
      .getByRole('radio', { name: users.roles.admin })
      .check();
    await panel.getByRole('button', { name: users.invite.submit }).click();

    const link = panel.getByRole('textbox', { name: users.link.label });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/login\?set_password=[\w-]+$/);
    await panel.getByText(fillCopy(users.link.text, { email: invitee.email })).waitFor();
    await panel.getByRole('button', { name: users.link.copy }).click();
    await panel.getByText(users.link.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await panel.getByRole('button', { name: users.link.done }).click();
    await userButton(page, invitee.email).waitFor();

    const invited = await freshPage(url);
    await invited.page.getByLabel(copy.login.newPassword).fill(invitee.password);
    await invited.page.getByLabel(copy.login.confirmPassword).fill(invitee.password);
    await invited.page.getByRole('button', { name: copy.login.setPasswordSubmit }).click();
    await invited.page.waitForURL(`${server.url}/admin`);
    await invited.page
      .getByText(fillCopy(copy.account.signedInAs, { email: invitee.email }))
      .waitFor();
    await invited.context.close();
    await context.close();
  });

  it('disables the invited admin, whose sign-in is then refused', async () => {
    const { context, page } = await signIn('/admin/users');
    await userButton(page, invitee.email).click();
    const panel = page.getByRole('dialog', {
      name: fillCopy(users.manageDialog.title, { email: invitee.email }),
    });
    await panel.getByRole('button', { name: users.manageDialog.disable }).click();
    const confirm = page.getByRole('dialog', {
      name: fillCopy(users.disableDialog.title, { email: invitee.email }),
    });
    expect(await confirm.getByText(users.disableDialog.selfWarning).count()).toBe(0);
    await confirm.getByRole('button', { name: users.disableDialog.confirm }).click();
    await toast(page, fillCopy(users.disabledDone, { email: invitee.email })).waitFor();
    const [record] = await admin.find<{ disabled?: boolean }>('User', { email: invitee.email });
    expect(record?.disabled).toBe(true);
    await userRow(page, invitee.email).getByText(users.disabled).waitFor();

    const refused = await freshPage(`${server.url}/login`);
    await submitSignIn(refused.page, invitee);
    await refused.page.getByRole('alert').getByText(copy.login.invalid).waitFor();
    expect(new URL(refused.page.url()).pathname).toBe('/login');
    await refused.context.close();
    await context.close();
  });

  it('offers no way to disable the owner or change its role, whose account stays active', async () => {
    const { context, page } = await signIn('/admin/users');
    await userButton(page, E2E_ADMIN.email).click();
    const panel = page.getByRole('dialog', {
      name: fillCopy(users.manageDialog.title, { email: E2E_ADMIN.email }),
    });
    await panel.getByText(users.roles.owner).first().waitFor();
    // The server refuses it too (409 LAST_OWNER, users/site-owner.test.ts); the panel offers none.
    expect(await panel.getByRole('button', { name: users.manageDialog.disable }).count()).toBe(0);
    expect(await panel.getByRole('radio').count()).toBe(0);
    const [record] = await admin.find<{ disabled?: boolean }>('User', { email: E2E_ADMIN.email });
    expect(record?.disabled ?? false).toBe(false);
    await context.close();
  });

  it('lists the invitation e-mail in the outbox, with its text', async () => {
    const { context, page } = await signIn('/admin/outbox');
    await page.getByText(outbox.storedNotice).waitFor();
    await page
      .getByRole('combobox', { name: consoleLeadsCopy.filters.kind })
      .selectOption('account-invitation');
    await page
      .getByRole('searchbox', { name: consoleLeadsCopy.filters.search })
      .fill(invitee.email);
    const region = fillCopy(consoleLeadsCopy.table.region, { title: outbox.title });
    const rows = page.getByRole('region', { name: region }).getByRole('row').filter({
      hasText: invitee.email,
    });
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByText(outbox.statuses.stored).waitFor();
    await rows.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const body = dialog.locator('pre');
    expect(await body.textContent()).toContain('/login?set_password=');
    const frame = dialog.locator('iframe');
    if ((await frame.count()) > 0) expect(await frame.getAttribute('sandbox')).toBe('');
    await context.close();
  });
  it('creates an account with a password, makes it a reset link and an admin role', async () => {
    const email = uniqueEmail('with-password');
    const { context, page } = await signIn('/admin/users');
    await page.getByRole('button', { name: users.invite.open }).click();
    const invite = page.getByRole('dialog', { name: users.invite.title });
    await invite.getByRole('textbox', { name: users.invite.email }).fill(email);
    await invite
      .getByRole('group', { name: users.invite.role })
      .getByRole('radio', { name: users.roles.user })
      .check();
    await invite.getByLabel(users.invite.password).fill('court');
    await invite.getByRole('button', { name: users.invite.submit }).click();
    await invite.getByText(users.invite.passwordTooShort).waitFor();
    await invite.getByLabel(users.invite.password).fill('assez-long-pour-passer');
    await markDocument(page);
    await invite.getByRole('button', { name: users.invite.submit }).click();
    await toast(page, fillCopy(users.invite.created, { email })).waitFor();
    // The table shows the new account without the page being loaded again.
    await userRow(page, email).getByText(users.roles.user, { exact: true }).waitFor();
    expect(await documentKept(page)).toBe(true);

    await userButton(page, email).click();
    const panel = page.getByRole('dialog', {
      name: fillCopy(users.manageDialog.title, { email }),
    });
    await panel.getByRole('button', { name: users.manageDialog.makeLink }).click();
    const link = await panel.getByRole('textbox', { name: users.link.label }).inputValue();
    expect(link).toMatch(/\/login\?set_password=[\w-]+$/);
    await panel.getByLabel(users.manageDialog.newPassword).fill('un-autre-mot-de-passe');
    await panel.getByRole('button', { name: users.manageDialog.setPassword }).click();
    await panel.getByText(fillCopy(users.manageDialog.passwordSet, { email })).waitFor();
    expect(await panel.getByLabel(users.manageDialog.newPassword).inputValue()).toBe('');
    await panel
      .getByRole('group', { name: roles.control.legend })
      .getByRole('radio', { name: users.roles.admin })
      .check();
    await panel.getByRole('button', { name: roles.control.apply }).click();
    const confirm = page.getByRole('dialog', {
      name: fillCopy(users.roleDialog.title, { email, role: users.roles.admin }),
    });
    await confirm.getByRole('button', { name: users.roleDialog.confirm }).click();
    await toast(
      page,
      fillCopy(users.roleDialog.done, { email, role: users.roles.admin }),
    ).waitFor();
    const [record] = await admin.find<{ role: string }>('User', { email });
    expect(record?.role).toBe('admin');
    // The table follows, without the page being loaded again.
    await userRow(page, email).getByText(users.roles.admin, { exact: true }).waitFor();
    expect(await documentKept(page)).toBe(true);
    await context.close();
  });

  it('refuses to invite an address that already has an account, saying so', async () => {
    const { context, page } = await signIn('/admin/users');
    await page.getByRole('button', { name: users.invite.open }).click();
    const invite = page.getByRole('dialog', { name: users.invite.title });
    await invite.getByRole('textbox', { name: users.invite.email }).fill(E2E_ADMIN.email);
    await invite.getByRole('button', { name: users.invite.submit }).click();
    await invite.getByRole('alert').getByText(users.invite.exists).waitFor();
    expect(await invite.getByRole('button', { name: users.invite.submit }).isEnabled()).toBe(true);
    await context.close();
  });

  it('turns the weekly audience report on and off for the signed-in admin', async () => {
    const { context, page } = await signIn('/admin/users');
    const report = page.getByRole('switch', { name: users.report.label });
    expect(await report.isChecked()).toBe(false);
    await report.click();
    await toast(page, users.report.on).waitFor();
    const [on] = await admin.find<{ analytics_report?: boolean; language?: string }>('User', {
      email: E2E_ADMIN.email,
    });
    // On, in the console's language.
    expect(on).toMatchObject({ analytics_report: true, language: 'fr' });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => report.isChecked()).toBe(true);
    await report.click();
    await toast(page, users.report.off).waitFor();
    const [off] = await admin.find<{ analytics_report?: boolean }>('User', {
      email: E2E_ADMIN.email,
    });
    expect(off?.analytics_report).toBe(false);
    await context.close();
  });

  it('has no accessibility violations at 375 px, report switch included', async () => {
    const { context, page } = await signIn('/admin/users', E2E_ADMIN, 375);
    await page.getByRole('switch', { name: users.report.label }).waitFor();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const found = violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
    expect(found).toEqual([]);
    await context.close();
  });
});
