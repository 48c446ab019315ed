import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { multipartImage } from '../src/uploads/test-support';
import { postSignUp } from './load-client';
import { killAllServers, startServer } from './server-process';
import { storedSignUps } from './stored-sign-ups';
import { ADMIN } from './test-app';

const CLI = path.resolve(import.meta.dirname, '../dist/backup-cli.js');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the built CLI without blocking this process (the load keeps running meanwhile). */
function backup(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: dir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function uploadPng(url: string, token: string) {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#2a6' },
  })
    .png()
    .toBuffer();
  const body = multipartImage(png);
  const response = await fetch(`${url}/api/apps/vitrine/integration-endpoints/Core/UploadFile`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { file_url: string }).file_url;
}

async function login(url: string) {
  const response = await fetch(`${url}/api/apps/vitrine/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('npm run backup (built CLI, built server)', () => {
  it('copies a SQLite database under write load; a server on the copy has every acknowledged sign-up and upload', async () => {
    const live = path.join(dir, 'live.db');
    const liveUploads = path.join(dir, 'uploads');
    const server = await startServer({
      DATABASE_URL: live,
      UPLOAD_DIR: liveUploads,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const fileUrl = await uploadPng(server.url, await login(server.url));
    // A reader's open snapshot (a long report, say) stops checkpoints: the sign-ups stay in
    // live.db-wal, so a copy of live.db alone would miss them all.
    const reader = new BetterSqlite3(live, { fileMustExist: true });
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM sqlite_master').get();

    // 20 clients sign up until told to stop; each acknowledged (201) e-mail is recorded.
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const client = async () => {
      while (!stop) {
        const email = `load${n++}@example.com`;
        const answer = await postSignUp(server.url, email);
        if (answer.status === 201) acknowledged.push(email);
      }
    };
    const load = Promise.all(Array.from({ length: 20 }, client));
    while (acknowledged.length < 500) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = [...acknowledged];
    const copy = path.join(dir, 'backups', 'copy.db');
    const result = await backup([copy], { DATABASE_URL: live, UPLOAD_DIR: liveUploads });
    const during = acknowledged.length - before.length;
    // Writes go on after the copy too: the server was never held up.
    const after = acknowledged.length;
    while (acknowledged.length < after + 200) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop = true;
    await load;
    reader.exec('ROLLBACK');
    reader.close();
    await server.stop();

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^database\t.*copy\.db\t[\d.]+ MB\t\d+ pages\tintegrity ok/m);
    expect(result.stdout).toMatch(/^uploads\t.*copy\.db\.uploads\t[\d.]+ MB\t[1-9]\d* files$/m);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    const seconds = /Backup done in (\d+) ms/.exec(result.stdout)?.[1];
    console.log(
      `backup under load: ${seconds} ms, ${(statSync(copy).size / 1_048_576).toFixed(2)} MB, ` +
        `${before.length} sign-ups acknowledged before it, ${during} while the command ran`,
    );

    const restored = await startServer({ DATABASE_URL: copy, UPLOAD_DIR: `${copy}.uploads` });
    try {
      const image = await fetch(`${restored.url}${fileUrl}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const stored = await storedSignUps(copy);
      expect(before.filter((email) => !stored.emails.has(email))).toEqual([]);
      expect(stored.invalid).toBe(0);
      // Nothing made up: every row in the copy was acknowledged (or answered after it).
      expect(stored.total).toBeLessThan(acknowledged.length);
    } finally {
      await restored.stop();
    }
  }, 120_000);

  describe('refuses bad arguments with a clear message and status 2', () => {
    const existing = path.join(dir, 'small.db');
    const env = () => ({ DATABASE_URL: existing, UPLOAD_DIR: path.join(dir, 'no-uploads') });
    const prepare = async () => {
      if (existsSync(existing)) return;
      const database = openDatabase(existing);
      await migrate(database);
      await database.close();
    };

    it('without a file', async () => {
      await prepare();
      const result = await backup([], env());
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Name the backup file');
      expect(result.stderr).toContain('Usage: npm run backup -- <file> [--force]');
    });

    it('with a file that exists, unless --force', async () => {
      await prepare();
      const target = path.join(dir, 'taken.db');
      writeFileSync(target, 'keep me');
      const refused = await backup([target], env());
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`${target} already exists: add --force to replace`);
      expect(readFileSync(target, 'utf8')).toBe('keep me');

      const forced = await backup([target, '--force'], env());
      expect(forced.code, forced.stderr).toBe(0);
      expect(readFileSync(target).subarray(0, 15).toString('utf8')).toBe('SQLite format 3');
      expect(forced.stdout).toMatch(/^uploads\t.*\t0 files$/m);
    });

    it('with a database that does not exist, creating nothing', async () => {
      const missing = path.join(dir, 'typo', 'vitrine.db');
      const target = path.join(dir, 'never.db');
      const result = await backup([target], { DATABASE_URL: missing });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`No SQLite database at ${missing}`);
      expect(existsSync(path.join(dir, 'typo'))).toBe(false);
      expect(existsSync(target)).toBe(false);
    });

    it('on PostgreSQL, pointing at pg_dump without printing the password', async () => {
      const target = path.join(dir, 'pg.db');
      const result = await backup([target], {
        DATABASE_URL: 'postgres://vitrine:hunter22@127.0.0.1:1/vitrine',
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('pg_dump --format=custom');
      expect(result.stderr).not.toContain('hunter22');
      expect(existsSync(target)).toBe(false);
    });
  });
});
