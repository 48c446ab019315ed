// The web app's import boundaries (apps/web/app), spread into eslint.config.js.

export const WEB_NEVER = [
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

export const webBoundaries = [
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
];
