// `npm run bench -- webhook-deliveries`: signed webhook deliveries per second to a local receiver
// (2,000 `lead.created` events, queued by two bulk creates of contact messages, measured until
// the receiver has them all), on SQLite and (with TEST_DATABASE_URL or BENCH_DATABASE_URL)
// PostgreSQL, at the default WEBHOOK_CONCURRENCY and at 32. The baseline, measured in the same
// run: the same number of POSTs sent straight to the receiver, 8 at a time, with no queue,
// database or signature. Prints figures only.
import { createServer } from 'node:http';
import { benchPostgresUrl, inFreshSchema } from './bench-databases.mjs';
import { adminToken, startBenchServer } from './bench-server.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2_000);
const SETTINGS = [
  { name: 'default (8 in flight)', env: {} },
  { name: '32 in flight', env: { WEBHOOK_CONCURRENCY: '32' } },
];

/** A receiver that answers 204 and counts the deliveries. */
async function countingReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

async function api(server, token, method, path, body) {
  const response = await fetch(`${server.url}/api/apps/vitrine${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${await response.text()}`);
  return response.json();
}

async function runOnce(database, dbEnv, settings) {
  const receiver = await countingReceiver();
  const server = await startBenchServer({
    ...dbEnv,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    ...settings.env,
  });
  try {
    const token = await adminToken(server);
    await api(server, token, 'POST', '/entities/Webhook', {
      url: receiver.url,
      events: ['lead.created'],
      active: true,
    });
    const started = performance.now();
    for (let start = 0; start < EVENTS; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, EVENTS - start) }, (_, n) => ({
        name: `Bench ${start + n}`,
        email: `bench${start + n}@example.com`,
        message: 'Bonjour, je voudrais une démonstration.',
        language: 'fr',
      }));
      await api(server, token, 'POST', '/entities/ContactMessage/bulk', batch);
    }
    const queued = (performance.now() - started) / 1000;
    const deadline = Date.now() + 300_000;
    while (receiver.received() < EVENTS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      database,
      settings: settings.name,
      delivered: receiver.received(),
      'queued in s': queued.toFixed(2),
      'all delivered in s': seconds.toFixed(2),
      'deliveries/s': Math.round(receiver.received() / seconds),
    };
  } finally {
    await server.stop();
    await receiver.close();
  }
}

/** The same count of JSON POSTs to the receiver, 8 at a time: what the queue costs on top. */
async function baseline() {
  const receiver = await countingReceiver();
  const body = JSON.stringify({ type: 'lead.created', timestamp: new Date().toISOString() });
  const started = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < EVENTS) {
      next += 1;
      await fetch(receiver.url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  const seconds = (performance.now() - started) / 1000;
  await receiver.close();
  return {
    database: '—',
    settings: 'baseline: direct POSTs, 8 at a time',
    delivered: receiver.received(),
    'queued in s': '—',
    'all delivered in s': seconds.toFixed(2),
    'deliveries/s': Math.round(receiver.received() / seconds),
  };
}

export async function benchWebhookDeliveries() {
  console.log(
    `\nWebhook deliveries: ${EVENTS.toLocaleString('en')} lead.created events, signed, to a local receiver\n`,
  );
  // Each run on a database of its own: a webhook left by the run before would take half the work
  // (its receiver is closed).
  const rows = [await baseline()];
  for (const settings of SETTINGS) rows.push(await runOnce('SQLite', {}, settings));
  const pgUrl = benchPostgresUrl();
  for (const settings of pgUrl ? SETTINGS : []) {
    rows.push(await inFreshSchema(pgUrl, (env) => runOnce('PostgreSQL', env, settings)));
  }
  console.table(rows);
}
