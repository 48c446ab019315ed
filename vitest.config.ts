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
          ],
          exclude: ['**/node_modules/**', '**/build/**', '**/dist/**', JOURNEYS],
        },
      },
      {
        extends: true,
        test: {
          name: 'journeys',
          include: [JOURNEYS],
        },
      },
    ],
  },
});
