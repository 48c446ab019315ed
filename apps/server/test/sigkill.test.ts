import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { postSignUp, runConcurrently } from './load-client';
import { killAllServers, startServer } from './server-process';
import { storedSignUps } from './stored-sign-ups';
import { testDatabases } from './test-app';

afterAll(killAllServers);

describe.each(testDatabases())(
  'SIGKILL under a write load on $name (built server)',
  (testDatabase) => {
    const { url: databaseUrl, drop } = testDatabase.create();
    afterAll(drop);

    it('keeps every acknowledged sign-up, and no half-written record, after a restart', async () => {
      const server = await startServer({ DATABASE_URL: databaseUrl });
      const acknowledged: string[] = [];
      let killing: Promise<void> | undefined;
      // 100 clients send until the process dies; it is killed after the 1,000th acknowledgement.
      await runConcurrently(100_000, 100, async (n) => {
        if (killing) return;
        const email = `crash${n}@example.com`;
        const answer = await postSignUp(server.url, email);
        if (answer.status === 201) acknowledged.push(email);
        if (acknowledged.length >= 1_000) killing ??= server.kill();
      });
      await killing;
      expect(server.child.signalCode).toBe('SIGKILL');

      const restarted = await startServer({ DATABASE_URL: databaseUrl });
      expect((await postSignUp(restarted.url, 'after-restart@example.com')).status).toBe(201);
      expect(await restarted.stop()).toBe(0);

      const stored = await storedSignUps(databaseUrl);
      const lost = acknowledged.filter((email) => !stored.emails.has(email));
      console.log(
        `SIGKILL (${testDatabase.name}): ${acknowledged.length} sign-ups acknowledged, ${lost.length} lost, ${stored.total - 1 - acknowledged.length + lost.length} more stored without an answer`,
      );
      expect(lost).toEqual([]);
      expect(stored.emails.has('after-restart@example.com')).toBe(true);
      expect(stored.invalid).toBe(0);
      // Each sign-up and its two e-mails commit together: never one without the others.
      expect(stored.outbox).toBe(stored.total * 2);
      if (testDatabase.name === 'sqlite') {
        const file = new BetterSqlite3(databaseUrl, { readonly: true });
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
        file.close();
      }
    }, 90_000);
  },
);
