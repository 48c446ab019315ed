import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';
import { machineServices, type ServiceState } from './machine-services';
import { closingLines, type RunCounts } from './summary-lines';

/** The counts of a finished run, from Vitest's modules, its errors outside tests and its verdict. */
export function countRun(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError>,
  reason: TestRunEndReason,
): RunCounts {
  const counts: RunCounts = {
    passed: 0,
    failed: 0,
    skipped: 0,
    brokenFiles: 0,
    unhandledErrors: unhandledErrors.length,
    runFailed: reason !== 'passed',
  };
  for (const module of testModules) {
    const tests = [...module.children.allTests()];
    // A file whose setup failed (a `beforeAll` or an import that threw) fails with no test failed.
    if (module.state() === 'failed' && !tests.some((test) => test.result().state === 'failed')) {
      counts.brokenFiles += 1;
    }
    for (const test of tests) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
  }
  return counts;
}

/**
 * After Vitest's own summary: which services the tests had (PostgreSQL, Redis, Chromium, …), which
 * databases the server suite ran on, and the plain "N passed, N failed" closing line CI looks for.
 */
export default class SummaryReporter implements Reporter {
  private services: Promise<ServiceState[]> = Promise.resolve([]);

  onTestRunStart() {
    this.services = machineServices();
  }

  async onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const counts = countRun(testModules, unhandledErrors, reason);
    const lines = closingLines(counts, await this.services);
    console.log(`\n${lines.join('\n')}`);
  }
}
