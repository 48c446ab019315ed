import { describe, expect, it } from 'vitest';
import type { ServiceState } from './machine-services';
import { closingLines, databasesLine, type RunCounts } from './summary-lines';

const counts = (more: Partial<RunCounts> = {}): RunCounts => ({
  passed: 10,
  failed: 0,
  skipped: 0,
  brokenFiles: 0,
  unhandledErrors: 0,
  runFailed: false,
  ...more,
});
const postgres = (available: boolean, detail: string): ServiceState => ({
  service: 'PostgreSQL',
  available,
  detail,
  withoutIt: 'skip',
});
const chromium: ServiceState = {
  service: 'Chromium',
  available: false,
  detail: 'no executable at /usr/bin/chromium',
  withoutIt: 'fail',
};
const CLOSING_LINE = /^\d+ passed, \d+ failed(, \d+ skipped)?$/;

describe('the lines that close a run', () => {
  it('say that PostgreSQL did not run, and why', () => {
    const lines = closingLines(counts({ skipped: 3 }), [
      postgres(false, 'TEST_DATABASE_URL unset'),
    ]);
    expect(lines).toEqual([
      'PostgreSQL: not run (TEST_DATABASE_URL unset)',
      'databases: SQLite only (PostgreSQL not run: TEST_DATABASE_URL unset)',
      '10 passed, 0 failed, 3 skipped',
    ]);
  });

  it('name the databases that ran, the PostgreSQL one without its credentials', () => {
    const ran = postgres(true, 'postgres://…@127.0.0.1:5432/test');
    expect(databasesLine([ran])).toBe(
      'databases: SQLite, PostgreSQL (postgres://…@127.0.0.1:5432/test)',
    );
    expect(closingLines(counts(), [ran])[0]).toBe(
      'PostgreSQL: ran (postgres://…@127.0.0.1:5432/test)',
    );
  });

  it('say that a missing Chromium failed its tests', () => {
    expect(closingLines(counts(), [chromium])[0]).toBe(
      'Chromium: missing (no executable at /usr/bin/chromium); its tests fail',
    );
  });

  it('count a file that failed before its tests, and errors outside tests, as failed', () => {
    const lines = closingLines(
      counts({ failed: 1, brokenFiles: 2, unhandledErrors: 1, runFailed: true }),
      [],
    );
    expect(lines.slice(1)).toEqual([
      '2 files failed before their tests (counted as failed)',
      '1 error outside any test (counted as failed)',
      '10 passed, 4 failed',
    ]);
  });

  it('count a run that failed before any test as one failure', () => {
    const lines = closingLines(counts({ passed: 0, runFailed: true }), []);
    expect(lines.slice(1)).toEqual([
      'the run failed outside any test (Vitest prints why)',
      '0 passed, 1 failed',
    ]);
  });

  it('end on the plain count line CI reads, alone on its line', () => {
    for (const run of [counts(), counts({ skipped: 2 }), counts({ brokenFiles: 1 })]) {
      expect(
        closingLines(run, [postgres(false, 'TEST_DATABASE_URL unset'), chromium]).at(-1),
      ).toMatch(CLOSING_LINE);
    }
  });
});
