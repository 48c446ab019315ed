import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { afterAll, describe, expect, it } from 'vitest';
import { EntityStore } from '../entities/entity-store';
import { openDatabase } from './database';
import { migrate } from './migrations';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('SQLite files', () => {
  it('are created readable by the owner only: the folder, the database, its -wal and -shm', async () => {
    const file = path.join(dir, 'data', 'vitrine.db');
    const database = openDatabase(file);
    try {
      await migrate(database);
      await new EntityStore(database).create(WaitlistSubscriber, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        company: 'C',
        language: 'fr',
      });
      expect(modeOf(path.join(dir, 'data'))).toBe(0o700);
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(`${file}-wal`)).toBe(0o600);
      expect(modeOf(`${file}-shm`)).toBe(0o600);
    } finally {
      await database.close();
    }
  });

  it('are not created when the database must already exist', async () => {
    const file = path.join(dir, 'elsewhere', 'missing.db');
    expect(() => openDatabase(file, { mustExist: true })).toThrow(`No SQLite database at ${file}`);
    expect(() => statSync(path.dirname(file))).toThrow(/ENOENT/);
  });
});
