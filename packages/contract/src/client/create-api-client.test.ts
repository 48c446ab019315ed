import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { createFakeFetch, jsonResponse, parseUrl } from '../../test/test-doubles';

const waitlistInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  language: 'en' as const,
};

describe('createApiClient', () => {
  it('requires an appId', () => {
    expect(() => createApiClient({ appId: '' })).toThrow('appId is required');
  });

  it('makes no request when created', () => {
    const fake = createFakeFetch();
    createApiClient({ appId: 'app-1', fetch: fake.fetch, requiresAuth: true });
    expect(fake.calls).toHaveLength(0);
  });

  it('logUserInApp posts to the app-logs path without a body', async () => {
    const fake = createFakeFetch(() => jsonResponse({}));
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
    await client.appLogs.logUserInApp('Blog Post');
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/app-logs/app-1/log-user-in-app/Blog%20Post',
      body: undefined,
    });
    expect(fake.calls[0]!.headers.has('Content-Type')).toBe(false);
  });

  it('getPublicSettings reads the public settings of the environment', async () => {
    const settings = { id: 'app-1', public_settings: 'public_without_login' };
    const fake = createFakeFetch(() => jsonResponse(settings));
    const client = createApiClient({ appId: 'app-1', env: 'dev', fetch: fake.fetch });
    await expect(client.getPublicSettings()).resolves.toEqual(settings);
    expect(fake.calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/apps/public/dev/public-settings/by-id/app-1',
    });
  });

  it('uses the global fetch when none is given', async () => {
    const fake = createFakeFetch(() => jsonResponse({ count: 3 }));
    const original = globalThis.fetch;
    globalThis.fetch = fake.fetch;
    try {
      const client = createApiClient({ appId: 'app-1' });
      await expect(client.entities.DemoRequest.count()).resolves.toBe(3);
      expect(fake.calls[0]!.url).toBe('/api/apps/app-1/entities/DemoRequest/count');
    } finally {
      globalThis.fetch = original;
    }
  });

  it('exposes a handler per registered entity, with paths for each', async () => {
    const fake = createFakeFetch(() => jsonResponse([]));
    const client = createApiClient({ appId: 'app-1', fetch: fake.fetch });
    const calls = fake.calls;
    expect(Object.keys(client.entities).sort()).toEqual([
      'ApiKey',
      'AuditEvent',
      'BlogPost',
      'CompanyValue',
      'ContactMessage',
      'DemoRequest',
      'FaqItem',
      'GlossaryTerm',
      'NewsletterCampaign',
      'NewsletterSubscriber',
      'OutboxEmail',
      'Plan',
      'PlanComparisonRow',
      'Redirect',
      'SiteFigure',
      'TeamMember',
      'Testimonial',
      'User',
      'WaitlistSubscriber',
      'Webhook',
      'WebhookDelivery',
    ]);
    await client.entities.BlogPost.filter({ published: true });
    expect(parseUrl(calls[0]!.url).pathname).toBe('/api/apps/app-1/entities/BlogPost');
  });

  it('types inputs and records from the entity schema (checked by tsc)', () => {
    const entity = createApiClient({ appId: 'app-1' }).entities.WaitlistSubscriber;
    // Type-level checks, verified by tsc; the calls are never awaited against a server.
    const check = () => {
      // @ts-expect-error company is required
      void entity.create({ firstName: 'A', lastName: 'B', email: 'a@b.co', language: 'en' });
      // @ts-expect-error screensCount accepts only the listed options
      void entity.update('r1', { screensCount: '7' });
      void entity.create({ ...waitlistInput, website: '' });
    };
    const readsRecords = async () => {
      const [row] = await entity.list();
      const id: string = row!.id;
      // @ts-expect-error records have no such field
      void row.unknownField;
      return id;
    };
    expect(typeof readsRecords).toBe('function');
    expect(typeof check).toBe('function');
  });
});
