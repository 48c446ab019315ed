import { afterAll, describe, expect, it } from 'vitest';
import { postSignUp, tally, type Answer } from './load-client';
import { killAllServers, startServer } from './server-process';
import { storedSignUps } from './stored-sign-ups';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { testDatabases } from './test-app';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const UNAVAILABLE = {
  message: 'The database is unavailable; please try again shortly',
  code: 'DATABASE_UNAVAILABLE',
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same database URL, through the proxy's port. */
function through(proxy: TcpProxy, url: string) {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

afterAll(killAllServers);

describe.skipIf(!postgres)('PostgreSQL outage (built server behind a TCP proxy)', () => {
  const created = postgres?.create();
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await proxy?.close();
    await created?.drop();
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database is away, stays up, and recovers', async () => {
    const databaseUrl = created!.url;
    proxy = await startTcpProxy(Number(new URL(databaseUrl).port || 5432));
    const server = await startServer({ DATABASE_URL: through(proxy, databaseUrl) });

    // 40 clients sign up without pause through the whole test.
    const answers: (Answer & { phase: string; email: string })[] = [];
    let phase = 'before';
    let running = true;
    let n = 0;
    const client = async () => {
      while (running) {
        const email = `outage${(n += 1)}@example.com`;
        const sentIn = phase;
        answers.push({ ...(await postSignUp(server.url, email)), phase: sentIn, email });
      }
    };
    const clients = Array.from({ length: 40 }, client);
    const until = async (condition: () => boolean) => {
      while (!condition()) {
        if (!server.alive()) throw new Error(`The server died:\n${server.output()}`);
        await pause(20);
      }
    };

    const outage = async () => {
      await until(() => answers.filter((answer) => answer.status === 201).length >= 300);
      phase = 'outage';
      await proxy!.cut();
      await until(() => answers.some((a) => a.phase === 'outage' && a.status === 503));
      await pause(1000);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject(UNAVAILABLE);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      phase = 'restored';
      await proxy!.restore();
      await until(
        () => answers.filter((a) => a.phase === 'restored' && a.status === 201).length >= 300,
      );
    };
    try {
      await outage();
    } finally {
      running = false;
      await Promise.all(clients);
    }

    expect(server.alive()).toBe(true);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const statuses = tally(answers);
    console.log(`PostgreSQL outage: answers ${JSON.stringify(statuses)}`);
    expect(Object.keys(statuses).sort()).toEqual(['201', '503']);
    const refusals = answers.filter((answer) => answer.status === 503);
    for (const refusal of refusals) expect(refusal.body).toMatchObject(UNAVAILABLE);
    // Acknowledged sign-ups are all stored, those of the outage's first moments included.
    const stored = await storedSignUps(databaseUrl);
    const acknowledged = answers.filter((answer) => answer.status === 201);
    expect(acknowledged.filter((answer) => !stored.emails.has(answer.email))).toEqual([]);
    expect(await server.stop()).toBe(0);
  }, 90_000);
});
