import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { EntityStore } from '../src/entities/entity-store';
import { startServer } from './server-process';
import { testDatabases } from './test-app';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(testDatabases())('graceful shutdown on $name (built server)', (testDatabase) => {
  const created = testDatabase.create();
  afterAll(created.drop);

  it('finishes in-flight sign-ups on SIGTERM and keeps every acknowledged one', async () => {
    const databaseUrl =
      testDatabase.name === 'sqlite' ? path.join(dir, 'shutdown.db') : created.url;
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
    });
    const { url } = server;

    let stopRequested = false;
    const stopOnce = () => {
      if (stopRequested) return;
      stopRequested = true;
      server.child.kill('SIGTERM');
    };
    const signUp = (n: number) =>
      fetch(`${url}/api/apps/vitrine/entities/WaitlistSubscriber`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'A',
          lastName: 'B',
          email: `person${n}@example.com`,
          company: 'C',
          language: 'fr',
        }),
      }).then(
        (response) => {
          // Stop the server as soon as one sign-up is acknowledged: the others are in flight.
          if (response.status === 201) stopOnce();
          return response.status;
        },
        () => 'refused' as const,
      );
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, n) => signUp(n)));
    expect(await server.exited).toBe(0);

    const acknowledged = statuses.filter((status) => status === 201).length;
    expect(
      statuses.every((status) => status === 201 || status === 503 || status === 'refused'),
    ).toBe(true);
    expect(acknowledged).toBeGreaterThan(0);
    const database = openDatabase(databaseUrl);
    expect(await new EntityStore(database).count(WaitlistSubscriber, {})).toBe(acknowledged);
    await database.close();
    // The built server's start alone takes 20 s and more at a load of 10.
  }, 100_000);
});
