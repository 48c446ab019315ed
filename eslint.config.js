import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { serverBoundaries } from './eslint/server-boundaries.js';
import { WEB_NEVER, webBoundaries } from './eslint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      // Build releases (decision 0049).
      'apps/web/build.*/**',
      'apps/server/dist.*/**',
      // The islands of a build under way (apps/web/scripts/build-release.mjs).
      'apps/web/.islands.*/**',
      '**/.react-router/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The web app never imports the server: both sides meet only in the shared contract.
      'no-restricted-imports': ['error', { patterns: WEB_NEVER }],
    },
  },
  ...webBoundaries,
  ...serverBoundaries,
);
