// `npm run bench -- load`: visitor sign-ups under load, 50 and 200 concurrent clients, on SQLite
// and (with TEST_DATABASE_URL or BENCH_DATABASE_URL) PostgreSQL: throughput, latency, the
// server's peak memory, and whether every acknowledged sign-up was stored.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { benchPostgresUrl, inFreshSchema } from './bench-databases.mjs';
import { BENCH_ADMIN, startBenchServer } from './bench-server.mjs';
import { signUpRequests } from './sign-up-requests.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CLIENTS = [50, 200];
const APP = 'vitrine';

/** Peak resident memory of a process so far (VmHWM), in MB. Linux only. */
function peakRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : 'n/a';
  } catch {
    return 'n/a';
  }
}

function signUps(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/apps/${APP}/entities/WaitlistSubscriber`,
        duration: DURATION_S,
        connections,
        requests: signUpRequests('load'),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function storedCount(url) {
  const login = await fetch(`${url}/api/apps/${APP}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { access_token: token } = await login.json();
  const response = await fetch(`${url}/api/apps/${APP}/entities/WaitlistSubscriber/count`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).count;
}

/** A fresh server per run, so its peak memory is this run's. */
async function runOn(database, env, connections) {
  const server = await startBenchServer(env);
  try {
    const result = await signUps(server.url, connections);
    const peak = peakRssMb(server.pid);
    const stored = await storedCount(server.url);
    return {
      database,
      clients: connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      stored,
      'peak RSS MB': peak,
    };
  } finally {
    await server.stop();
  }
}

export async function benchLoad() {
  const rows = [];
  for (const connections of CLIENTS) rows.push(await runOn('SQLite', {}, connections));
  // Baseline in the same run: no conversion is recorded with analytics off.
  rows.push(await runOn('SQLite, ANALYTICS=false', { ANALYTICS: 'false' }, CLIENTS[0]));
  const pgUrl = benchPostgresUrl();
  if (pgUrl) {
    for (const connections of CLIENTS) {
      rows.push(await inFreshSchema(pgUrl, (env) => runOn('PostgreSQL', env, connections)));
    }
  }
  console.log(
    `\nSign-ups under load — visitor POST WaitlistSubscriber (+ 2 outbox e-mails each), ${DURATION_S} s per run, production build, a fresh server each\n`,
  );
  console.table(rows);
  console.log(
    '"stored" counts the records after the run: at least 2xx when every acknowledged sign-up is kept (the requests still in flight when a run stops are stored but not counted).',
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
