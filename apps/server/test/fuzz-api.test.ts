import type { AddressInfo } from 'node:net';
import { BlogPost } from '@vitrine/contract/entities/blog-post';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import type { FormChallenge } from '@vitrine/contract/form-challenge';
import { findEntity } from '@vitrine/contract/entities/entity-registry';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_ROUTES, routesOf, type ApiRoute } from './fuzz/api-routes';
import { FuzzTally, collectGarbage, prototypeSnapshot } from './fuzz/fuzz-checks';
import { hostileRegexRequests } from './fuzz/hostile-queries';
import {
  VALID_RECORDS,
  requestArbitrary,
  requestBytes,
  type FuzzRequest,
} from './fuzz/request-arbitraries';
import { specialRequests } from './fuzz/special-requests';
import { solvedField } from './solve-challenge';
import { inParallel, sendRaw } from './raw-http';
import { startOpenAiServer, type OpenAiServer } from './openai-compatible-server';
import { startTestApp, testDatabases, type TestApp } from './test-app';

/**
 * Generated requests per database; `FUZZ_RUNS` and `FUZZ_SEED` change the run, and
 * `FUZZ_LOG=file` appends each answer's status and request to a file.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const LIMITS = { visitorBodyBytes: 16 * 1024, adminBodyBytes: 1024 * 1024 };

async function seedRecords(t: TestApp) {
  const { store } = t.app.services;
  const records = await Promise.all([
    ...Object.entries(VALID_RECORDS).map(([name, data]) =>
      store.create(findEntity(name) as EntityDefinition, data),
    ),
    // A long post, so every hostile pattern has text to work through.
    store.create(BlogPost, {
      title: 'A long read',
      excerpt: 'Long',
      slug: 'long-read',
      content: 'Screens in shops need a content plan. '.repeat(800),
      category: 'tutorials',
      tags: ['screens', 'retail'],
      read_time: 9,
      published: true,
      language: 'en',
    }),
  ]);
  return records.map((record) => record.id);
}

describe.each(testDatabases())('fuzzing every API route on $name', (testDatabase) => {
  let t: TestApp;
  let port: number;
  let routes: ApiRoute[];
  let knownIds: string[];
  const tokens = { admin: '', stale: 'x'.repeat(43) };
  const before = { heap: 0, rss: 0, prototypes: [] as string[] };
  let provider: OpenAiServer;
  let providerCalls = 0;

  beforeAll(async () => {
    // The AI routes are fuzzed against a local provider (without one they answer their
    // documented 503 AI_NOT_CONFIGURED before reading the request). It answers plain text, which
    // the routes that expect JSON or Markdown refuse with a 422; it keeps no request bodies, so
    // the memory check below measures the server alone.
    provider = await startOpenAiServer();
    provider.reply(() => {
      providerCalls += 1;
      provider.requests.length = 0;
      return { text: 'OK' };
    });
    t = await startTestApp(testDatabase, {
      AI_BASE_URL: provider.url,
      AI_MODEL: 'fuzz-model',
      BODY_LIMIT_BYTES: String(LIMITS.visitorBodyBytes),
      ADMIN_BODY_LIMIT_BYTES: String(LIMITS.adminBodyBytes),
      IMPORT_LIMIT_BYTES: String(64 * 1024),
      UPLOAD_MAX_BYTES: String(16 * 1024),
      FORM_CHALLENGE: 'true',
      FORM_CHALLENGE_MAX_NUMBER: '1000',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    routes = routesOf(t.app);
    knownIds = await seedRecords(t);
    tokens.admin = t.adminToken;
    collectGarbage();
    const memory = process.memoryUsage();
    before.heap = memory.heapUsed + memory.external;
    before.rss = memory.rss;
    before.prototypes = prototypeSnapshot();
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const send = async (request: FuzzRequest & { label?: string }, tally: FuzzTally) => {
    // Signing out revokes the token it is sent with: give it a token of its own.
    const signsOut = request.caller === 'admin' && request.path.includes('/auth/logout');
    const own = signsOut ? { ...tokens, admin: await t.login() } : tokens;
    const response = await sendRaw(port, [requestBytes(request, own)]);
    const label =
      request.label ?? `${request.caller} ${request.method} ${request.path}${request.query}`;
    tally.record(label.slice(0, 300), request.method, response);
  };

  it('finds every route it must fuzz in the running app', () => {
    const found = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const missing = EXPECTED_ROUTES.filter(
      (route) =>
        !found.has(`${route.method} ${route.path}`) &&
        // `User/me` is its own route; the generic `:id` route covers it when it is not.
        !found.has(`${route.method} ${route.path.replace('User/me', ':id')}`),
    );
    expect(missing).toEqual([]);
  });

  it(`answers ${RUNS} generated requests without a 5xx, errors as {message, code}`, async () => {
    const tally = new FuzzTally();
    const requests = fc.sample(requestArbitrary({ routes, knownIds }), {
      numRuns: RUNS,
      seed: SEED,
    });
    await inParallel(requests, 8, (request) => send(request, tally));
    console.log(tally.summary(`fuzz (${testDatabase.name}, seed ${SEED})`));
    expect(tally.problems.slice(0, 20)).toEqual([]);
    expect(tally.sent).toBe(RUNS);
    // Some generated requests got past validation and reached the AI provider.
    expect(providerCalls).toBeGreaterThan(0);
  }, 120_000);

  it('answers deep nesting, bodies over the limits, invalid UTF-8 and broken multipart on every route', async () => {
    const tally = new FuzzTally();
    const requests = specialRequests(routes, LIMITS, knownIds[0] ?? 'x');
    await inParallel(requests, 4, (request) => send(request, tally));
    console.log(tally.summary(`special cases (${testDatabase.name})`));
    expect(tally.problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('answers hostile $regex filters, from visitors and admins, quickly and without a 5xx', async () => {
    const tally = new FuzzTally();
    const requests = hostileRegexRequests();
    await inParallel(requests, 4, (request) => send(request, tally));
    console.log(tally.summary(`hostile $regex (${testDatabase.name})`));
    expect(tally.problems.slice(0, 20)).toEqual([]);
    expect(tally.sent).toBe(requests.length);
  }, 120_000);

  it('pollutes no prototype, keeps memory bounded and still serves normal requests', async () => {
    expect(prototypeSnapshot()).toEqual(before.prototypes);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    collectGarbage();
    const memory = process.memoryUsage();
    const heap = memory.heapUsed + memory.external;
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    console.log(
      `memory (${testDatabase.name}) after a GC: JS heap + buffers ${mib(before.heap)} → ${mib(heap)}, ` +
        `RSS ${mib(before.rss)} → ${mib(memory.rss)}`,
    );
    // What the run holds on to: a leak of even a small part of what went through (hundreds of
    // MiB of bodies) would show here. RSS also keeps the allocator's free pages: a loose bound.
    expect(heap - before.heap).toBeLessThan(32 * 2 ** 20);
    expect(memory.rss - before.rss).toBeLessThan(768 * 2 ** 20);

    const challenge = await fetch(`http://127.0.0.1:${port}/api/apps/vitrine/challenge`);
    const created = await fetch(`http://127.0.0.1:${port}${t.base}/WaitlistSubscriber`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Zoe',
        lastName: 'Martin',
        email: 'zoe@example.com',
        company: 'Z',
        language: 'fr',
        altcha: await solvedField((await challenge.json()) as FormChallenge),
      }),
    });
    expect(created.status).toBe(201);
    const login = await fetch(`http://127.0.0.1:${port}/api/apps/vitrine/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'admin@vitrine.test',
        password: 'correct-horse-battery-staple',
      }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const list = await fetch(
      `http://127.0.0.1:${port}${t.base}/WaitlistSubscriber?q=${encodeURIComponent('{"email":"zoe@example.com"}')}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(((await list.json()) as unknown[]).length).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });
});
