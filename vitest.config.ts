import { defineConfig } from 'vitest/config';

const JOURNEYS = 'apps/web/e2e/**/*.test.ts';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './vitest-summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'eslint/*.test.ts'],
          exclude: ['**/node_modules/**', '**/build/**', '**/dist/**', JOURNEYS],
        },
      },
      {
        extends: true,
        test: {
          name: 'journeys',
          include: [JOURNEYS],
          // A real browser on a loaded two-core CI machine: a journey that fails is run once more
          // there, and the summary names every test that needed it (README, Scripts). Locally,
          // never: a flake shows up at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
