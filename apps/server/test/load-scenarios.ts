import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSignUp, runConcurrently, tally } from './load-client';
import { killAllServers, startServer, type ServerProcess } from './server-process';
import { storedSignUps } from './stored-sign-ups';
import type { TestDatabase } from './test-app';

/**
 * 10,000 sign-ups from 200 concurrent clients, then 2,000 over 500 addresses, on one database
 * (one test file per dialect, so each stays well inside its time budget).
 */
export function describeSignUpLoad(testDatabase: TestDatabase) {
  afterAll(killAllServers);
  describe(`sign-ups under load on ${testDatabase.name} (built server)`, () => {
    const { url: databaseUrl, drop } = testDatabase.create();
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServer({ DATABASE_URL: databaseUrl });
    });
    afterAll(async () => {
      await server?.stop();
      await drop();
    });

    it('stores 10,000 sign-ups from 200 concurrent clients, each once, without a 5xx', async () => {
      const answers = await runConcurrently(10_000, 200, (n) =>
        postSignUp(server.url, `load${n}@example.com`),
      );
      expect(tally(answers)).toEqual({ 201: 10_000 });
      const stored = await storedSignUps(databaseUrl);
      expect(stored.total).toBe(10_000);
      expect(stored.emails.size).toBe(10_000);
      expect(stored.invalid).toBe(0);
    }, 100_000);

    it('keeps one record per e-mail: 2,000 sign-ups over 500 addresses make 500 records', async () => {
      const answers = await runConcurrently(2_000, 200, (n) =>
        postSignUp(server.url, `again${n % 500}@example.com`),
      );
      expect(tally(answers)).toEqual({ 201: 2_000 });
      const stored = await storedSignUps(databaseUrl);
      expect([...stored.emails].filter((email) => email.startsWith('again'))).toHaveLength(500);
      expect(stored.total).toBe(10_500);
      expect(server.alive()).toBe(true);
    }, 60_000);
  });
}
