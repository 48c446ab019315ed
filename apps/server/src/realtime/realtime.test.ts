import http from 'node:http';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord } from '../../test/records';
import {
  connectOrRefusal,
  rawSocket,
  subscribe,
  until,
  type Received,
} from '../../test/realtime-client';
import {
  audienceOf,
  campaignRoute,
  createCampaign,
  mixedSubscribers,
  senderOf,
  storeSubscribers,
} from '../../test/campaign-fixtures';
import { testDatabases, useTestAppWithSmtp } from '../../test/test-app';

const lead = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  message: 'Bonjour',
  language: 'fr',
});

describe.each(testDatabases())('realtime subscriptions on $name', (testDatabase) => {
  // Small batches: a campaign's progress is told after each (at most once a second).
  const { t } = useTestAppWithSmtp(testDatabase, { NEWSLETTER_BATCH_SIZE: '4' });
  let serverUrl: string;
  const open: { close(): void }[] = [];
  beforeAll(async () => {
    serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const subscription of open) subscription.close();
  });

  /** Subscribes and waits until the server has the connection in the entity's room. */
  const joined = async (entity: string, token?: string) => {
    const before = t.app.realtime.hub.members(entity);
    const subscription = await subscribe(serverUrl, t.config.appId, entity, token);
    open.push(subscription);
    await until(() => t.app.realtime.hub.members(entity) > before, `the join of ${entity}`);
    return subscription;
  };
  const summary = (received: Received[]) => received.map((event) => [event.type, event.data.name]);

  it('sends an admin the creates, updates and deletes of leads', async () => {
    const { received } = await joined('ContactMessage', t.adminToken);
    const { store } = t.app.services;
    const anna = await store.create(ContactMessage, lead('Anna'));
    await store.update(ContactMessage, anna.id, { name: 'Annabel' });
    await store.delete(ContactMessage, anna.id);
    await until(() => received.length === 3, 'three events');
    expect(summary(received)).toEqual([
      ['create', 'Anna'],
      ['update', 'Annabel'],
      ['delete', undefined],
    ]);
    expect(received.map((event) => event.id)).toEqual([anna.id, anna.id, anna.id]);
    expect(received[0]?.data.email).toBe('anna@example.com');
    expect(received[2]?.data).toEqual({ id: anna.id });
  });

  it('sends a visitor published posts only, and an unpublished one as a delete', async () => {
    const { received } = await joined('BlogPost');
    const leads = await joined('ContactMessage', t.adminToken);
    const { store } = t.app.services;
    const { BlogPost } = await import('@vitrine/contract/entities/blog-post');
    const draft = await store.create(BlogPost, blogPostRecord('rt-draft', { published: false }));
    const published = new Date(Date.now() - 1000).toISOString();
    await store.create(ContactMessage, lead('Hidden'));
    await store.update(BlogPost, draft.id, { published: true, published_date: published });
    await store.update(BlogPost, draft.id, { title: 'Retitled' });
    await store.update(BlogPost, draft.id, { published: false });
    await store.update(BlogPost, draft.id, { title: 'Draft again' });
    await until(() => leads.received.length === 1, 'the lead, told to the admin');
    await until(() => received.length === 3, 'three post events');
    // One more write, to be sure nothing else was on its way.
    await store.create(BlogPost, blogPostRecord('rt-later', { published_date: published }));
    await until(() => received.length === 4, 'the last post');
    expect(received.map((event) => [event.type, event.data.title])).toEqual([
      ['create', 'Title of rt-draft'],
      ['update', 'Retitled'],
      ['delete', undefined],
      ['create', 'Title of rt-later'],
    ]);
    expect(received[0]?.data).not.toHaveProperty('created_by');
  });

  it('refuses a bad token, another app id, and a visitor joining leads', async () => {
    const bad = rawSocket(serverUrl, { app_id: t.config.appId, token: 'not-a-real-token-at-all' });
    expect(await connectOrRefusal(bad)).toMatchObject({
      connected: false,
      message: 'Your session has expired; please sign in again',
      data: { code: 'TOKEN_INVALID' },
    });
    bad.close();
    const other = rawSocket(serverUrl, { app_id: 'another-app' });
    expect(await connectOrRefusal(other)).toMatchObject({
      connected: false,
      data: { code: 'APP_UNKNOWN' },
    });
    other.close();
    const visitor = rawSocket(serverUrl, { app_id: t.config.appId });
    expect(await connectOrRefusal(visitor)).toEqual({ connected: true });
    const error = new Promise((resolve) => visitor.once('error', resolve));
    visitor.emit('join', `entities:${t.config.appId}:ContactMessage`);
    expect(await error).toEqual({
      message: 'You may not read ContactMessage records',
      code: 'ROOM_FORBIDDEN',
    });
    visitor.close();
  });

  it('answers a WebSocket upgrade to another path under /ws-user-apps/ with a JSON 404', async () => {
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.request(`${serverUrl}/ws-user-apps/other/`, {
        headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'No realtime endpoint here',
      code: 'NOT_FOUND',
    });
  });

  it("streams a campaign's progress to an admin: sending, then sent with its figures", async () => {
    const specs = mixedSubscribers(24, 'realtime');
    await storeSubscribers(t.app.services.store, specs);
    const { received } = await joined('NewsletterCampaign', t.adminToken);
    const id = await createCampaign(t);
    expect((await campaignRoute(t, id, 'send')).statusCode).toBe(202);
    await senderOf(t).runOnce();
    await until(() => received.at(-1)?.data.status === 'sent', 'the campaign sent');
    const statuses = received.map((event) => [event.type, event.data.status]);
    expect(statuses[0]).toEqual(['create', 'draft']);
    expect(statuses[1]).toEqual(['update', 'sending']);
    expect(received.at(-1)?.data).toMatchObject({ sent: audienceOf(specs, 'fr').length });
    // Several batches, within a second: not one event per batch.
    expect(received.length).toBeLessThan(2 + Math.ceil(audienceOf(specs, 'fr').length / 4));
  });
});
