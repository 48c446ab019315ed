// Server-render throughput of a blog post page, with the rendered-page cache and without it
// (PAGE_CACHE_TTL_MS=0), on the seeded articles.
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POST = '/en/blogpost?slug=head-office-internal-comms-and-meeting-rooms';

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        duration: DURATION_S,
        connections: CONNECTIONS,
        headers: { 'accept-encoding': 'br' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(label, env) {
  const server = await startBenchServer({ SEED_CONTENT: 'true', ...env });
  try {
    const check = await fetch(`${server.url}${POST}`);
    if (check.status !== 200) throw new Error(`${POST} answered ${check.status}`);
    const result = await run(`${server.url}${POST}`);
    return {
      scenario: label,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await server.stop();
  }
}

export async function benchSsrThroughput() {
  const rows = [
    await measure('post page, page cache on', {}),
    await measure('post page, page cache off', { PAGE_CACHE_TTL_MS: '0' }),
  ];
  console.log(
    `\nServer-rendered blog post (${CONNECTIONS} connections, ${DURATION_S} s each, brotli)\n`,
  );
  console.table(rows);
  return rows;
}
