import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, startServer } from './server-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-lock-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('one server per SQLite file (built server)', () => {
  const databaseUrl = path.join(dir, 'site.db');

  it('refuses a second server on the same file, while the first keeps serving', async () => {
    const first = await startServer({ DATABASE_URL: databaseUrl });
    const second = startServer({ DATABASE_URL: databaseUrl });
    await expect(second).rejects.toThrow(
      /exited at start[\s\S]*Another Vitrine server is already running on the SQLite database/,
    );
    expect(first.alive()).toBe(true);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    // A server on another file is not concerned.
    const other = await startServer({ DATABASE_URL: path.join(dir, 'other.db') });
    await other.stop();
    expect(await first.stop()).toBe(0);
  }, 90_000);

  it('lets the next server start after a SIGTERM, and after a SIGKILL (no stale lock)', async () => {
    const afterTerm = await startServer({ DATABASE_URL: databaseUrl });
    await afterTerm.kill();
    const afterKill = await startServer({ DATABASE_URL: databaseUrl });
    expect((await fetch(`${afterKill.url}/readyz`)).status).toBe(200);
    expect(await afterKill.stop()).toBe(0);
  }, 90_000);
});
