// Starts the built production server on a free port with a temporary database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const BENCH_ADMIN = { email: 'bench@vitrine.test', password: 'bench-password-123' };

/** A port nobody listens on at the moment. */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Spawns the built server in production mode on `port` (127.0.0.1) with `env` over this
 * process's; answers the child and a promise of its exit.
 */
export function spawnBuiltServer(
  port,
  env,
  stdio = ['ignore', 'ignore', 'inherit'],
  root = repoRoot,
) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited };
}

/**
 * Starts the built server of this tree, or of the built checkout at `root` (a baseline measured in
 * the same run: `BENCH_BASELINE_DIR`).
 */
export async function startBenchServer(env = {}, { root = repoRoot } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = env.DATABASE_URL ?? path.join(dir, 'bench.db');
  const { child } = spawnBuiltServer(
    port,
    {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      SEED_CONTENT: 'false',
      RATE_LIMIT_MAX: '1000000',
      RENDER_RATE_LIMIT_MAX: '100000',
      // The benchmarks measure the write path: no proof of work (its check is two SHA-256 and an
      // HMAC), and every sign-up's confirmation e-mail is written, as before the daily cap.
      FORM_CHALLENGE: 'false',
      CONFIRMATION_MAIL_DAILY_MAX: '1000000',
      BENCH_ROUTES: 'true',
      ...env,
    },
    ['ignore', 'inherit', 'inherit'],
    root,
  );
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    databaseUrl,
    pid: child.pid,
    /** Stops the server; its temporary folder (the SQLite database) goes too unless `keep`. */
    async stop({ keep = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The bench admin's session token on `server` (signed in through the API). */
export async function adminToken(server, appId = 'vitrine') {
  const response = await fetch(`${server.url}/api/apps/${appId}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return (await response.json()).access_token;
}
