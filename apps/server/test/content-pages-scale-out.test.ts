import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SERVER_ENTRY,
  WEB_BUILT,
  killAllServers,
  startServer,
  type ServerProcess,
} from './server-process';
import { testDatabases } from './test-app';
import { within } from './within';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const ADMIN = { email: 'admin@vitrine.test', password: 'correct-horse-battery-staple' };
const NBSP = '\u00a0';

afterAll(killAllServers);

async function signIn(server: ServerProcess) {
  const response = await fetch(`${server.url}/api/apps/vitrine/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

// Two built servers on one PostgreSQL schema, started at the same moment, both seeding.
describe.skipIf(!postgres || !existsSync(SERVER_ENTRY) || !WEB_BUILT)(
  'content pages on two instances',
  () => {
    it('seeds once, and a change made on one shows on the other’s pages within seconds', async () => {
      const created = postgres!.create();
      const env = { DATABASE_URL: created.url, SEED_CONTENT: 'true' };
      // Only one creates the admin account (two at once race on its address, which is not this
      // test's subject); both seed.
      const [a, b] = await Promise.all([
        startServer({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
        startServer(env),
      ]);
      try {
        const admin = await signIn(a);
        const plans = (await (
          await fetch(`${a.url}/api/apps/vitrine/entities/Plan?sort=order`, { headers: admin })
        ).json()) as { id: string; key: string }[];
        expect(plans.map((plan) => plan.key)).toEqual([
          'free',
          'starter',
          'professional',
          'enterprise',
        ]);
        expect(await (await fetch(`${b.url}/tarifs`)).text()).toContain(`19,99${NBSP}€`);
        const starter = plans.find((plan) => plan.key === 'starter')!;
        const changed = await fetch(`${a.url}/api/apps/vitrine/entities/Plan/${starter.id}`, {
          method: 'PUT',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ prices: { eur: 21, usd: 23 } }),
        });
        expect(changed.status).toBe(200);
        // Each instance renders its pages again on its own (a, the one changed, is not first by
        // rule: on CI at load 6, b showed the new price while a was still rendering).
        const ms = await within(10_000, async () => {
          expect(await (await fetch(`${b.url}/tarifs`)).text()).toContain(`21${NBSP}€`);
          expect(await (await fetch(`${b.url}/en/pricing`)).text()).toContain('$23');
          expect(await (await fetch(`${a.url}/tarifs`)).text()).toContain(`21${NBSP}€`);
        });
        console.info(`both instances show the new price after ${ms} ms`);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await created.drop();
      }
    }, 120_000);
  },
);
