import { User } from '@vitrine/contract/entities/user';
import { describe, expect, it } from 'vitest';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';

const ROLES = ['owner', 'admin', 'editor', 'author', 'contributor', 'sales', 'user', 'visitor'];

// Who gets past each route's capability check (any answer but 401 and 403), written out by hand
// from issue 27 § Roles. The requests are harmless: unknown ids, empty bodies.
const ROUTES: { route: string; method: 'GET' | 'POST'; payload?: object; roles: string[] }[] = [
  { route: '/mail/status', method: 'GET', roles: ['owner', 'admin'] },
  {
    route: '/integration-endpoints/Core/SendEmail',
    method: 'POST',
    payload: {},
    roles: ['owner', 'admin'],
  },
  { route: '/outbox/held', method: 'POST', payload: {}, roles: ['owner', 'admin'] },
  {
    route: '/integration-endpoints/Core/InvokeLLM',
    method: 'POST',
    payload: {},
    roles: ['owner', 'admin', 'editor'],
  },
  {
    route: '/ai/status',
    method: 'GET',
    roles: ['owner', 'admin', 'editor', 'author', 'contributor', 'sales'],
  },
  // One entry per kind: the body's `kind` decides the capability (decision 0078).
  ...(
    [
      ['post-seo', ['owner', 'admin', 'editor', 'author', 'contributor']],
      ['image-alt', ['owner', 'admin', 'editor', 'author', 'contributor']],
      ['campaign-subjects', ['owner', 'admin', 'editor']],
      ['content-fill', ['owner', 'admin', 'editor']],
    ] as const
  ).map(([kind, roles]) => ({
    route: '/ai/suggestions',
    method: 'POST' as const,
    payload: { kind },
    roles: [...roles] as string[],
  })),
  { route: '/uploads', method: 'GET', roles: ['owner', 'admin', 'editor'] },
  {
    route: '/integration-endpoints/Core/UploadFile',
    method: 'POST',
    payload: {},
    roles: ['owner', 'admin', 'editor', 'author', 'contributor'],
  },
  {
    route: '/content/history?entity=Plan&id=none',
    method: 'GET',
    roles: ['owner', 'admin', 'editor'],
  },
  {
    route: '/analytics/stats/aggregate',
    method: 'GET',
    roles: ['owner', 'admin', 'editor', 'sales'],
  },
  {
    route: '/analytics/leads/ContactMessage/none',
    method: 'GET',
    roles: ['owner', 'admin', 'sales'],
  },
  {
    route: '/newsletter/campaigns/none/progress',
    method: 'GET',
    roles: ['owner', 'admin', 'editor'],
  },
  { route: '/newsletter/audience', method: 'GET', roles: ['owner', 'admin', 'editor'] },
  { route: '/privacy/erase', method: 'POST', payload: {}, roles: ['owner', 'admin'] },
  { route: '/users/invite-user', method: 'POST', payload: {}, roles: ['owner', 'admin'] },
  { route: '/users/none/password', method: 'POST', payload: {}, roles: ['owner', 'admin'] },
  { route: '/users/assignees', method: 'GET', roles: ['owner', 'admin', 'sales'] },
  {
    route: '/users/transfer-ownership',
    method: 'POST',
    payload: { user_id: 'none' },
    roles: ['owner'],
  },
  {
    route: '/blog/posts/none/versions',
    method: 'GET',
    roles: ['owner', 'admin', 'editor', 'author', 'contributor'],
  },
  {
    route: '/blog/posts/none/translate',
    method: 'POST',
    payload: { language: 'en' },
    roles: ['owner', 'admin', 'editor', 'author', 'contributor'],
  },
];

describe.each(testDatabases())('the team routes by role on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);

  it('lets each route be used by the roles of the matrix only: 403 for the others, 401 for visitors', async () => {
    const { headers } = await signInTeam(t, 'routes');
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const { route, method, payload, roles } of ROUTES) {
      for (const role of ROLES) {
        const response = await t.app.inject({
          method,
          url: `/api/apps/${t.config.appId}${route}`,
          headers: headers[role],
          ...(payload ? { payload } : {}),
        });
        const status = response.statusCode;
        seen.push(`${route} ${role}: ${status === 401 || status === 403 ? status : 'allowed'}`);
        const refusal = role === 'visitor' ? 401 : 403;
        wanted.push(`${route} ${role}: ${roles.includes(role) ? 'allowed' : refusal}`);
      }
    }
    expect(seen).toEqual(wanted);
  });

  it('lists whom sales may assign a lead to: active owner, admins and sales, names and e-mails only', async () => {
    const { headers, emails, ids } = await signInTeam(t, 'assign');
    await t.app.services.store.update(User, ids.admin!, { disabled: true });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/apps/${t.config.appId}/users/assignees`,
      headers: headers.sales,
    });
    expect(response.statusCode).toBe(200);
    const people = response.json() as { id: string; email: string }[];
    const listed = people.map((person) => person.email);
    expect(listed).toContain(emails.owner);
    expect(listed).toContain(emails.sales);
    for (const role of ['admin', 'editor', 'author', 'contributor', 'user']) {
      expect(listed).not.toContain(emails[role]);
    }
    expect(Object.keys(people[0]!).sort()).toEqual(['email', 'full_name', 'id']);
  });
});
