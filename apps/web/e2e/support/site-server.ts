import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const E2E_ADMIN = { email: 'admin@vitrine.test', password: 'correct-horse-battery-staple' };

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: string[]) {
  // A start took 45 s on a two-core machine at load 13 (migrations, pre-rendered pages, content
  // pages rendered before /readyz answers); the journeys' hooks allow 120 s.
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become ready:\n${output.join('')}`);
}

export interface SiteServer {
  url: string;
  port: number;
  appId: string;
  stop(): Promise<void>;
}

/**
 * Starts the production server (the build from `npm run build`) on a free port with its own
 * SQLite database, seeded content and an admin account.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  /**
   * `port`: listen there (to bring a stopped server back at the same address). `localhost`: the
   * site's address is `http://localhost:PORT` (WebAuthn refuses an IP address as its RP ID).
   */
  options: { port?: number; localhost?: boolean } = {},
): Promise<SiteServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));
  const port = options.port ?? (await freePort());
  const loopback = `http://127.0.0.1:${port}`;
  const url = options.localhost ? `http://localhost:${port}` : loopback;
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: path.join(dir, 'e2e.db'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The forms solve the real proof of work (FORM_CHALLENGE is on), at a difficulty of tens of
      // milliseconds here, so the journeys' polls never wait on it.
      FORM_CHALLENGE_MAX_NUMBER: '5000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitUntilReady(loopback, child, output);
  return {
    url,
    port,
    appId: env.APP_ID ?? 'vitrine',
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
