import { findEntity } from '@vitrine/contract/entities/entity-registry';
import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostRecord } from '../../test/records';
import { signInTeam } from '../../test/team';
import { testDatabases, useTestApp } from '../../test/test-app';

const ROLES = ['owner', 'admin', 'editor', 'author', 'contributor', 'sales', 'user', 'visitor'];
const ACTIONS = [
  'list',
  'count',
  'get',
  'create',
  'update',
  'bulk',
  'update-many',
  'delete',
  'delete-many',
  'import',
  'export',
] as const;
type Action = (typeof ACTIONS)[number];

// The expected status of each role's request, action by action in the order of ACTIONS. Written
// out by hand from issue 27 § Roles, not derived from ROLE_CAPABILITIES, so a wrong matrix fails.
const ALL = '200 200 200 201 200 201 200 200 200 200 200';
const NONE = '403 403 403 403 403 403 403 403 403 403 403';
const VISITOR = '401 401 401 401 401 401 401 401 401 401 401';
// Leads: a signed-in account without `leads` still sends the site's forms (a visitor's create).
const LEADS = {
  owner: ALL,
  admin: ALL,
  editor: '403 403 403 201 403 403 403 403 403 403 403',
  author: '403 403 403 201 403 403 403 403 403 403 403',
  contributor: '403 403 403 201 403 403 403 403 403 403 403',
  sales: '200 200 200 201 200 201 200 403 403 403 200',
  user: '403 403 403 201 403 403 403 403 403 403 403',
  visitor: '401 401 401 201 401 401 401 401 401 401 401',
};
// Site content: everyone reads the visible slice; `content` writes.
const READS_ONLY = '200 200 200 403 403 403 403 403 403 403 403';
const CONTENT = {
  owner: ALL,
  admin: ALL,
  editor: ALL,
  author: READS_ONLY,
  contributor: READS_ONLY,
  sales: READS_ONLY,
  user: READS_ONLY,
  visitor: '200 200 200 401 401 401 401 401 401 401 401',
};
// Posts: the shared post is the owner's, so authors and contributors do not find it (404) and
// their update-many and delete-many match nothing; their lists and exports hold their own posts.
const OWN_POSTS = '200 200 404 201 404 201 200 404 200 200 200';
const POSTS = {
  owner: ALL,
  admin: ALL,
  editor: ALL,
  author: OWN_POSTS,
  contributor: OWN_POSTS,
  sales: READS_ONLY,
  user: READS_ONLY,
  visitor: '200 200 200 401 401 401 401 401 401 401 401',
};
const ADMINS_ONLY = {
  owner: ALL,
  admin: ALL,
  editor: NONE,
  author: NONE,
  contributor: NONE,
  sales: NONE,
  user: NONE,
  visitor: VISITOR,
};
const CAMPAIGNS = { ...ADMINS_ONLY, editor: ALL };

const MATRIX: Record<string, Record<string, string>> = {
  ContactMessage: LEADS,
  DemoRequest: LEADS,
  WaitlistSubscriber: LEADS,
  NewsletterSubscriber: LEADS,
  Plan: CONTENT,
  PlanComparisonRow: CONTENT,
  Testimonial: CONTENT,
  TeamMember: CONTENT,
  CompanyValue: CONTENT,
  SiteFigure: CONTENT,
  FaqItem: CONTENT,
  BlogPost: POSTS,
  NewsletterCampaign: CAMPAIGNS,
  OutboxEmail: ADMINS_ONLY,
  User: ADMINS_ONLY,
};

let serial = 0;
/** A valid new record of `entity`, unique where the entity needs it, and a harmless change. */
function sample(entity: string): {
  record: Record<string, unknown>;
  patch: Record<string, unknown>;
} {
  serial += 1;
  const email = `person-${serial}@example.com`;
  const seed = (SITE_CONTENT_SEED as Record<string, Record<string, unknown>[]>)[entity];
  // Plans are keyed (four at most): the shared one is the seed's first, samples its second.
  // Team members' author page keys (`slug`) are unique: each sample has its own.
  const own = entity === 'TeamMember' ? { slug: `member-${serial}` } : {};
  if (seed)
    return {
      record: { ...seed[entity === 'Plan' ? 1 : 0]!, visible: true, ...own },
      patch: { order: 7 },
    };
  switch (entity) {
    case 'ContactMessage':
      return {
        record: { name: 'Léa', email, message: 'Bonjour', language: 'fr' },
        patch: { status: 'in_progress' },
      };
    case 'DemoRequest':
      return {
        record: { name: 'Léa', email, company: 'Acme', language: 'fr' },
        patch: { notes: 'Called back' },
      };
    case 'WaitlistSubscriber':
      return {
        record: { firstName: 'Léa', lastName: 'Roy', email, company: 'Acme', language: 'fr' },
        patch: { company: 'Acme SA' },
      };
    case 'NewsletterSubscriber':
      return { record: { email, language: 'en', consent: true }, patch: { language: 'fr' } };
    case 'BlogPost':
      return {
        record: blogPostRecord(`matrix-${serial}`, { published: false }),
        patch: { excerpt: 'Changed' },
      };
    case 'NewsletterCampaign':
      return {
        record: { subject: 'News', content: 'Hello', language: 'fr' },
        patch: { subject: 'N' },
      };
    case 'OutboxEmail':
      return {
        record: {
          to: email,
          subject: 'Hello',
          text: 'Hello',
          kind: 'confirm-waitlist',
          language: 'fr',
          status: 'stored',
          attempts: 0,
        },
        patch: { subject: 'Changed' },
      };
    case 'User':
      return { record: { email, role: 'user' }, patch: { full_name: 'Someone' } };
    default:
      throw new Error(`No sample for ${entity}`);
  }
}

async function multipart(records: Record<string, unknown>[]) {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(records)], { type: 'application/json' }), 'a.json');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}

describe.each(testDatabases())('every role × entity × action on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const shared: Record<string, string> = {};

  beforeAll(async () => {
    team = await signInTeam(t, 'matrix');
    for (const entity of Object.keys(MATRIX)) {
      const record =
        entity === 'Plan'
          ? { ...SITE_CONTENT_SEED.Plan[0]!, visible: true }
          : sample(entity).record;
      // The shared record is the owner's, and public: a published post, a visible content row.
      const data = entity === 'BlogPost' ? { ...record, published: true } : record;
      const stored = await t.app.services.store.create(findEntity(entity)!, data, {
        createdBy: team.emails.owner,
      });
      shared[entity] = stored.id;
    }
  });

  async function attempt(entity: string, action: Action, headers: Record<string, string>) {
    const url = `${t.base}/${entity}`;
    const { record, patch } = sample(entity);
    const id = shared[entity]!;
    // The one sample plan a create may add (the key is unique) goes before each attempt.
    if (entity === 'Plan')
      await t.app.services.store.deleteWhere(findEntity('Plan')!, { key: record.key });
    const fresh = async () =>
      (await t.app.services.store.create(findEntity(entity)!, sample(entity).record)).id;
    switch (action) {
      case 'list':
        return t.app.inject({ url, headers });
      case 'count':
        return t.app.inject({ url: `${url}/count`, headers });
      case 'get':
        return t.app.inject({ url: `${url}/${id}`, headers });
      case 'create':
        return t.app.inject({ method: 'POST', url, headers, payload: record });
      case 'update':
        return t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers, payload: patch });
      case 'bulk':
        return t.app.inject({ method: 'POST', url: `${url}/bulk`, headers, payload: [record] });
      case 'update-many':
        return t.app.inject({
          method: 'PATCH',
          url: `${url}/update-many`,
          headers,
          payload: { query: { id }, data: { $set: patch } },
        });
      case 'delete':
        return t.app.inject({ method: 'DELETE', url: `${url}/${await fresh()}`, headers });
      case 'delete-many':
        return t.app.inject({ method: 'DELETE', url, headers, payload: { id: await fresh() } });
      case 'import': {
        const { payload, type } = await multipart([record]);
        return t.app.inject({
          method: 'POST',
          url: `${url}/import`,
          headers: { ...headers, 'content-type': type },
          payload,
        });
      }
      case 'export':
        return t.app.inject({ url: `${url}/export`, headers });
    }
  }

  it.each(Object.keys(MATRIX))('%s answers each role as the matrix says', async (entity) => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const role of ROLES) {
      const statuses: number[] = [];
      for (const action of ACTIONS) {
        statuses.push((await attempt(entity, action, team.headers[role]!)).statusCode);
      }
      seen.push(`${role}: ${statuses.join(' ')}`);
      wanted.push(`${role}: ${MATRIX[entity]![role]}`);
    }
    expect(seen).toEqual(wanted);
  });
});
