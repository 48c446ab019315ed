import { existsSync } from 'node:fs';
import path from 'node:path';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { within } from '../../test/within';
import { seedSiteContent } from '../seed/seed-site-content';

const built = existsSync(path.resolve(import.meta.dirname, '../../../web/build/server/index.js'));
const NBSP = '\u00a0';

/** The FAQ answers of a page's FAQPage structured data. */
function faqAnswers(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const faq = blocks
    .map((block) => JSON.parse(block[1] ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === 'FAQPage') as
    { mainEntity: { acceptedAnswer: { text: string } }[] } | undefined;
  return faq?.mainEntity.map((question) => question.acceptedAnswer.text) ?? [];
}

describe.skipIf(!built).each(testDatabases())(
  'content pages follow their records on $name',
  (db) => {
    const t = useTestApp(db, {}, { web: true });
    let url: string;
    const page = (pathname: string, headers: Record<string, string> = {}) =>
      fetch(`${url}${pathname}`, { headers });
    const text = async (pathname: string) => (await page(pathname)).text();
    const put = (entity: string, id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${t.base}/${entity}/${id}`, payload, headers: t.admin });
    const idOf = async (entity: keyof typeof ENTITIES, filter: Record<string, unknown>) =>
      (await t.app.services.store.list(ENTITIES[entity], { filter, limit: 1 }))[0]!.id;

    beforeAll(async () => {
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      await seedSiteContent(t.app.services.store, t.database);
      await t.app.contentPages!.settled();
    });

    it('shows the seeded content as the build drew it', async () => {
      const pricing = await text('/tarifs');
      expect(pricing).toContain(`19,99${NBSP}€`);
      expect(pricing).toContain('Professionnel');
      expect(faqAnswers(pricing)).toEqual(SITE_CONTENT_SEED.FaqItem.map((item) => item.answer.fr));
      expect(await text('/en/pricing')).toContain('$49');
      const home = await text('/');
      expect(home).toContain('Julien Marchetti');
      expect(home).toContain('Vitrine en chiffres');
      expect(home).toContain('5000+');
      const about = await text('/en/about');
      expect(about).toContain('src="/images/about/ines-haddad.svg"');
      expect(about).toContain('Head of Customer Success');
    });

    it('shows a new price, in the page and its data, within seconds, with a fresh ETag and policy', async () => {
      const before = await page('/tarifs');
      const etag = before.headers.get('etag');
      const id = await idOf('Plan', { key: 'starter' });
      expect((await put('Plan', id, { prices: { eur: 24.5, usd: 27 } })).statusCode).toBe(200);
      const ms = await within(5000, async () => {
        expect(await text('/tarifs')).toContain(`24,50${NBSP}€`);
        expect(await text('/en/pricing')).toContain('$27');
      });
      console.info(`pricing page shows the new price after ${ms} ms`);
      const after = await page('/tarifs', { 'accept-encoding': 'br' });
      expect(after.headers.get('etag')).not.toBe(etag);
      const html = await after.text();
      expect(html).not.toContain(`19,99${NBSP}€`);
      // The page runs no inline script (islands, decision 0066): its policy allows none.
      const policy = after.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        expect(attributes, html).toMatch(/\bsrc="|type="application\/(?:ld\+)?json"/);
      }
      const conditional = await page('/tarifs', { 'if-none-match': after.headers.get('etag')! });
      expect(conditional.status).toBe(304);
      const compressed = await fetch(`${url}/tarifs`, { headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers.get('content-encoding')).toBe('br');
    });

    it('drops a hidden testimonial and shows an edited FAQ answer in the JSON-LD', async () => {
      const id = await idOf('Testimonial', { name: 'Julien Marchetti' });
      expect((await put('Testimonial', id, { visible: false })).statusCode).toBe(200);
      const faqId = await idOf('FaqItem', { order: 1 });
      const answer = { fr: 'Carte bancaire et virement.', en: 'Cards and bank transfers.' };
      expect((await put('FaqItem', faqId, { answer })).statusCode).toBe(200);
      await within(5000, async () => {
        const home = await text('/');
        expect(home).not.toContain('Julien Marchetti');
        expect(home).toContain('Camille Roussel');
        expect(await text('/en')).not.toContain('Julien Marchetti');
        expect(faqAnswers(await text('/en/pricing'))[1]).toBe(answer.en);
        expect(await text('/tarifs')).toContain(answer.fr);
      });
    });

    it('keeps the previous page when a render fails', async () => {
      const pages = t.app.contentPages!;
      const about = await page('/about');
      const etag = about.headers.get('etag');
      const render = (pages as unknown as { options: { render: unknown } }).options;
      const original = render.render;
      render.render = async () => {
        throw new Error('render failed on purpose');
      };
      try {
        const id = await idOf('CompanyValue', { icon: 'award' });
        expect(
          (await put('CompanyValue', id, { title: { fr: 'Exigence', en: 'Rigor' } })).statusCode,
        ).toBe(200);
        await pages.settled();
        const still = await page('/about');
        expect(still.headers.get('etag')).toBe(etag);
        expect(await still.text()).toContain('Excellence');
      } finally {
        render.render = original;
      }
    });
  },
);
