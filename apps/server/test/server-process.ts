import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const SERVER_ENTRY = path.resolve(import.meta.dirname, '../dist/main.js');
export const WEB_BUILT = existsSync(
  path.resolve(import.meta.dirname, '../../web/build/server/index.js'),
);

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The exit code (null after a signal), once it has exited. */
  exited: Promise<number | null>;
  alive(): boolean;
  /** What it printed (the last 64 KB), to explain a failure. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
}

const running = new Set<ServerProcess>();

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`dist/main.js`) and waits until `/readyz` answers 200 (at most
 * `readyWithinMs`: 100 s, like the journeys; at load 13-19 on two cores a start took 20-50 s and
 * failed the former 30 s in three helpers' runs).
 */
export async function startServer(
  env: Record<string, string>,
  { readyWithinMs = 100_000 } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_CONTENT: 'false',
      RATE_LIMIT_MAX: '1000000',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      RENDER_RATE_LIMIT_MAX: '100000',
      // Tested on their own (challenge/, mail/confirmation-cap.test.ts) and by the journeys.
      FORM_CHALLENGE: 'false',
      CONFIRMATION_MAIL_DAILY_MAX: '1000000',
      // No balancer to wait for: a stop goes straight on (rolling-restart.test.ts sets one).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    alive: () => exitCode === undefined,
    output: () => output,
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      const code = await exited;
      running.delete(server);
      return code;
    },
    async kill() {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
      running.delete(server);
    },
  };
  running.add(server);
  exited.then(() => running.delete(server));
  const deadline = performance.now() + readyWithinMs;
  while (performance.now() < deadline) {
    if (!server.alive()) throw new Error(`The server exited at start:\n${output}`);
    const ready = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`The server never became ready:\n${output}`);
}

/** For afterAll: kills whatever a failed test left running. */
export async function killAllServers() {
  await Promise.all([...running].map((server) => server.kill()));
}
