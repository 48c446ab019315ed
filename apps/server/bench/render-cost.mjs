// Uncached server renders (PAGE_CACHE_TTL_MS=0) of the blog listing and a post, per second, for
// this tree and, with BENCH_BASELINE_DIR, a baseline build, alternated in the same run.
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAGES = {
  listing: '/en/blog',
  post: '/en/blogpost?slug=head-office-internal-comms-and-meeting-rooms',
};

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, duration: DURATION_S, connections: CONNECTIONS, headers: { 'accept-encoding': 'br' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(label, root) {
  const server = await startBenchServer(
    { SEED_CONTENT: 'true', PAGE_CACHE_TTL_MS: '0' },
    root ? { root } : undefined,
  );
  try {
    const rows = [];
    for (const [name, path] of Object.entries(PAGES)) {
      if ((await fetch(`${server.url}${path}`)).status !== 200) throw new Error(`${path} failed`);
      const result = await run(`${server.url}${path}`);
      rows.push({
        tree: label,
        page: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'non-2xx': result.non2xx,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchRenderCost() {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  const rows = [];
  for (let round = 0; round < 2; round += 1) {
    if (baselineDir) rows.push(...(await measure('before', baselineDir)));
    rows.push(...(await measure('after')));
  }
  const mean = (tree, page) => {
    const picked = rows.filter((row) => row.tree === tree && row.page === page);
    return picked.reduce((sum, row) => sum + row['req/s'], 0) / picked.length;
  };
  console.log(`\nUncached renders (${CONNECTIONS} connections, ${DURATION_S} s each, 2 rounds)\n`);
  console.table(rows);
  if (baselineDir) {
    for (const page of Object.keys(PAGES)) {
      console.log(
        `${page}: ${(mean('after', page) / mean('before', page)).toFixed(2)}× the baseline`,
      );
    }
  }
  return rows;
}
