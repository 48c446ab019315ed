import { Plan } from '@vitrine/contract/entities/plan';
import { SEED_PLANS } from '@vitrine/contract/site-content/pricing-seed';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app';
import { openDatabase, schemaOf } from '../database';
import { migrate } from '../migrations';
import { planPrices } from './0018-plan-prices';

/** A plan as stored before migration 0018: one `price`, no `prices`. */
function oldPlan(index: number, price: number) {
  const plan: Record<string, unknown> = { ...SEED_PLANS[index]!, price };
  delete plan.prices;
  return plan;
}

describe.each(testDatabases())(
  'migration 0018 (plan prices per currency) on $name',
  (testDatabase) => {
    it('turns each stored price into the same number in euros and dollars, keeping the rest', async () => {
      const { url, drop } = testDatabase.create();
      const database = openDatabase(url);
      try {
        await migrate(database, schemaOf(url));
        // Plans as the release before stored them; the step itself runs below (the migrations
        // after it are applied already, so the Migrator would not run it again).
        const at = '2026-11-20T09:00:00.000Z';
        const row = (id: string, data: object) => ({
          id,
          data: JSON.stringify(data),
          created_date: at,
          updated_date: at,
        });
        await database.db
          .insertInto('ent_plan')
          .values([
            row('plan-free', oldPlan(0, 0)),
            row('plan-starter', oldPlan(1, 24.5)),
            // A plan written with both fields keeps its prices; the stray price goes.
            row('plan-pro', { ...oldPlan(2, 49.99), prices: { eur: 45, usd: 49 } }),
          ])
          .execute();

        await planPrices(database);

        const rows = await sql<{ id: string; data: unknown; updated_date: string }>`
        SELECT id, data, updated_date FROM ent_plan ORDER BY id`.execute(database.db);
        const plans = rows.rows.map((stored) => ({
          id: stored.id,
          updated_date: stored.updated_date,
          data: (typeof stored.data === 'string' ? JSON.parse(stored.data) : stored.data) as Record<
            string,
            unknown
          >,
        }));
        expect(plans.map(({ id, data }) => [id, data.prices, 'price' in data])).toEqual([
          ['plan-free', { eur: 0, usd: 0 }, false],
          ['plan-pro', { eur: 45, usd: 49 }, false],
          ['plan-starter', { eur: 24.5, usd: 24.5 }, false],
        ]);
        const starter = plans.find(({ id }) => id === 'plan-starter')!;
        expect(starter.data.name).toEqual(SEED_PLANS[1]!.name);
        expect(starter.updated_date).toBe(at);
        for (const { data } of plans)
          expect(validateRecord(Plan.schema, data)).toMatchObject({ ok: true });

        // Run again (as on a database it already converted): nothing changes.
        await planPrices(database);
        const again = await sql<{ id: string; data: unknown }>`
        SELECT id, data FROM ent_plan ORDER BY id`.execute(database.db);
        expect(
          again.rows.map(({ data }) => (typeof data === 'string' ? JSON.parse(data) : data)),
        ).toEqual(plans.map(({ data }) => data));
      } finally {
        await database.close();
        await drop();
      }
    });

    it('passes over a database whose plan table the sync step has not made yet', async () => {
      const { url, drop } = testDatabase.create();
      const database = openDatabase(url);
      try {
        const applied = await migrate(database, schemaOf(url));
        expect(applied).toContain('0018-plan-prices');
      } finally {
        await database.close();
        await drop();
      }
    });
  },
);
