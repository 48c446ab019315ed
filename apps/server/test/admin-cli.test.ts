import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';

const cli = path.resolve(import.meta.dirname, '../dist/admin-cli.js');
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// The CLI works on an existing database (the server's), never creates one.
beforeAll(async () => {
  const database = openDatabase(path.join(dir, 'cli.db'));
  await migrate(database);
  await database.close();
});

const run = (args: string[], input = '') =>
  execFileSync(process.execPath, [cli, ...args], {
    input,
    env: { ...process.env, DATABASE_URL: path.join(dir, 'cli.db'), LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });

describe('npm run admin (built CLI)', () => {
  it('creates (the owner first), lists and resets admin accounts, and refuses short passwords and duplicates', () => {
    expect(
      run(['create', 'Chloe@Vitrine.test', 'Chloé', 'Bernard'], 'first-password-123\n'),
    ).toContain('Owner account created for chloe@vitrine.test');
    // The site's first account is its owner; the next ones are admins.
    expect(run(['create', 'hugo@vitrine.test'], 'hugo-password-1234\n')).toContain(
      'Admin account created for hugo@vitrine.test',
    );
    expect(run(['list'])).toMatch(/chloe@vitrine\.test\towner\t+Chloé Bernard/);
    expect(run(['list'])).toMatch(/hugo@vitrine\.test\tadmin\t/);
    expect(() => run(['create', 'chloe@vitrine.test'], 'another-password-1\n')).toThrow(
      /already exists/,
    );
    expect(() => run(['create', 'short@vitrine.test'], 'short\n')).toThrow(
      /at least 12 characters/,
    );
    expect(run(['reset-password', 'chloe@vitrine.test'], 'second-password-456\n')).toContain(
      'Password changed',
    );
    expect(() => run(['reset-password', 'nobody@vitrine.test'], 'x'.repeat(20))).toThrow(
      /No account/,
    );
    expect(run(['help'])).toContain('Usage');
  });
});
