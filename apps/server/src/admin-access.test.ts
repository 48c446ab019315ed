import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { User } from '@vitrine/contract/entities/user';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_ENTITIES } from '../test/records';
import { testDatabases, useTestApp } from '../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  payload?: unknown;
}

const MISSING = '000000000000000000000000';
const LEAD = 'private-lead@example.fr';
const nothing = { email: 'nobody@nowhere.example' };
const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

/** Every route of an entity that needs an admin, with requests that change nothing for one. */
function entityRoutes(entity: string, filter: object = nothing): Route[] {
  const base = `/entities/${entity}`;
  return [
    { method: 'GET', path: base },
    { method: 'GET', path: `${base}?q=${q(filter)}&sort=-created_date&limit=50&skip=0` },
    { method: 'GET', path: `${base}/count?q=${q(filter)}` },
    { method: 'GET', path: `${base}/${MISSING}` },
    { method: 'GET', path: `${base}/export?q=${q(filter)}` },
    { method: 'PUT', path: `${base}/${MISSING}`, payload: {} },
    { method: 'DELETE', path: `${base}/${MISSING}` },
    { method: 'DELETE', path: base, payload: filter },
    { method: 'POST', path: `${base}/bulk`, payload: [{}] },
    { method: 'PUT', path: `${base}/bulk`, payload: [{ id: MISSING }] },
    {
      method: 'PATCH',
      path: `${base}/update-many`,
      payload: { query: filter, data: { $set: {} } },
    },
    { method: 'POST', path: `${base}/import`, payload: {} },
  ];
}

function adminRoutes(): Route[] {
  return [
    ...PRIVATE_ENTITIES.flatMap((entity) => entityRoutes(entity)),
    ...entityRoutes('BlogPost', { slug: 'no-such-post' }).filter(
      // Visitors may read published posts: their reads are narrowed, not refused (tested below).
      (route) => route.method !== 'GET' || route.path.includes('/export'),
    ),
    { method: 'POST', path: '/entities/BlogPost', payload: { title: 'x' } },
    { method: 'POST', path: '/entities/OutboxEmail', payload: {} },
    { method: 'POST', path: '/entities/User', payload: {} },
    { method: 'POST', path: '/users/invite-user', payload: { user_email: 'not-an-email' } },
    { method: 'POST', path: '/runtime/users/invite-user', payload: {} },
    { method: 'POST', path: `/users/${MISSING}/password`, payload: {} },
    { method: 'POST', path: '/privacy/erase', payload: nothing },
    { method: 'POST', path: '/integration-endpoints/Core/UploadFile', payload: {} },
    { method: 'POST', path: '/integration-endpoints/Core/SendEmail', payload: {} },
    { method: 'POST', path: '/outbox/held', payload: { action: 'drop', ids: [MISSING] } },
  ];
}

describe.each(testDatabases())('admin-only routes on $name', (testDatabase) => {
  let userToken: string;
  let draftId: string;
  let leadId: string;
  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    const store = t.app.services.store;
    const user = await store.create(User, { email: 'editor@vitrine.test', role: 'user' });
    await t.app.services.accounts.setPassword(user.id, 'editor-password-123');
    userToken = await t.login('editor@vitrine.test', 'editor-password-123');
    const post = { excerpt: 'x', content: 'x', category: 'tutorials', tags: [], read_time: 1 };
    draftId = (
      await store.create(BlogPost, {
        ...post,
        title: 'Draft',
        slug: 'draft',
        published: false,
        language: 'en',
      })
    ).id;
    const lead = { firstName: 'Ana', lastName: 'Lead', email: LEAD, company: 'Co', language: 'fr' };
    leadId = (await store.create(WaitlistSubscriber, lead)).id;
  });

  const call = (route: Route, token?: string) =>
    t.app.inject({
      method: route.method,
      url: `/api/apps/${t.config.appId}${route.path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(route.payload === undefined ? {} : { payload: route.payload as object }),
    });

  it.each(adminRoutes().map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 for visitors, 403 for users, allowed for admins',
    async (_name, route) => {
      const visitor = await call(route);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHORIZED');
      const user = await call(route, userToken);
      expect(user.statusCode).toBe(403);
      expect(user.json().code).toBe('FORBIDDEN');
      const admin = await call(route, t.adminToken);
      expect([401, 403]).not.toContain(admin.statusCode);
      expect(admin.statusCode).toBeLessThan(500);
    },
  );

  it('hides unpublished posts from visitors and users; admins read them', async () => {
    const reads: Route[] = [
      { method: 'GET', path: `/entities/BlogPost/${draftId}` },
      { method: 'GET', path: `/entities/BlogPost?q=${q({ published: false })}` },
      { method: 'GET', path: `/entities/BlogPost/count?q=${q({ slug: 'draft' })}` },
    ];
    for (const token of [undefined, userToken]) {
      const [one, list, count] = await Promise.all(reads.map((route) => call(route, token)));
      expect(one!.statusCode).toBe(404);
      expect(list!.json()).toEqual([]);
      expect(count!.json()).toEqual({ count: 0 });
    }
    const [one, list, count] = await Promise.all(reads.map((route) => call(route, t.adminToken)));
    expect(one!.json().slug).toBe('draft');
    expect(list!.json()).toHaveLength(1);
    expect(count!.json()).toEqual({ count: 1 });
  });

  it('never lets a visitor read a lead, however they ask', async () => {
    const reads = [
      '/entities/WaitlistSubscriber',
      `/entities/WaitlistSubscriber/${leadId}`,
      `/entities/WaitlistSubscriber?q=${q({ email: { $regex: '.', $options: 'i' } })}`,
      `/entities/WaitlistSubscriber?email=${encodeURIComponent(LEAD)}`,
      `/entities/WaitlistSubscriber/count?q=${q({ email: LEAD })}`,
      '/entities/WaitlistSubscriber/export',
      `/entities/WaitlistSubscriber/export?fields=email`,
    ];
    for (const path of reads) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token-at-all' }]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/apps/${t.config.appId}${path}`,
          headers,
        });
        expect(response.statusCode, path).toBe(401);
        expect(response.body).not.toContain(LEAD);
        expect(response.body).not.toContain(leadId);
      }
    }
    const erase = await call({ method: 'POST', path: '/privacy/erase', payload: { email: LEAD } });
    expect(erase.statusCode).toBe(401);
    expect(await t.app.services.store.count(WaitlistSubscriber, { email: LEAD })).toBe(1);
  });
});
