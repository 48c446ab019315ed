import { createHmac } from 'node:crypto';
import { AuditEvent } from '@vitrine/contract/entities/audit-event';
import { OutboxEmail } from '@vitrine/contract/entities/outbox-email';
import { Webhook as WebhookEntity } from '@vitrine/contract/entities/webhook';
import { WebhookDelivery } from '@vitrine/contract/entities/webhook-delivery';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findEntity } from '@vitrine/contract/entities/entity-registry';
import { buildApp } from '../app';
import { blogPostRecord } from '../../test/records';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';
import { startWebhookReceiver } from '../../test/webhook-receiver';

/** The deliveries' clock: starts at the real time (records' dates), tests move it ahead. */
const clock = { now: Date.now() };
const now = () => new Date(clock.now);
const HOUR = 3_600_000;

describe.each(testDatabases())('webhooks on $name', (testDatabase) => {
  const t = useTestApp(
    testDatabase,
    { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
    { webhookWorker: false, webhookClock: now },
  );
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    // A test that failed midway leaves no webhook behind to receive the next test's events.
    await t.app.services.store.deleteWhere(WebhookEntity, {});
    receiver.received.length = 0;
    receiver.state.status = 200;
    clock.now = Date.now();
  });

  const api = () => `/api/apps/${t.config.appId}`;
  const run = () => t.app.services.webhooks.worker.runOnce();
  async function createWebhook(events: string[]) {
    const response = await t.postEntity(
      'Webhook',
      { url: receiver.url, events, active: true },
      t.admin,
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; secret: string; url: string };
  }
  const contact = (name: string) =>
    t.postEntity('ContactMessage', {
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: 'Bonjour',
      language: 'fr',
    });
  /** Waits until the feed's events are queued (they are queued after the commit). */
  async function queued(webhookId: string, count: number) {
    for (let i = 0; i < 100; i += 1) {
      const rows = await t.app.services.store.list(WebhookDelivery, {
        filter: { webhook_id: webhookId },
        limit: 100,
      });
      if (rows.length >= count) return rows;
      if (i === 99) throw new Error(`deliveries not queued: ${rows.map((row) => row.event)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('deliveries not queued');
  }
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `${t.base}/Webhook/${id}`, headers: t.admin });

  it('answers the secret once, and never in a read, list or export', async () => {
    const webhook = await createWebhook(['lead.created']);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const reads = await Promise.all(
      [`${t.base}/Webhook/${webhook.id}`, `${t.base}/Webhook`, `${t.base}/Webhook/export`].map(
        (url) => t.app.inject({ method: 'GET', url, headers: t.admin }),
      ),
    );
    for (const read of reads) {
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(webhook.secret.slice(6));
      expect(read.body).not.toContain('secret');
    }
    const audit = await t.app.services.store.list(AuditEvent, {
      filter: { action: 'webhook.created', target_id: webhook.id },
      limit: 1,
    });
    expect(audit).toHaveLength(1);
    await remove(webhook.id);
  });

  it('delivers a signed lead.created that verifies with the secret', async () => {
    const webhook = await createWebhook(['lead.created']);
    expect((await contact('Anna')).statusCode).toBe(201);
    await queued(webhook.id, 1);
    await run();
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [(typeof receiver.received)[number]];
    const id = String(headers['webhook-id']);
    const timestamp = String(headers['webhook-timestamp']);
    const signature = String(headers['webhook-signature']);
    // The package's check, then the HMAC recomputed by hand.
    expect(() =>
      new Verifier(webhook.secret).verify(body, {
        'webhook-id': id,
        'webhook-timestamp': timestamp,
        'webhook-signature': signature,
      }),
    ).not.toThrow();
    const key = Buffer.from(webhook.secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    expect(signature).toBe(`v1,${expected}`);
    const event = JSON.parse(body) as {
      type: string;
      timestamp: string;
      data: { entity: string; record: Record<string, unknown> };
    };
    expect(event.type).toBe('lead.created');
    expect(event.data.entity).toBe('ContactMessage');
    expect(event.data.record.name).toBe('Anna');
    const [delivery] = await queued(webhook.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, response_code: 200 });
    expect(typeof delivery!.duration_ms).toBe('number');
    await remove(webhook.id);
  });

  it('retries after a 500 within a minute, and after a restart on the same database', async () => {
    const webhook = await createWebhook(['lead.created']);
    receiver.state.status = 500;
    await contact('Bob');
    const [first] = await queued(webhook.id, 1);
    await run();
    let [delivery] = await queued(webhook.id, 1);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_code: 500 });
    const retryIn = Date.parse(String(delivery!.next_attempt_date)) - clock.now;
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(60_000);
    // A new server on the same database sends it once due.
    receiver.state.status = 204;
    clock.now += 60_000;
    const second = await buildApp(t.config, t.database, {
      web: false,
      logger: false,
      mailWorker: false,
      webhookWorker: false,
      webhookClock: now,
    });
    await second.ready();
    await second.services.webhooks.worker.runOnce();
    await second.close();
    [delivery] = await queued(webhook.id, 1);
    expect(delivery).toMatchObject({ id: first!.id, status: 'delivered', attempts: 2 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(
      receiver.received[1]!.headers['webhook-id'],
    );
    await remove(webhook.id);
  });

  it('turns a webhook off after 24 h of failures and e-mails the admins', async () => {
    const webhook = await createWebhook(['lead.created']);
    receiver.state.status = 503;
    await contact('Cleo');
    await queued(webhook.id, 1);
    const start = clock.now;
    const attemptsAt: number[] = [];
    // Each time to the next attempt's date: the backoff as the queue plans it.
    for (let step = 0; step < 30; step += 1) {
      attemptsAt.push(clock.now - start);
      await run();
      const [delivery] = await queued(webhook.id, 1);
      if (delivery!.status !== 'pending') break;
      clock.now = Date.parse(String(delivery!.next_attempt_date));
    }
    expect(attemptsAt[1]).toBeLessThanOrEqual(60_000);
    expect(attemptsAt.at(-1)).toBeGreaterThanOrEqual(24 * HOUR);
    expect(attemptsAt.at(-1)).toBeLessThan(24 * HOUR + 60_000);
    const stored = await t.app.services.store.get(WebhookEntity, webhook.id);
    expect(stored).toMatchObject({ active: false });
    expect(String(stored!.disabled_reason)).toContain('24 hours');
    const [delivery] = await queued(webhook.id, 1);
    expect(delivery!.status).toBe('failed');
    const mails = await t.app.services.store.list(OutboxEmail, {
      filter: { kind: 'webhook-disabled' },
      limit: 10,
    });
    expect(mails.length).toBeGreaterThan(0);
    const audit = await t.app.services.store.count(AuditEvent, {
      action: 'webhook.disabled',
      target_id: webhook.id,
    });
    expect(audit).toBe(1);
    // Off: new events are not queued for it.
    await contact('Dora');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await queued(webhook.id, 1)).toHaveLength(1);
    await remove(webhook.id);
  });

  it('sends a test event and redelivers a delivery', async () => {
    const webhook = await createWebhook(['post.published']);
    const test = await t.app.inject({
      method: 'POST',
      url: `${api()}/webhooks/${webhook.id}/test`,
      headers: t.admin,
    });
    expect(test.statusCode).toBe(202);
    await run();
    expect(JSON.parse(receiver.received[0]!.body).type).toBe('webhook.test');
    const deliveryId = (test.json() as { id: string }).id;
    const again = await t.app.inject({
      method: 'POST',
      url: `${api()}/webhook-deliveries/${deliveryId}/redeliver`,
      headers: t.admin,
    });
    expect(again.statusCode).toBe(202);
    await run();
    expect(receiver.received).toHaveLength(2);
    const [delivery] = await queued(webhook.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    await remove(webhook.id);
  });

  it('raises lead.updated, post.published (now and when scheduled), campaign.sent and content.changed', async () => {
    const webhook = await createWebhook([
      'lead.updated',
      'post.published',
      'campaign.sent',
      'content.changed',
    ]);
    const { store, campaigns, webhooks } = t.app.services;
    // A post published now gets the real time as its date: the deliveries' clock is past it.
    clock.now += 60_000;
    const types = async (count: number) => {
      await queued(webhook.id, count);
      await run();
      return receiver.received.map(
        ({ body }) => JSON.parse(body) as { type: string; data: { record: { id: string } } },
      );
    };
    const lead = (await (await contact('Eve')).json()) as { id: string };
    await store.update(findEntity('ContactMessage')!, lead.id, { status: 'answered' });
    const draft = await store.create(
      findEntity('BlogPost')!,
      blogPostRecord('draft', { published: false }),
    );
    await store.update(findEntity('BlogPost')!, draft.id, { title: 'Still a draft' });
    await store.update(findEntity('BlogPost')!, draft.id, { published: true });
    const scheduled = await store.create(
      findEntity('BlogPost')!,
      blogPostRecord('later', { published_date: new Date(clock.now + HOUR).toISOString() }),
    );
    await store.create(findEntity('FaqItem')!, {
      question: { fr: 'Une question ?', en: 'A question?' },
      answer: { fr: 'Une réponse.', en: 'An answer.' },
      order: 1,
      visible: true,
    });
    const campaign = await store.create(findEntity('NewsletterCampaign')!, {
      subject: 'Lettre',
      content: 'Bonjour',
      language: 'fr',
    });
    expect(await campaigns.state.move(campaign.id, ['draft'], { status: 'sending' })).toBe(true);
    expect(await campaigns.state.finishIfDone(campaign.id)).toBe(true);
    let events = await types(4);
    expect(events.map(({ type }) => type).sort()).toEqual([
      'campaign.sent',
      'content.changed',
      'lead.updated',
      'post.published',
    ]);
    expect(events.find(({ type }) => type === 'post.published')!.data.record.id).toBe(draft.id);
    // The scheduled post's time comes: raised once, however often the timer looks.
    receiver.received.length = 0;
    clock.now += 2 * HOUR;
    await webhooks.postsDue();
    await webhooks.postsDue();
    events = await types(5);
    expect(events.map(({ type, data }) => [type, data.record.id])).toEqual([
      ['post.published', scheduled.id],
    ]);
    await remove(webhook.id);
  });

  it('refuses the team without integrations (403) and visitors (401)', async () => {
    const webhook = await createWebhook(['lead.created']);
    const { headers } = await signInTeam(t, 'webhooks');
    for (const [who, status] of [
      ['editor', 403],
      ['sales', 403],
      ['visitor', 401],
    ] as const) {
      const create = await t.postEntity(
        'Webhook',
        { url: receiver.url, events: ['lead.created'], active: true },
        headers[who],
      );
      expect(create.statusCode, who).toBe(status);
      const list = await t.app.inject({
        method: 'GET',
        url: `${t.base}/Webhook`,
        headers: headers[who],
      });
      expect(list.statusCode, who).toBe(status);
      const test = await t.app.inject({
        method: 'POST',
        url: `${api()}/webhooks/${webhook.id}/test`,
        headers: headers[who],
      });
      expect(test.statusCode, who).toBe(status);
    }
    await remove(webhook.id);
  });
});

describe('webhook URLs without private networks', () => {
  const t = useTestApp(testDatabases()[0]!, {}, { webhookWorker: false });

  it.each([
    'http://127.0.0.1:8080/',
    'http://10.0.0.5/',
    'http://169.254.169.254/',
    'http://[::1]/',
    'http://localhost/',
    'http://2130706433/',
  ])('answers 422 for %s on create and update', async (url) => {
    const create = await t.postEntity(
      'Webhook',
      { url, events: ['lead.created'], active: true },
      t.admin,
    );
    expect(create.statusCode).toBe(422);
    expect(create.json()).toMatchObject({ code: 'WEBHOOK_URL_REFUSED' });
    expect(await t.app.services.store.count(WebhookEntity, {})).toBe(0);
  });

  it('re-checks the URL of an update', async () => {
    const created = await t.postEntity(
      'Webhook',
      { url: 'https://93.184.215.14/hook', events: ['lead.created'], active: true },
      t.admin,
    );
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const update = await t.app.inject({
      method: 'PUT',
      url: `${t.base}/Webhook/${id}`,
      headers: t.admin,
      payload: { url: 'http://192.168.0.10/hook' },
    });
    expect(update.statusCode).toBe(422);
    expect((await t.app.services.store.get(WebhookEntity, id))!.url).toBe(
      'https://93.184.215.14/hook',
    );
  });
});
