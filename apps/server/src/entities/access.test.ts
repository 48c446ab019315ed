import { BlogPost } from '@vitrine/contract/entities/blog-post';
import { ENTITIES, findEntity } from '@vitrine/contract/entities/entity-registry';
import { User } from '@vitrine/contract/entities/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_ENTITIES } from '../../test/records';
import { testDatabases, useTestApp } from '../../test/test-app';

const SECRET = 'secret-person@example.com';

describe.each(testDatabases())('access rules on $name', (testDatabase) => {
  let userToken: string;
  const ids: Record<string, string> = {};

  const t = useTestApp(testDatabase);
  beforeAll(async () => {
    const store = t.app.services.store;
    const { WaitlistSubscriber, ContactMessage, DemoRequest, NewsletterSubscriber, OutboxEmail } =
      ENTITIES;
    ids.WaitlistSubscriber = (
      await store.create(WaitlistSubscriber, {
        firstName: 'Secret',
        lastName: 'Person',
        email: SECRET,
        company: 'Hidden',
        language: 'fr',
      })
    ).id;
    ids.ContactMessage = (
      await store.create(ContactMessage, {
        name: 'Secret',
        email: SECRET,
        message: 'Private',
        language: 'fr',
      })
    ).id;
    ids.DemoRequest = (
      await store.create(DemoRequest, {
        name: 'Secret',
        email: SECRET,
        company: 'Hidden',
        language: 'en',
      })
    ).id;
    ids.NewsletterSubscriber = (
      await store.create(NewsletterSubscriber, { email: SECRET, language: 'en', consent: true })
    ).id;
    ids.OutboxEmail = (
      await store.create(OutboxEmail, {
        to: SECRET,
        subject: 'Bienvenue',
        text: `Bonjour ${SECRET}`,
        kind: 'confirm-waitlist',
        language: 'fr',
        status: 'stored',
        attempts: 0,
      })
    ).id;
    const user = await store.create(User, { email: 'editor@vitrine.test', role: 'user' });
    ids.User = user.id;
    await t.app.services.accounts.setPassword(user.id, 'editor-password-123');
    userToken = await t.login('editor@vitrine.test', 'editor-password-123');
    const post = {
      excerpt: 'x',
      content: 'x',
      category: 'tutorials',
      tags: [],
      read_time: 1,
      language: 'en',
    };
    ids.published = (
      await store.create(BlogPost, { ...post, title: 'Public', slug: 'public', published: true })
    ).id;
    ids.draft = (
      await store.create(BlogPost, { ...post, title: 'Draft', slug: 'draft', published: false })
    ).id;
  });

  const as = (who: 'visitor' | 'user') =>
    who === 'user' ? { authorization: `Bearer ${userToken}` } : {};
  const q = (filter: unknown) => `q=${encodeURIComponent(JSON.stringify(filter))}`;

  function attempts(entity: string) {
    const id = ids[entity];
    return [
      { method: 'GET', url: `/${entity}` },
      { method: 'GET', url: `/${entity}?${q({ email: SECRET })}` },
      {
        method: 'GET',
        url: `/${entity}?${q({ $or: [{ email: { $regex: '.*' } }, { email: { $exists: true } }] })}`,
      },
      { method: 'GET', url: `/${entity}?email=${encodeURIComponent(SECRET)}` },
      { method: 'GET', url: `/${entity}/count` },
      { method: 'GET', url: `/${entity}/${id}` },
      { method: 'PUT', url: `/${entity}/${id}`, payload: { company: 'Changed' } },
      { method: 'DELETE', url: `/${entity}/${id}` },
      { method: 'DELETE', url: `/${entity}`, payload: {} },
      { method: 'POST', url: `/${entity}/bulk`, payload: [{ email: 'x@y.zz' }] },
      { method: 'PUT', url: `/${entity}/bulk`, payload: [{ id, company: 'Changed' }] },
      {
        method: 'PATCH',
        url: `/${entity}/update-many`,
        payload: { query: {}, data: { $set: { language: 'en' } } },
      },
    ] as const;
  }

  for (const who of ['visitor', 'user'] as const) {
    it(`never lets a ${who} read, count, change or delete personal data`, async () => {
      for (const entity of PRIVATE_ENTITIES) {
        for (const attempt of attempts(entity)) {
          const response = await t.app.inject({
            method: attempt.method,
            url: `${t.base}${attempt.url}`,
            payload: 'payload' in attempt ? (attempt.payload as never) : undefined,
            headers: as(who),
          });
          expect([401, 403], `${who} ${attempt.method} ${entity}${attempt.url}`).toContain(
            response.statusCode,
          );
          expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
          expect(response.body).not.toContain(SECRET);
        }
      }
      for (const entity of PRIVATE_ENTITIES) {
        expect(await t.app.services.store.count(findEntity(entity)!, {})).toBeGreaterThan(0);
      }
    });
  }

  it('never lets anyone but an admin import records', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['email,language\nx@y.zz,fr\n'], { type: 'text/csv' }),
      'list.csv',
    );
    const body = new Response(form);
    const payload = Buffer.from(await body.arrayBuffer());
    for (const who of ['visitor', 'user'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${t.base}/NewsletterSubscriber/import`,
        payload,
        headers: { ...as(who), 'content-type': body.headers.get('content-type') ?? '' },
      });
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
    }
  });

  it('shows visitors only published posts, whatever their filter', async () => {
    const list = await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost` });
    expect(list.json().map((post: { slug: string }) => post.slug)).toEqual(['public']);
    const widened = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost?${q({ $or: [{ published: false }, { published: true }] })}`,
    });
    expect(widened.json().map((post: { slug: string }) => post.slug)).toEqual(['public']);
    expect(
      (await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost?published=false` })).json(),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost/count` })).json()).toEqual(
      { count: 1 },
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost/${ids.draft}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${t.base}/BlogPost/${ids.published}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `${t.base}/BlogPost`, payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${t.base}/BlogPost/${ids.published}`,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets admins see everything', async () => {
    const drafts = await t.app.inject({
      method: 'GET',
      url: `${t.base}/BlogPost?published=false`,
      headers: t.admin,
    });
    expect(drafts.json()).toHaveLength(1);
    const subscribers = await t.app.inject({
      method: 'GET',
      url: `${t.base}/WaitlistSubscriber`,
      headers: t.admin,
    });
    expect(subscribers.json()[0].email).toBe(SECRET);
  });
});
