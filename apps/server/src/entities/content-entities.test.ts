import { User } from '@vitrine/contract/entities/user';
import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

/** A file upload as the import route reads it. */
async function multipart(content: string, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

const testimonial = (order: number, visible: boolean) => ({
  name: `Person ${order}`,
  company: { fr: 'Société', en: 'Company' },
  role: { fr: 'Rôle', en: 'Role' },
  content: { fr: `Avis ${order}`, en: `Review ${order}` },
  rating: 5,
  order,
  visible,
});

describe.each(testDatabases())(
  'content entities through the entity API on $name',
  (testDatabase) => {
    const t = useTestApp(testDatabase);
    let editor: Record<string, string>;
    const list = (entity: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: `${t.base}/${entity}?sort=order`, headers });

    beforeAll(async () => {
      const user = await t.app.services.store.create(User, {
        email: 'user@vitrine.test',
        role: 'user',
      });
      await t.app.services.accounts.setPassword(user.id, 'user-password-1234');
      editor = {
        authorization: `Bearer ${await t.login('user@vitrine.test', 'user-password-1234')}`,
      };
    });

    it('lets an admin create each kind of record from the seed', async () => {
      for (const [entity, records] of Object.entries(SITE_CONTENT_SEED)) {
        const response = await t.postEntity(entity, records[0]!, t.admin);
        expect(response.statusCode, entity).toBe(201);
        expect(response.json()).toMatchObject(records[0]!);
      }
    });

    it('shows visitors the visible records only, in order; admins see them all', async () => {
      await t.postEntity('Testimonial', testimonial(3, true), t.admin);
      await t.postEntity('Testimonial', testimonial(2, false), t.admin);
      const visitor = (await list('Testimonial')).json() as { name: string }[];
      expect(visitor.map((record) => record.name)).toEqual(['Camille Roussel', 'Person 3']);
      const admin = (await list('Testimonial', t.admin)).json() as { name: string }[];
      expect(admin.map((record) => record.name)).toEqual([
        'Camille Roussel',
        'Person 2',
        'Person 3',
      ]);
      const asked = await t.app.inject({ url: `${t.base}/Testimonial?q={"visible":false}` });
      expect(asked.json()).toEqual([]);
    });

    it('refuses writes from visitors (401) and from signed-in non-admins (403)', async () => {
      const record = testimonial(9, true);
      expect((await t.postEntity('Testimonial', record)).statusCode).toBe(401);
      expect((await t.postEntity('Testimonial', record, editor)).statusCode).toBe(403);
      const [plan] = (await list('Plan', t.admin)).json() as { id: string }[];
      const put = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url: `${t.base}/Plan/${plan!.id}`,
          payload: { prices: { eur: 1, usd: 1 } },
          headers,
        });
      expect((await put({})).statusCode).toBe(401);
      expect((await put(editor)).statusCode).toBe(403);
      const admin = (await list('Testimonial', t.admin)).json() as unknown[];
      expect(admin).toHaveLength(3);
    });

    it('answers 422 naming the field of a bad text in one language, and stores nothing', async () => {
      const response = await t.postEntity(
        'FaqItem',
        {
          question: { fr: 'Question ?' },
          answer: { fr: 'Oui.', en: 'Yes.' },
          order: 1,
          visible: true,
        },
        t.admin,
      );
      expect(response.statusCode).toBe(422);
      const body = response.json() as {
        code: string;
        message: string;
        errors: { field: string }[];
      };
      expect(body.code).toBeTypeOf('string');
      expect(body.errors.map((issue) => issue.field)).toContain('question.en');
      expect(body.message).toContain('question.en');
      const tooLong = await t.postEntity(
        'SiteFigure',
        {
          placement: 'home',
          value: { fr: 'x'.repeat(21), en: '1' },
          label: { fr: 'a', en: 'a' },
          order: 0,
          visible: true,
        },
        t.admin,
      );
      expect(tooLong.statusCode).toBe(422);
      expect((tooLong.json() as { errors: { field: string }[] }).errors[0]?.field).toBe('value.fr');
      const badPlan = await t.postEntity(
        'Plan',
        { ...SITE_CONTENT_SEED.Plan[1]!, key: 'gold', prices: { eur: 20, usd: -1 } },
        t.admin,
      );
      expect(badPlan.statusCode).toBe(422);
      expect((await list('FaqItem', t.admin)).json()).toHaveLength(1);
      expect((await list('SiteFigure', t.admin)).json()).toHaveLength(1);
    });

    it('refuses a write that still sends the one price of before (422), changing nothing', async () => {
      const [plan] = (await list('Plan', t.admin)).json() as { id: string; prices: object }[];
      const hint = 'price is no longer a field of this entity: send prices';
      const put = await t.app.inject({
        method: 'PUT',
        url: `${t.base}/Plan/${plan!.id}`,
        payload: { price: 24.5 },
        headers: t.admin,
      });
      expect(put.statusCode).toBe(422);
      expect(put.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'price', rule: 'unknown' }],
      });
      expect(put.json().detail).toContain(hint);
      const rest: Record<string, unknown> = { ...SITE_CONTENT_SEED.Plan[2]! };
      delete rest.prices;
      const posted = await t.postEntity('Plan', { ...rest, price: 49.99 }, t.admin);
      expect(posted.statusCode).toBe(422);
      expect(posted.json().errors.map((issue: { field: string }) => issue.field)).toEqual([
        'price',
        'prices',
      ]);
      const { payload, contentType } = await multipart(
        JSON.stringify([{ ...rest, price: 49.99 }]),
        'plans.json',
        'application/json',
      );
      const imported = await t.app.inject({
        method: 'POST',
        url: `${t.base}/Plan/import`,
        payload,
        headers: { ...t.admin, 'content-type': contentType },
      });
      expect(imported.statusCode).toBe(422);
      expect(JSON.stringify(imported.json())).toContain(hint);
      const after = (await list('Plan', t.admin)).json() as { id: string; prices: object }[];
      expect(after).toHaveLength(1);
      expect(after[0]!.prices).toEqual(plan!.prices);
    });

    it('keeps plan keys unique (409)', async () => {
      const again = await t.postEntity('Plan', SITE_CONTENT_SEED.Plan[0]!, t.admin);
      expect(again.statusCode).toBe(409);
    });

    it('keeps a team member’s slug unique (409) and well formed (422); it is optional', async () => {
      const member: Record<string, unknown> = { ...SITE_CONTENT_SEED.TeamMember[1]! };
      delete member.slug;
      const made = await t.postEntity('TeamMember', { ...member, name: 'Zoé Lefèvre' }, t.admin);
      expect(made.statusCode).toBe(201);
      expect((made.json() as { slug?: string }).slug).toBeUndefined();
      const { id } = made.json() as { id: string };
      // Two members without a slug: no clash (neither has an author page).
      const other = await t.postEntity('TeamMember', { ...member, name: 'Zoé Lefèvre' }, t.admin);
      expect(other.statusCode).toBe(201);
      const named = await t.app.inject({
        method: 'PUT',
        url: `${t.base}/TeamMember/${id}`,
        payload: { slug: 'zoe-lefevre' },
        headers: t.admin,
      });
      expect(named.statusCode).toBe(200);
      const twin = await t.postEntity('TeamMember', { ...member, slug: 'zoe-lefevre' }, t.admin);
      expect(twin.statusCode).toBe(409);
      const bad = await t.postEntity('TeamMember', { ...member, slug: 'Zoé' }, t.admin);
      expect(bad.statusCode).toBe(422);
      expect(JSON.stringify(bad.json())).toContain('slug');
      expect(
        (await t.app.inject({ url: `${t.base}/TeamMember?limit=100`, headers: t.admin })).json(),
      ).toHaveLength(3);
    });
  },
);
