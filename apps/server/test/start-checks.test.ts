import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, SERVER_ENTRY, startServer } from './server-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-start-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the built server in `cwd` until it exits by itself (or 20 s); answers its code and output. */
function runUntilExit(env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

const warningsIn = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 40)
    .map((line) => line.msg);

describe('starting the built server', () => {
  it('refuses a DATABASE_URL of another kind, without a file, a folder or the password', async () => {
    for (const url of ['mysql://root:hunter22@db/vitrine', 'postgress://vitrine:hunter22@db/v']) {
      const cwd = mkdtempSync(path.join(dir, 'cwd-'));
      const { code, output } = await runUntilExit({ DATABASE_URL: url }, cwd);
      expect(code).toBe(1);
      expect(output).toMatch(/DATABASE_URL must be a SQLite file path/);
      expect(output).not.toContain('hunter22');
      expect(readdirSync(cwd)).toEqual([]);
    }
  }, 90_000);

  it('warns in production when PUBLIC_URL, SMTP_URL or an admin account is missing', async () => {
    const server = await startServer({
      DATABASE_URL: path.join(dir, 'bare.db'),
      PUBLIC_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    await server.stop();
    const warnings = warningsIn(server.output());
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PUBLIC_URL is not set .*http:\/\/localhost:\d+/),
        expect.stringMatching(/^SMTP_URL is not set: e-mails .* never sent/),
        expect.stringMatching(/^No admin account: .*npm run admin -- create/),
      ]),
    );
  }, 90_000);

  it('says nothing of them once they are set', async () => {
    const server = await startServer({
      DATABASE_URL: path.join(dir, 'complete.db'),
      PUBLIC_URL: 'https://vitrine.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ADMIN_EMAIL: 'owner@vitrine.test',
      ADMIN_PASSWORD: 'correct-horse-battery-staple',
    });
    await server.stop();
    expect(warningsIn(server.output()).join('\n')).not.toMatch(/PUBLIC_URL|SMTP_URL|admin/);
  }, 90_000);
});
