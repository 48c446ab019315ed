import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleBlogCopy as blogFr } from '../app/console/blog/content/fr/console-blog';
import { consoleDashboardCopy as dashboardFr } from '../app/console/dashboard/content/fr/console-dashboard';
import { consoleCopy as consoleEn } from '../app/console/shared/content/en/console';
import { consoleLeadWorkCopy as workFr } from '../app/console/leads/content/fr/console-lead-work';
import { consoleLeadsCopy as leadsFr } from '../app/console/leads/content/fr/console-leads';
import { fillCopy } from '../app/console/shared/console-locale';
import { consoleCopy as consoleFr } from '../app/console/shared/content/fr/console';
import { consoleRolesCopy as rolesFr } from '../app/console/users/content/fr/console-roles';
import { consoleUsersCopy as usersFr } from '../app/console/users/content/fr/console-users';
import { uniqueEmail } from './support/admin-api';
import { draftPost, signInToConsole } from './support/console-browser';
import { BROWSER_USER_AGENT } from './support/site-pages';
import { useAdminApi, useSiteInBrowser } from './support/site-session';

const PASSWORD = 'une-phrase-assez-longue';
const LEAD_API =
  /\/entities\/(ContactMessage|DemoRequest|WaitlistSubscriber|NewsletterSubscriber)\b/;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The menu's link names, in order. */
const menu = (page: Page, copy = consoleFr) =>
  page.getByRole('navigation', { name: copy.nav.label }).getByRole('link').allTextContents();

describe('console: each role sees what it may use', () => {
  const { server, browser } = useSiteInBrowser({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const admin = useAdminApi(server);
  const accounts = {
    editor: uniqueEmail('editor'),
    sales: uniqueEmail('sales'),
    contributor: uniqueEmail('contributor'),
  };

  /** The account of `role`, made through the admin API with a password (once per run). */
  async function account(role: keyof typeof accounts) {
    const email = accounts[role];
    const [known] = await admin.find('User', { email });
    if (known) return email;
    const response = await fetch(`${server.url}/api/apps/${server.appId}/users/invite-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ user_email: email, role, password: PASSWORD }),
    });
    expect(response.status).toBe(201);
    return email;
  }

  /** Signs in as `email` through `/login` (French), and waits for the dashboard. */
  async function signInAs(email: string, width = 1440) {
    const context = await browser.newContext({
      userAgent: BROWSER_USER_AGENT,
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await page.goto(`${server.url}/login`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('textbox', { name: consoleFr.login.email }).fill(email);
    await page.getByLabel(consoleFr.login.password).fill(PASSWORD);
    await page.getByRole('button', { name: consoleFr.login.submit, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: dashboardFr.title }).waitFor();
    return { context, page, calls };
  }

  /** Opens `path` by address (a typed URL) and waits for the page's heading. */
  async function open(page: Page, path: string) {
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
  }

  const expectForbidden = async (page: Page, copy = consoleFr) => {
    await page.getByRole('heading', { level: 1, name: copy.states.pageForbiddenTitle }).waitFor();
    // Inside the shell: the menu is still there, and the way back.
    await page.getByRole('link', { name: copy.states.backToDashboard }).waitFor();
    expect(await menu(page, copy)).toContain(copy.nav.dashboard);
  };

  it('shows an editor the posts, campaigns, content, redirects and audience, and never asks for a lead', async () => {
    const { context, page, calls } = await signInAs(await account('editor'));
    expect(await menu(page)).toEqual([
      consoleFr.nav.dashboard,
      consoleFr.nav.blog,
      consoleFr.nav.campaigns,
      consoleFr.nav.content,
      consoleFr.nav.redirects,
      consoleFr.nav.glossary,
      consoleFr.nav.analytics,
      consoleFr.nav.myAccount,
    ]);
    await page.getByText(dashboardFr.counts.drafts, { exact: true }).waitFor();
    expect(await page.getByText(dashboardFr.counts.contact, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: dashboardFr.workTitle }).count()).toBe(0);
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);

    await open(page, '/admin/leads/contact');
    await expectForbidden(page);
    await open(page, '/admin/users');
    await expectForbidden(page);
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
    expect(calls.filter((url) => LEAD_API.test(url) || url.includes('/users/'))).toEqual([]);
    await context.close();
  });

  it('shows sales the audience and the leads, in English through the switch, and no blog', async () => {
    const { context, page, calls } = await signInAs(await account('sales'));
    await page.getByRole('button', { name: consoleFr.account.switchLanguageLabel }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await menu(page, consoleEn)).toEqual([
      consoleEn.nav.dashboard,
      consoleEn.nav.analytics,
      consoleEn.nav.waitlist,
      consoleEn.nav.contact,
      consoleEn.nav.demo,
      consoleEn.nav.newsletter,
      consoleEn.nav.myAccount,
    ]);
    await open(page, '/admin/blog');
    await expectForbidden(page, consoleEn);
    await open(page, '/admin/content');
    await expectForbidden(page, consoleEn);
    expect(calls.filter((url) => /\/entities\/BlogPost\b/.test(url))).toEqual([]);
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
    await context.close();
  });

  it('lets a contributor write a draft, with no publish or schedule control and no library', async () => {
    const { context, page } = await signInAs(await account('contributor'));
    expect(await menu(page)).toEqual([
      consoleFr.nav.dashboard,
      consoleFr.nav.blog,
      consoleFr.nav.myAccount,
    ]);
    await open(page, '/admin/blog/new');
    const { actions } = blogFr.editor;
    await page.getByRole('button', { name: actions.saveDraft }).waitFor();
    expect(await page.getByRole('button', { name: actions.publish, exact: true }).count()).toBe(0);
    expect(await page.getByLabel(blogFr.publishing.date).count()).toBe(0);
    expect(await page.getByRole('button', { name: blogFr.editor.inline.library }).count()).toBe(0);
    await open(page, '/admin/analytics');
    await expectForbidden(page);
    await context.close();
  });

  it('offers the assignable roles, each described, editor first chosen, when inviting', async () => {
    const { context, page } = await signInToConsole(browser, server, '/admin/users');
    await page.getByRole('button', { name: usersFr.users.invite.open }).click();
    const dialog = page.getByRole('dialog', { name: usersFr.users.invite.title });
    const roles = dialog.getByRole('group', { name: usersFr.users.invite.role });
    const names = await roles
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(names).toEqual(['admin', 'editor', 'author', 'contributor', 'sales', 'user']);
    const editor = roles.getByRole('radio', { name: usersFr.users.roles.editor });
    expect(await editor.isChecked()).toBe(true);
    expect(await editor.getAttribute('aria-describedby')).toBeTruthy();
    await roles.getByText(rolesFr.descriptions.sales).waitFor();
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);
    await context.close();
  });

  // These two need the server's role rules of issue 27 (helper A): sales reads the leads, and a
  // contributor's BlogPost is stored with `created_by` (its e-mail), which the list filters on.
  it('lets sales work a lead and export the list, without the erase button', async () => {
    const email = uniqueEmail('lead');
    await admin.create('ContactMessage', {
      name: 'Lina Commerciale',
      email,
      message: 'Un devis, s’il vous plaît.',
      language: 'fr',
    });
    const { context, page } = await signInAs(await account('sales'));
    await open(page, `/admin/leads/contact?q=${email}`);
    const region = fillCopy(leadsFr.table.region, { title: leadsFr.kinds.contact.title });
    const exportButton = page.getByRole('button', { name: workFr.export.menu });
    expect(await exportButton.isEnabled()).toBe(true);
    await page
      .getByRole('region', { name: region })
      .getByRole('button', { name: 'Lina Commerciale' })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fillCopy(leadsFr.detail.title, { name: 'Lina Commerciale' }),
    });
    await dialog.getByRole('link', { name: email }).waitFor();
    expect(await dialog.getByRole('button', { name: leadsFr.detail.erase }).count()).toBe(0);
    await context.close();
  });

  it('lists a contributor’s own posts only, and saves their draft', async () => {
    const stamp = Date.now().toString(36);
    await draftPost(admin, { title: `Article de l’équipe ${stamp}`, slug: `equipe-${stamp}` });
    const { context, page } = await signInAs(await account('contributor'));
    await open(page, '/admin/blog/new');
    const title = `Brouillon du contributeur ${Date.now()}`;
    const { fields } = blogFr.editor;
    await page.getByLabel(fields.title, { exact: true }).fill(title);
    await page.getByLabel(fields.excerpt).fill('Ce dont parle le brouillon.');
    await page.getByLabel(fields.category).selectOption('tutorials');
    await page.getByLabel(fields.content).fill('## Un titre\n\nDu texte.');
    await page.getByRole('button', { name: /^Utiliser \d+\s?min$/ }).click();
    await page.getByRole('button', { name: blogFr.editor.actions.saveDraft }).click();
    // The saved post's own address (`/admin/blog/new` would match a plain pattern at once).
    await page.waitForURL(/\/admin\/blog\/(?!new$)[\w-]+$/);
    const [saved] = await admin.find<{ published: boolean }>('BlogPost', { title });
    expect(saved?.published).toBe(false);
    await open(page, '/admin/blog');
    await page.getByRole('link', { name: title }).waitFor();
    expect(await page.getByRole('link', { name: /Article de l’équipe/ }).count()).toBe(0);
    await context.close();
  });
});
