// Render busting (issue 26): /healthz and a cached post page, quiet, then while 8 connections ask
// for random searches and random slugs (each one a full server render when nothing bounds them).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ATTACKERS = 8;
const POST = '/en/blogpost?slug=head-office-internal-comms-and-meeting-rooms';

const randomPath = () => {
  const word = randomBytes(6).toString('hex');
  return Math.random() < 0.5 ? `/en/blog?q=${word}` : `/en/blogpost?slug=${word}`;
};

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** /healthz (1 connection) and the cached post (4 connections) over the same seconds. */
async function probes(url) {
  const [health, cached] = await Promise.all([
    run({ url: `${url}/healthz`, connections: 1 }),
    run({ url: `${url}${POST}`, connections: 4, headers: { 'accept-encoding': 'br' } }),
  ]);
  return { health, cached };
}

function statusCounts(result) {
  const codes = result.statusCodeStats ?? {};
  return Object.entries(codes)
    .map(([code, { count }]) => `${code}:${count}`)
    .join(' ');
}

async function scenario(label, env) {
  const server = await startBenchServer({ SEED_CONTENT: 'true', ...env });
  try {
    const check = await fetch(`${server.url}${POST}`);
    if (check.status !== 200) throw new Error(`${POST} answered ${check.status}`);
    const quiet = await probes(server.url);
    const [attack, busy] = await Promise.all([
      run({
        url: server.url,
        connections: ATTACKERS,
        requests: [{ setupRequest: (request) => ({ ...request, path: randomPath() }) }],
      }),
      probes(server.url),
    ]);
    const row = (phase, { health, cached }, extra = {}) => ({
      scenario: label,
      phase,
      'healthz p99 ms': health.latency.p99,
      'healthz req/s': Math.round(health.requests.average),
      'cached post req/s': Math.round(cached.requests.average),
      'cached post p99 ms': cached.latency.p99,
      ...extra,
    });
    return [
      row('quiet', quiet),
      row('busting', busy, {
        'busting req/s': Math.round(attack.requests.average),
        'busting statuses': statusCounts(attack),
      }),
    ];
  } finally {
    await server.stop();
  }
}

export async function benchRenderBusting() {
  const scenarios = (process.env.BENCH_RENDER_SCENARIOS ?? 'default,no-rate-limit').split(',');
  const rows = [];
  if (scenarios.includes('default'))
    rows.push(...(await scenario('defaults', { RENDER_RATE_LIMIT_MAX: '60' })));
  if (scenarios.includes('no-rate-limit'))
    rows.push(...(await scenario('RENDER_RATE_LIMIT_MAX=0', { RENDER_RATE_LIMIT_MAX: '0' })));
  console.log(
    `\nRender busting: ${ATTACKERS} connections of random ?q= and slugs, ${DURATION_S} s a phase\n`,
  );
  console.table(rows);
  return rows;
}
