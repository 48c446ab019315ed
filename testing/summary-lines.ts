import type { ServiceState } from './machine-services';

/** What a run counted: tests, files that failed before their tests, errors outside any test. */
export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
  brokenFiles: number;
  unhandledErrors: number;
  /** Vitest's verdict: false when it passed, true when it failed or was interrupted. */
  runFailed: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line per service: whether the tests that need it ran, and if not, why. */
export function serviceLine({ service, available, detail, withoutIt }: ServiceState): string {
  if (available) return `${service}: ran (${detail})`;
  if (withoutIt === 'skip') return `${service}: not run (${detail})`;
  return `${service}: missing (${detail}); its tests fail`;
}

/** The databases the server suite ran on: SQLite always, PostgreSQL when it was there. */
export function databasesLine(services: readonly ServiceState[]): string {
  const postgres = services.find((state) => state.service === 'PostgreSQL');
  if (postgres?.available) return `databases: SQLite, PostgreSQL (${postgres.detail})`;
  return `databases: SQLite only (PostgreSQL not run: ${postgres?.detail ?? 'not probed'})`;
}

/**
 * The lines that close a run. The last is the plain "N passed, N failed[, N skipped]" that CI reads,
 * alone on its line: a file that failed before its tests, an error outside any test and a run that
 * failed before any test count as failed there, so a failed run never closes on "0 failed".
 */
export function closingLines(counts: RunCounts, services: readonly ServiceState[]): string[] {
  const lines = [...services.map(serviceLine), databasesLine(services)];
  if (counts.brokenFiles > 0) {
    const files = plural(counts.brokenFiles, 'file failed before its', 'files failed before their');
    lines.push(`${files} tests (counted as failed)`);
  }
  if (counts.unhandledErrors > 0) {
    lines.push(
      `${plural(counts.unhandledErrors, 'error', 'errors')} outside any test (counted as failed)`,
    );
  }
  let failed = counts.failed + counts.brokenFiles + counts.unhandledErrors;
  // A global setup that threw (a service missing under CI) or an interrupted run: nothing above.
  if (counts.runFailed && failed === 0) {
    lines.push('the run failed outside any test (Vitest prints why)');
    failed = 1;
  }
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  lines.push(`${counts.passed} passed, ${failed} failed${skipped}`);
  return lines;
}
