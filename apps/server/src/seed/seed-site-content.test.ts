import { CONTENT_ENTITIES, ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { SITE_CONTENT_SEED } from '@vitrine/contract/site-content/site-content';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../test/test-app';
import { openDatabase } from '../db/database';
import { EntityStore } from '../entities/entity-store';
import { seedSiteContent } from './seed-site-content';

describe.each(testDatabases())('seeding the site content on $name', (testDatabase) => {
  const t = useTestApp(testDatabase);
  const count = (name: (typeof CONTENT_ENTITIES)[number]) =>
    t.app.services.store.count(ENTITIES[name], {});

  it('fills every empty content table with the seed, once, even when two servers start at once', async () => {
    // On PostgreSQL, a second connection pool on the same database, as a second instance has; one
    // SQLite file serves one server (its lock), whose concurrent starts share one connection.
    const postgres = t.database.dialect === 'postgres';
    const other = postgres ? openDatabase(t.config.databaseUrl) : t.database;
    try {
      const [first, second] = await Promise.all([
        seedSiteContent(t.app.services.store, t.database),
        seedSiteContent(new EntityStore(other), other),
      ]);
      for (const name of CONTENT_ENTITIES) {
        const seeded = SITE_CONTENT_SEED[name].length;
        expect((first[name] ?? 0) + (second[name] ?? 0)).toBe(seeded);
        expect(await count(name)).toBe(seeded);
      }
    } finally {
      if (postgres) await other.close();
    }
    expect(await seedSiteContent(t.app.services.store, t.database)).toEqual({});
  });

  it('stores exactly the seed’s records, in order', async () => {
    const plans = await t.app.services.store.list(ENTITIES.Plan, {
      filter: {},
      sort: [{ field: 'order', descending: false }],
    });
    expect(plans.map((plan) => [plan.key, plan.prices])).toEqual([
      ['free', { eur: 0, usd: 0 }],
      ['starter', { eur: 19.99, usd: 19 }],
      ['professional', { eur: 49.99, usd: 49 }],
      ['enterprise', { eur: 99.99, usd: 99 }],
    ]);
    const [member] = await t.app.services.store.list(ENTITIES.TeamMember, {
      filter: { order: 0 },
    });
    expect(member).toMatchObject({
      name: 'Claire Dumont',
      portrait: '/images/about/claire-dumont.svg',
      portrait_alt: SITE_CONTENT_SEED.TeamMember[0]!.portrait_alt,
    });
  });

  it('never overwrites or restores what the team changed', async () => {
    const store = t.app.services.store;
    const [starter] = await store.list(ENTITIES.Plan, { filter: { key: 'starter' } });
    await store.update(ENTITIES.Plan, starter!.id, { prices: { eur: 24.5, usd: 26 } });
    // Every testimonial deleted, then one hidden one added: the table is not empty any more.
    await store.deleteWhere(ENTITIES.Testimonial, {});
    await store.create(ENTITIES.Testimonial, {
      ...SITE_CONTENT_SEED.Testimonial[0]!,
      visible: false,
    });
    expect(await seedSiteContent(store, t.database)).toEqual({});
    const [kept] = await store.list(ENTITIES.Plan, { filter: { key: 'starter' } });
    expect(kept!.prices).toEqual({ eur: 24.5, usd: 26 });
    expect(await count('Testimonial')).toBe(1);
  });

  it('never gives back the records of a table the team emptied', async () => {
    await t.app.services.store.deleteWhere(ENTITIES.FaqItem, {});
    expect(await seedSiteContent(t.app.services.store, t.database)).toEqual({});
    expect(await count('FaqItem')).toBe(0);
  });
});
