import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './server-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-stdout-gone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A server whose log reader went away (the terminal or the process manager that started it
 * exited) while it drains must still exit. With sonic-boom 4, pino's last flush at exit retried
 * EPIPE forever, asleep, and the process never ended; package.json overrides it to 5.
 */
describe('a stop while nobody reads the logs', () => {
  it('exits after the drain although stdout is closed', async () => {
    const server = await startServer({
      DATABASE_URL: path.join(dir, 'stdout-gone.db'),
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '1000',
    });
    // Request lines keep pino writing asynchronously, so its last line goes out at exit.
    for (let request = 0; request < 20; request++) await fetch(`${server.url}/healthz`);
    server.child.kill('SIGTERM');
    // Its first line was read; the last one, written at exit, has no reader.
    await expect.poll(() => server.output()).toContain('shutting down');
    server.child.stdout?.destroy();
    const outcome = await Promise.race([
      server.exited.then(() => 'exited'),
      new Promise((resolve) => setTimeout(resolve, 20_000, 'still running')),
    ]);
    if (outcome !== 'exited') await server.kill();
    expect(outcome, server.output()).toBe('exited');
  }, 140_000);
});
