import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { skipUnlessCi } from '../../../testing/machine-services';
import { SERVER_ENTRY, freePort } from './server-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-signal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether this machine lets us run a process as PID 1 of a new PID namespace (root, Linux). */
const canBePidOne =
  (process.platform === 'linux' &&
    spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0) ||
  skipUnlessCi('PID namespace', 'unshare --pid fails (not root on Linux)');

/** The one child process of `pid`, once it has one (Linux `/proc`). */
async function childOf(pid: number) {
  for (;;) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (children) return Number(children.split(' ')[0]);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Starts the built server as PID 1 of a new PID namespace (as in a container, without an init),
 * sends SIGTERM from outside while it starts, and gives its exit and what it printed.
 */
async function termDuringStart() {
  const port = await freePort();
  const command = [
    'unshare',
    '--pid',
    '--fork',
    '--mount-proc',
    '--kill-child',
    process.execPath,
    SERVER_ENTRY,
  ];
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_CONTENT: 'true',
      DATABASE_URL: path.join(dir, `${port}.db`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const target = await childOf(child.pid!);
  // The server is unshare's child, the PID 1 of the new namespace: a signal from outside reaches
  // it only once it listens for it (as with `docker stop`), so one is sent every 50 ms until it
  // exits. Before the fix, nothing listened until the server was up.
  const signals = setInterval(() => {
    try {
      process.kill(target, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }, 50);
  void exited.finally(() => clearInterval(signals));
  const timeout = new Promise<'still running'>((resolve) =>
    setTimeout(() => resolve('still running'), 15_000).unref(),
  );
  const outcome = await Promise.race([exited, timeout]);
  if (outcome === 'still running') child.kill('SIGKILL');
  clearInterval(signals);
  return { outcome, output };
}

describe.skipIf(!canBePidOne)('SIGTERM while the server is starting (built server)', () => {
  it('stops it at once, as PID 1 of a container', async () => {
    const { outcome, output } = await termDuringStart();
    expect(outcome, output).toEqual({ code: 0, signal: null });
    expect(output).toContain('SIGTERM during start; stopping');
  }, 30_000);
});
