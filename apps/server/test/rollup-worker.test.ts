import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '../src/analytics/local-time';
import { ANALYTICS_TABLES } from '../src/db/analytics-tables';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { killAllServers, startServer } from './server-process';
import { insertVisits, type FixtureVisit } from './stats-fixtures';
import { within } from './within';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-rollup-worker-'));
afterAll(async () => {
  await killAllServers();
  rmSync(dir, { recursive: true, force: true });
});

/** A finished day (three days ago in Paris) of 30 visitors, each with a page of their own. */
function poisonedDay(): FixtureVisit[] {
  const day = addDays(localDay(Date.now(), 'Europe/Paris'), -3);
  return Array.from({ length: 30 }, (_, n) => ({
    id: `worker-${n}`,
    visitor: `visitor-${n}`,
    day,
    start: `${day}T10:${String(n).padStart(2, '0')}:00Z`,
    pages: ['/', `/p${n}`],
    duration: 60_000,
    dims: { device: 'Desktop', source: `s${n}` },
  }));
}

describe('the roll-up of the built server on SQLite', () => {
  it('runs in a worker thread, on its own connection, and writes the capped day', async () => {
    const file = path.join(dir, 'vitrine.db');
    const seeded = openDatabase(file);
    await migrate(seeded, undefined);
    const visits = poisonedDay();
    await insertVisits(seeded, visits);
    await seeded.close();

    const server = await startServer({
      DATABASE_URL: file,
      LOG_LEVEL: 'info',
      ANALYTICS_DAY_VALUES: '10',
    });
    await within(60_000, async () => {
      expect(server.output()).toContain('analytics roll-up done');
    });
    const line = server
      .output()
      .split('\n')
      .find((entry) => entry.includes('analytics roll-up done'))!;
    expect(JSON.parse(line)).toMatchObject({ days: 1, thread: 'worker' });
    expect(await server.stop()).toBe(0);

    const database = openDatabase(file, { mustExist: true });
    const pages = await database.db
      .selectFrom(ANALYTICS_TABLES.daily)
      .selectAll()
      .where('day', '=', visits[0]!.day)
      .where('property', '=', 'page')
      .execute();
    await database.close();
    expect(pages).toHaveLength(11);
    expect(pages.reduce((sum, row) => sum + Number(row.pageviews), 0)).toBe(60);
  });
});
