import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { patchedData } from '../../db/json-data';
import { tableFor } from '../../db/table-names';
import { MailComposer } from '../../mail/mail-messages';
import { startTestApp, testDatabases } from '../../../test/test-app';
import { prepareCampaignEmail } from './campaign-email';

// A real browser (the system Chromium) measures what axe needs: colours, names, structure.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const composer = new MailComposer({
  publicUrl: 'https://vitrine.example',
  appId: 'vitrine',
  mail: { privacyContactEmail: 'privacy@vitrine.example' },
} as ConstructorParameters<typeof MailComposer>[0]);

const CONTENT = `# Au programme

Nous avons **repensé** la [programmation des écrans](/blog)[^1] :

- des modèles prêts à l’emploi ;
- un [guide](https://example.com/guide).

> « Nos vitrines changent chaque matin. »

![Un écran en vitrine](/uploads/0123456789abcdef0123456789abcdef.jpg)

| Écrans | Magasins |
| --- | --- |
| 12 | 3 |

\`\`\`
planning: 08:00
\`\`\`

[^1]: Depuis la version de mars.`;

const post = {
  id: 'post-1',
  title: 'L’affichage dynamique en 2026',
  excerpt: 'Ce que les commerces en retiennent.',
  path: '/blogpost?slug=affichage-2026',
  image: {
    src: '/uploads/0123456789abcdef0123456789abcdef-1200x630.jpg',
    width: 1200,
    height: 630,
  },
};

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    headless: true,
  });
});
afterAll(() => browser?.close());

describe('a campaign e-mail in a browser (axe, WCAG 2.2 AA)', () => {
  it.each([
    ['fr', 'light'],
    ['fr', 'dark'],
    ['en', 'light'],
    ['en', 'dark'],
  ] as const)('in %s, %s scheme: no violations', async (language, colorScheme) => {
    const { html } = prepareCampaignEmail({
      campaign: {
        id: 'c',
        subject: 'Les nouveautés',
        preheader: 'Trois idées',
        content: CONTENT,
        language,
      },
      post,
      composer,
    }).personalise('https://vitrine.example/newsletter?action=unsubscribe&token=t');
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 800, height: 900 },
    });
    const page = await context.newPage();
    // Nothing leaves the machine: the images stay unloaded (their alt text is what axe reads).
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const found = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
    expect(found).toEqual([]);
    // The dark scheme's rules apply (clients that keep <style>): the card turns dark.
    const card = await page.evaluate(
      () => getComputedStyle(document.querySelector('.vt-card')!).backgroundColor,
    );
    expect(card).toBe(colorScheme === 'dark' ? 'rgb(17, 24, 39)' : 'rgb(255, 255, 255)');
    await context.close();
  });
});

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the web version served by the server, in a browser', () => {
  it('breaks no rule of its Content-Security-Policy and has no axe violations', async () => {
    // The page is opened at PUBLIC_URL, as in production: its images are then 'self'.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const t = await startTestApp(testDatabases()[0]!, { PUBLIC_URL: origin });
    try {
      const created = await t.postEntity(
        'NewsletterCampaign',
        { subject: 'Les nouveautés', preheader: 'Trois idées', content: CONTENT, language: 'fr' },
        t.admin,
      );
      const { dialect, db } = t.database;
      await sql`UPDATE ${sql.table(tableFor('NewsletterCampaign'))}
        SET data = ${patchedData(dialect, { status: 'sent' })} WHERE id = ${created.json().id}`.execute(
        db,
      );
      await t.app.listen({ port, host: '127.0.0.1' });
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route('**/*', (route) =>
        route.request().url().startsWith(origin) ? route.continue() : route.abort(),
      );
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.log(`Content Security Policy: ${event.violatedDirective}`),
        ),
      );
      const url = `${origin}/api/apps/${t.config.appId}/newsletter/campaigns/${created.json().id}/web`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('Les nouveautés');
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(blocked).toEqual([]);
      await context.close();
    } finally {
      await t.close();
    }
  });
});
