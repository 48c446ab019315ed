import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCopy } from '../app/console/shared/content/fr/console';
import { consoleWebhooksCopy as copy } from '../app/console/webhooks/content/fr/console-webhooks';
import { signInToConsole } from './support/console-browser';
import { useSiteInBrowser } from './support/site-session';

/** A local receiver: records each delivery's headers and body, answers 204. */
function receiver() {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  return { server, received };
}

describe('console: webhooks', () => {
  const { server: site, browser } = useSiteInBrowser({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  const local = receiver();
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => local.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => local.server.close(() => resolve())));

  it('creates a webhook, shows its secret once, sends a test event and lists it delivered', async () => {
    const { context, page } = await signInToConsole(browser, site, '/admin');
    await page
      .getByRole('navigation', { name: consoleCopy.nav.label })
      .getByRole('link', { name: consoleCopy.nav.webhooks })
      .click();
    await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
    await page.getByRole('textbox', { name: copy.create.url }).fill(url);
    await page.getByRole('checkbox', { name: new RegExp(copy.events['post.published']) }).check();
    await page.getByRole('button', { name: copy.create.submit }).click();

    const notice = page.getByRole('region', { name: copy.secret.heading });
    await notice.waitFor();
    expect(await notice.getByRole('alert').textContent()).toBe(copy.secret.warning);
    const secret = (await notice.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: copy.secret.close }).click();
    await notice.waitFor({ state: 'detached' });

    const card = page.getByRole('listitem').filter({ hasText: url });
    await card.getByRole('button', { name: copy.row.test }).click();
    await card.getByRole('status').filter({ hasText: copy.row.testSent }).waitFor();
    await expect.poll(() => local.received.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = local.received;
    const event = new Verifier(secret).verify(delivery!.body, delivery!.headers) as {
      type: string;
    };
    expect(event.type).toBe('webhook.test');

    const delivered = card.getByRole('cell', { name: copy.deliveries.statuses.delivered });
    await expect
      .poll(
        async () => {
          await card.getByRole('button', { name: copy.deliveries.refresh }).click();
          return delivered.count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await card.getByRole('row').nth(1).textContent()).toContain('204');
    // The secret is not on the page any more, nor after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await context.close();
  });
});
