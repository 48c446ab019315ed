import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain "N passed, N failed" closing line CI looks for, after Vitest's own summary,
 * and names each test that passed only when run again (journeys retry once on CI).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    // A file whose setup failed (a `beforeAll` that threw) fails with its tests skipped.
    const brokenFiles = testModules.filter(
      (module) =>
        module.state() === 'failed' && [...module.children.allTests('failed')].length === 0,
    ).length;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
        if (state === 'passed' && test.diagnostic()?.flaky) {
          flaky.push(`${module.moduleId.split('/apps/').at(-1)} > ${test.fullName}`);
        }
      }
    }
    for (const name of flaky) console.log(`flaky (passed when run again): ${name}`);
    const notes = [
      skipped > 0 ? `${skipped} skipped` : '',
      flaky.length > 0 ? `${flaky.length} flaky` : '',
      brokenFiles === 1 ? '1 file failed before its tests' : '',
      brokenFiles > 1 ? `${brokenFiles} files failed before their tests` : '',
    ].filter(Boolean);
    const extra = notes.map((note) => `, ${note}`).join('');
    console.log(`\n${passed} passed, ${failed} failed${extra}`);
  }
}
