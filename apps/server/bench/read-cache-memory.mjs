// Memory of the visitor read cache under distinct listing URLs: 1,500 visitor
// listings of the seeded blog, half with an unknown parameter (`?x17=1`), half with distinct
// allowed parameters (limit/skip), and the server's RSS before, right after and once the
// cache's lifetime (30 s) has passed. Target: less than 50 MB of growth.
import { readFileSync } from 'node:fs';
import { startBenchServer } from './bench-server.mjs';

const URLS = Number(process.env.BENCH_READ_CACHE_URLS ?? 1500);
const CONCURRENCY = 10;
const IDLE_MS = 10_000;
const SETTLE_MS = 35_000;

/** Resident set size of a process, in MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

function listingPaths(appId) {
  const base = `/api/apps/${appId}/entities/BlogPost`;
  return Array.from({ length: URLS }, (_, n) =>
    n % 2 === 0
      ? `${base}?x${n}=1`
      : `${base}?sort=-created_date&limit=${1 + (n % 40)}&skip=${Math.floor(n / 80)}`,
  );
}

async function fetchAll(url, paths) {
  let next = 0;
  let bytes = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next];
      next += 1;
      const response = await fetch(`${url}${path}`);
      bytes += (await response.arrayBuffer()).byteLength;
      if (!response.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { bytes, failed };
}

export async function benchReadCacheMemory({ appId = 'vitrine' } = {}) {
  const server = await startBenchServer({ SEED_CONTENT: 'true' });
  try {
    const paths = listingPaths(appId);
    // Warm-up: the code paths and one cached listing, so "before" is a running server.
    await fetchAll(server.url, paths.slice(0, 2));
    await fetchAll(server.url, paths.slice(0, 2));
    const before = rssMb(server.pid);
    const { bytes, failed } = await fetchAll(server.url, paths);
    const after = rssMb(server.pid);
    // V8 returns the answers' garbage to the system after a few idle seconds (memory reducer).
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = rssMb(server.pid);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS - IDLE_MS));
    const settled = rssMb(server.pid);
    console.log(`\nVisitor read cache: ${URLS} distinct listing URLs of the seeded blog\n`);
    console.table([
      {
        'answers MB': Math.round(bytes / 1024 / 1024),
        'non-2xx': failed,
        'RSS before MB': before,
        'RSS after MB': after,
        'growth MB': after - before,
        [`growth ${IDLE_MS / 1000} s later MB`]: idle - before,
        [`RSS ${SETTLE_MS / 1000} s later MB`]: settled,
      },
    ]);
  } finally {
    await server.stop();
  }
}
