import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from './load-client';
import {
  SERVER_ENTRY,
  WEB_BUILT,
  freePort,
  killAllServers,
  startServer,
  type ServerProcess,
} from './server-process';
import { startTestBalancer } from './test-balancer';
import { testDatabases } from './test-app';
import { existsSync } from 'node:fs';

const postgres = testDatabases().find((database) => database.name === 'postgres');
/** The balancer's active health check period (Caddy `health_interval`, nginx Plus `interval`). */
const HEALTH_INTERVAL_MS = 250;
/** The balancer drops a kept-alive connection idle this long (nginx `keepalive_timeout`). */
const KEEP_ALIVE_MS = 2000;
/**
 * Longer than the balancer needs to see /readyz fail (a period and a check) and than it keeps an
 * idle connection: at its end, every connection the balancer holds was used during the drain, so
 * its answer said `Connection: close`.
 */
const DRAIN_MS = 3000;
const CLIENTS = 12;

afterAll(killAllServers);

interface Outcome {
  status: number | string;
  ms: number;
  /** The start of a failed answer's body, to explain it. */
  body?: string;
}

const clientAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function request(url: string, method: string, body?: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent: clientAgent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const body = status >= 400 ? Buffer.concat(chunks).toString('utf8', 0, 120) : undefined;
          resolve({ status, ms: performance.now() - started, body });
        });
        response.on('error', (error) => resolve({ status: error.message, ms: 0 }));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? error.message, ms: 0 }),
    );
    outgoing.end(body);
  });
}

// Two built instances on one PostgreSQL schema behind a balancer with health checks; each is
// restarted in turn (SIGTERM, exit, start, ready) while clients keep asking.
describe.skipIf(!postgres || !existsSync(SERVER_ENTRY) || !WEB_BUILT)(
  'rolling restart on PostgreSQL (built servers)',
  () => {
    it('answers every request of steady traffic while each instance restarts in turn', async () => {
      const created = postgres!.create();
      const [portA, portB] = [await freePort(), await freePort()];
      const env = {
        DATABASE_URL: created.url,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        // Longer than the balancer's, so the balancer is the one that closes idle connections.
        KEEP_ALIVE_TIMEOUT_MS: '30000',
        // A machine at a load of 10 takes seconds to render a post: not this test's subject.
        MARKDOWN_RENDER_TIMEOUT_MS: '60000',
      };
      const start = (port: number, extra: Record<string, string> = {}) =>
        startServer({ ...env, PORT: String(port), ...extra }, { readyWithinMs: 100_000 });
      const servers: Record<number, ServerProcess> = {};
      // One seeds the demo content (a blog post to read); both then run on the same schema.
      servers[portA] = await start(portA, { SEED_CONTENT: 'true' });
      servers[portB] = await start(portB);
      const balancer = await startTestBalancer([portA, portB], {
        healthIntervalMs: HEALTH_INTERVAL_MS,
        keepAliveMs: KEEP_ALIVE_MS,
      });
      try {
        const listing = await (await fetch(`${balancer.url}/blog`)).text();
        // A post link: `/blogpost?slug=…` (the `&amp;` of HTML undone).
        const post = /href="(\/blogpost\?slug=[^"]+)"/.exec(listing)?.[1]?.replaceAll('&amp;', '&');
        expect(post).toBeDefined();
        const visits: [string, string, (n: number) => string | undefined][] = [
          ['GET', '/', () => undefined],
          ['GET', '/tarifs', () => undefined],
          ['GET', post!, () => undefined],
          ['GET', '/api/apps/vitrine/entities/Plan?sort=order', () => undefined],
          [
            'POST',
            '/api/apps/vitrine/entities/WaitlistSubscriber',
            (n) => JSON.stringify(signUp(`rolling${n}@example.com`)),
          ],
        ];
        const outcomes: Outcome[] = [];
        const failures: string[] = [];
        let failed = 0;
        const finalLines: boolean[] = [];
        let running = true;
        let sent = 0;
        const client = async () => {
          while (running) {
            const n = sent;
            sent += 1;
            const [method, path, body] = visits[n % visits.length]!;
            const outcome = await request(`${balancer.url}${path}`, method, body(n));
            outcomes.push(outcome);
            const ok = typeof outcome.status === 'number' && outcome.status < 400;
            if (ok) continue;
            failed += 1;
            if (failures.length < 20)
              failures.push(`${method} ${path} ${outcome.status} ${outcome.body ?? ''}`);
          }
        };
        const traffic = Promise.all(Array.from({ length: CLIENTS }, client));

        const waitUntil = async (condition: () => boolean) => {
          while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
        };
        const restart = async (port: number) => {
          await waitUntil(() => balancer.healthy(portA) && balancer.healthy(portB));
          const before = outcomes.length;
          // At least some traffic on both before each restart.
          await waitUntil(() => outcomes.length >= before + 50);
          expect(await servers[port]!.stop()).toBe(0);
          finalLines.push(/Server stopped after SIGTERM in \d+ ms/.test(servers[port]!.output()));
          servers[port] = await start(port);
          await waitUntil(() => balancer.healthy(port));
        };
        await restart(portA);
        await restart(portB);
        const after = outcomes.length;
        await waitUntil(() => outcomes.length >= after + 50);
        running = false;
        await traffic;

        const times = outcomes
          .filter((outcome) => typeof outcome.status === 'number')
          .map((outcome) => outcome.ms)
          .sort((x, y) => x - y);
        const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
        console.log(
          `rolling restart: ${outcomes.length} requests, ${failed} failed, ` +
            `${balancer.stats.retried} retried by the balancer ` +
            `(${balancer.stats.refusedWhileHealthy} refused while deemed healthy), ` +
            `p99 ${p99.toFixed(0)} ms`,
        );
        expect({ failures, balancer: balancer.stats.failures }).toEqual({
          failures: [],
          balancer: [],
        });
        expect(failed).toBe(0);
        // Each instance was out of rotation before it stopped listening: nothing relied on retries.
        expect(balancer.stats.refusedWhileHealthy).toBe(0);
        expect(finalLines).toEqual([true, true]);
      } finally {
        await balancer.close();
        await Promise.all(Object.values(servers).map((server) => server.stop()));
        await created.drop();
      }
    }, 400_000);
  },
);
