import { User } from '@vitrine/contract/entities/user';
import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';

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
          payload: { price: 1 },
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
        { ...SITE_CONTENT_SEED.Plan[1]!, key: 'gold', price: -1 },
        t.admin,
      );
      expect(badPlan.statusCode).toBe(422);
      expect((await list('FaqItem', t.admin)).json()).toHaveLength(1);
      expect((await list('SiteFigure', t.admin)).json()).toHaveLength(1);
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
