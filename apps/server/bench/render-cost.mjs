// Uncached server renders (PAGE_CACHE_TTL_MS=0) of the blog listing and a post, per second, for
// this tree and, with BENCH_BASELINE_DIR, a baseline build, alternated in the same run.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PAGES = {
  listing: '/en/blog',
  post: '/en/blogpost?slug=head-office-internal-comms-and-meeting-rooms',
};

// Long enough for the JIT to settle: CPU per render kept falling for about 10 s of load.
const WARM_UP_S = 10;
const TICKS_PER_S = 100;

/**
 * CPU time the server process (worker threads included) has used, in ms, from /proc (Linux):
 * per render it is steadier than req/s on a busy machine.
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

function run(url, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, duration, connections: CONNECTIONS, headers: { 'accept-encoding': 'br' } },
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
      // Warm-up, not counted: the first renders load the build and compile it.
      await run(`${server.url}${path}`, WARM_UP_S);
      const cpuBefore = cpuMs(server.pid);
      const result = await run(`${server.url}${path}`);
      const cpuPerRender = (cpuMs(server.pid) - cpuBefore) / result.requests.total;
      rows.push({
        tree: label,
        page: name,
        'req/s': Math.round(result.requests.average),
        'CPU ms/render': Number(cpuPerRender.toFixed(1)),
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
  const mean = (tree, page, column) => {
    const picked = rows.filter((row) => row.tree === tree && row.page === page);
    return picked.reduce((sum, row) => sum + row[column], 0) / picked.length;
  };
  console.log(`\nUncached renders (${CONNECTIONS} connections, ${DURATION_S} s each, 2 rounds)\n`);
  console.table(rows);
  if (baselineDir) {
    for (const page of Object.keys(PAGES)) {
      const throughput = mean('after', page, 'req/s') / mean('before', page, 'req/s');
      const cpu = mean('before', page, 'CPU ms/render') / mean('after', page, 'CPU ms/render');
      console.log(
        `${page}: ${throughput.toFixed(2)}× the baseline's renders per second, ${cpu.toFixed(2)}× less CPU per render`,
      );
    }
  }
  return rows;
}
