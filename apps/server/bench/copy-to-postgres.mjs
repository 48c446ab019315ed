// `npm run bench -- copy`: `npm run migrate:sqlite-to-pg` (the built CLI) on a SQLite database of
// 100,000 page views and 10,000 leads, into a fresh PostgreSQL schema of BENCH_DATABASE_URL or
// TEST_DATABASE_URL (skipped without one). Prints the rows per table and the seconds.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchPostgresUrl, inFreshSchema } from './bench-databases.mjs';
import { seedAnalytics } from './analytics-seed.mjs';
import { startBenchServer } from './bench-server.mjs';
import { seedLeads } from './leads-seed.mjs';

const PAGEVIEWS = Number(process.env.BENCH_COPY_PAGEVIEWS ?? 100_000);
const LEADS = Number(process.env.BENCH_COPY_LEADS ?? 10_000);
const cli = path.resolve(import.meta.dirname, '../dist/migrate-sqlite-to-pg.js');

/** The CLI's `table\tsource\ttarget` lines. */
function countsOf(output) {
  return output
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cells) => cells.length === 3 && /^\d+$/.test(cells[1]))
    .map(([table, source, target]) => ({ table, source: Number(source), target: Number(target) }));
}

export async function benchCopyToPostgres() {
  const pgUrl = benchPostgresUrl();
  console.log(`\nSQLite → PostgreSQL copy (${PAGEVIEWS} page views, ${LEADS} leads)\n`);
  if (!pgUrl) {
    console.log('skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return;
  }
  // The server creates and migrates the SQLite file; the rows go in straight, as other benches.
  const server = await startBenchServer();
  const file = server.databaseUrl;
  try {
    await seedAnalytics(file, PAGEVIEWS, 90);
    await seedLeads(file, LEADS);
  } finally {
    await server.stop({ keep: true });
  }
  try {
    await inFreshSchema(pgUrl, async ({ DATABASE_URL }) => {
      const started = performance.now();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, '--from', file, '--to', DATABASE_URL],
        { env: { ...process.env, LOG_LEVEL: 'silent' }, maxBuffer: 16 * 1024 * 1024 },
      );
      const seconds = (performance.now() - started) / 1000;
      const counts = countsOf(stdout).filter((entry) => entry.source > 0);
      const total = countsOf(stdout).reduce((sum, entry) => sum + entry.target, 0);
      console.log('table                              rows');
      for (const { table, target } of counts) console.log(`${table.padEnd(34)} ${target}`);
      console.log(`\n${total} rows copied and counted in ${seconds.toFixed(1)} s (CLI wall time)`);
    });
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
