// The gap a restart leaves on SQLite, where one process owns the database file: a client asks
// `/` every 20 ms while the built server is stopped (SIGTERM, wait for the exit, as `systemctl
// stop`) and started again on the same port and file (`systemctl start`). The gap runs from the
// old process's last answer to the new one's first.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnBuiltServer } from './bench-server.mjs';

const ROUNDS = 3;

function spawnServer(port, databaseUrl) {
  return spawnBuiltServer(port, {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_CONTENT: 'false',
    // One instance: no balancer to take it out, so no drain (docs/deployment.md).
    SHUTDOWN_DRAIN_MS: '0',
  });
}

export async function benchRestartGap() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-restart-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const databaseUrl = path.join(dir, 'site.db');
  let server = spawnServer(port, databaseUrl);
  // Every answer's time and the process that gave it (its pid, from the order of restarts).
  let generation = 0;
  const answers = [];
  let asking = true;
  const ask = async () => {
    while (asking) {
      const asked = generation;
      const ok = await fetch(url, { headers: { connection: 'close' } }).then(
        (response) => response.arrayBuffer().then(() => response.ok),
        () => false,
      );
      if (ok) answers.push({ at: performance.now(), generation: asked });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const asking$ = ask();
  const waitForAnswer = async (from) => {
    while (!answers.some((answer) => answer.generation >= from)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitForAnswer(0);
  const rows = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopAt = performance.now();
    server.child.kill('SIGTERM');
    await server.exited;
    const exitedAt = performance.now();
    generation = round;
    server = spawnServer(port, databaseUrl);
    await waitForAnswer(round);
    const lastOld = Math.max(...answers.filter((a) => a.at <= exitedAt).map((a) => a.at));
    const firstNew = Math.min(...answers.filter((a) => a.generation >= round).map((a) => a.at));
    rows.push({
      round,
      stopMs: Math.round(exitedAt - stopAt),
      startMs: Math.round(firstNew - exitedAt),
      gapMs: Math.round(firstNew - lastOld),
    });
  }
  asking = false;
  await asking$;
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });

  console.log('\nRestart gap on SQLite (stop, then start, built server, `/` every 20 ms)\n');
  console.log('| round | SIGTERM to exit | exit to first answer | gap without answers |');
  console.log('|------:|----------------:|---------------------:|--------------------:|');
  for (const row of rows) {
    console.log(`| ${row.round} | ${row.stopMs} ms | ${row.startMs} ms | ${row.gapMs} ms |`);
  }
  const sorted = rows.map((row) => row.gapMs).sort((a, b) => a - b);
  console.log(`\nmedian gap: ${sorted[Math.floor(sorted.length / 2)]} ms`);
  return rows;
}
