// Time from spawn to the first 200 on / for the built server, with a PUBLIC_URL other than the
// build's origin (every pre-rendered page is rewritten), and the server's CPU time by then.
// First start: new database, empty PRERENDER_CACHE_DIR. Restart: same database, the cache filled
// by the first start. Restart without cache: same database, PRERENDER_CACHE_DIR unwritable
// (every start compresses the rewritten pages again, in the background). Decision 0050.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnBuiltServer } from './bench-server.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);
const PAGES = readdirSync(path.join(repoRoot, 'apps/web/build/client'), { recursive: true }).filter(
  (name) => path.basename(String(name)) === 'index.html',
).length;
const TICKS = 100; // USER_HZ on Linux

/** The process's user + system CPU seconds (Linux `/proc`; undefined elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** Files in the cache's key folders. */
function cachedFiles(cacheDir) {
  if (!existsSync(cacheDir)) return 0;
  return readdirSync(cacheDir).reduce(
    (sum, key) => sum + readdirSync(path.join(cacheDir, key)).length,
    0,
  );
}

async function start(dir, cacheDir, { waitForCache = false } = {}) {
  const port = await freePort();
  const began = performance.now();
  const { child, exited } = spawnBuiltServer(port, {
    PUBLIC_URL: 'https://start-bench.example',
    DATABASE_URL: path.join(dir, 'bench.db'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    PRERENDER_CACHE_DIR: cacheDir,
    ADMIN_EMAIL: 'bench@vitrine.test',
    ADMIN_PASSWORD: 'bench-password-123',
    LOG_LEVEL: 'error',
  });
  let ms;
  let cpu;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'accept-encoding': 'br' },
      });
      await response.arrayBuffer();
      if (response.status === 200) {
        ms = performance.now() - began;
        cpu = cpuSeconds(child.pid);
        break;
      }
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error('the server stopped during start');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The first start stays up until every rewritten page's brotli 11 and gzip 9 are on disk.
  while (waitForCache && cachedFiles(cacheDir) < 2 * PAGES) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  await exited;
  return { ms, cpu };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchStartTime() {
  const runs = { first: [], restart: [], 'restart, cache off': [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-start-bench-'));
    try {
      const cacheDir = path.join(dir, 'prerendered-pages');
      const blocked = path.join(dir, 'not-a-folder');
      writeFileSync(blocked, '');
      runs.first.push(await start(dir, cacheDir, { waitForCache: true }));
      runs.restart.push(await start(dir, cacheDir));
      runs['restart, cache off'].push(await start(dir, path.join(blocked, 'cache')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nStart to the first 200 on / (built server, PUBLIC_URL other than the build's, ${PAGES} pre-rendered pages rewritten; median of ${ROUNDS}; load ${os.loadavg()[0].toFixed(1)})\n`,
  );
  console.table(
    Object.entries(runs).map(([scenario, results]) => ({
      scenario,
      'wall ms': Math.round(median(results.map((result) => result.ms))),
      'CPU s': results.every((result) => result.cpu !== undefined)
        ? median(results.map((result) => result.cpu)).toFixed(2)
        : 'n/a',
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStartTime();
