import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_DOMAIN = [
  'auth',
  'entities',
  'users',
  'mail',
  'uploads',
  'privacy',
  'retention',
  'platform',
  'web',
  'seed',
  'blog',
  'analytics',
  'campaigns',
].map((folder) => `../${folder}/*`);
const SERVER_COMPOSITION = ['../plugins/*', '../app', '../main'];

/** `no-restricted-imports` for the source (tests aside) of some folders of apps/server/src. */
function serverLayer(folders, forbidden, message) {
  return {
    files: folders.map((folder) => `apps/server/src/${folder}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }] },
  };
}

const WEB_NEVER = [
  {
    group: ['**/apps/server/**', '@vitrine/server*'],
    message: 'The web app never imports the server: both meet in @vitrine/contract',
  },
];
const SITE_NEVER = {
  regex: '(^|/)console(/|$)',
  message: 'The site never imports the console (app/console/)',
};

/**
 * `no-restricted-imports` for a folder of apps/web/app: a relative import that climbs out of it
 * (one `../` more than the file's depth inside it) must lead to `allowed`.
 */
function webSliceDepths(folder, allowed, message) {
  return [0, 1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/app/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_NEVER, { regex: `^(\\.\\./){${depth + 1},}${allowed}`, message }] },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', 'data/**'],
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
  // The web app's two slices: the site (every folder of app/ but console/ and shared/) and the
  // console (app/console/) never import each other; both import app/shared/, which imports
  // neither. routes.ts wires both.
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/console/**', 'apps/web/app/shared/**', 'apps/web/app/routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_NEVER, SITE_NEVER] }] },
  },
  ...webSliceDepths('console', '(?!shared/)', 'The console imports only itself and app/shared/'),
  ...webSliceDepths('shared', '', 'app/shared/ imports neither the site nor the console'),
  // The server's dependencies point one way: the composition root (app.ts, plugins/) wires the
  // domain (auth, entities, users, mail, ...), which builds on the infrastructure (http, db,
  // cluster), which builds on errors/ and the contract.
  serverLayer(['errors'], ['../*'], 'errors/ is a leaf: it imports nothing of the server'),
  serverLayer(
    ['http', 'db', 'cluster'],
    [...SERVER_DOMAIN, ...SERVER_COMPOSITION],
    'Infrastructure never imports the domain or the composition root: pass what it needs as a parameter',
  ),
  serverLayer(
    ['entities'],
    [...SERVER_DOMAIN.filter((folder) => folder !== '../entities/*'), ...SERVER_COMPOSITION],
    'entities/ is the base of the domain: the other domain folders import it, not the reverse',
  ),
  serverLayer(
    [
      'auth',
      'users',
      'mail',
      'uploads',
      'privacy',
      'retention',
      'platform',
      'web',
      'seed',
      'blog',
      'campaigns',
    ],
    SERVER_COMPOSITION,
    'The domain never imports the composition root (app.ts, plugins/)',
  ),
);
