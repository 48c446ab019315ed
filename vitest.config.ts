import { defineConfig } from 'vitest/config';

const JOURNEYS = 'apps/web/e2e/**/*.test.ts';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // No test is run again after failing, on CI or elsewhere: a journey that fails fails the build.
    retry: 0,
    // `expect.poll` waits for a condition, like Playwright's locators; Vitest's own default gives it
    // 1 s, which a journey spends on a script download, a hydration and a deliberately slow password
    // check at load 4 (console-sign-in failed 1 run in 4 so). The test's time-out is the budget.
    expect: { poll: { timeout: 25_000 } },
    // Under CI=true, a missing PostgreSQL, Redis or Chromium fails the run before any test.
    globalSetup: ['./testing/services-setup.ts'],
    setupFiles: ['./testing/node-env-guard.ts'],
    reporters: ['default', './testing/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: [
            'packages/**/*.test.ts',
            'apps/**/*.test.ts',
            'eslint/*.test.ts',
            'testing/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/build/**', '**/dist/**', JOURNEYS],
        },
      },
      {
        extends: true,
        test: {
          name: 'journeys',
          include: [JOURNEYS],
          // A built server and Chromium on a loaded two-core machine: at load 12-25, steps of 20-30 s
          // and a 45 s server start failed on the 30 s and 60 s budgets. Time, not behaviour.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
