// The web app's import boundaries (apps/web/app), spread into eslint.config.js. Every file of
// apps/web/app belongs to one element, by its path at any depth (eslint-plugin-boundaries).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP = 'apps/web/app';

/**
 * The folders of apps/web/app, by layer; each names a folder and everything under it, and every
 * file of apps/web/app is in one of them or at the top of apps/web/app (`no-unknown-files`).
 * `site`: the public site's folders (the top files, the document and the server entry, go with
 * it; `routes.ts` wires both slices). `shared`: what the site and the console both use.
 * `console`: the console's frame and plumbing (`console/shared`), then one folder per feature.
 */
export const WEB_LAYERS = {
  site: [
    'analytics',
    'blog',
    'components',
    'content',
    'data',
    'i18n',
    'islands',
    'pages',
    'routes',
    'routing',
    'seo',
  ],
  shared: ['shared'],
  console: [
    'console/shared',
    'console/account',
    'console/analytics',
    'console/api-keys',
    'console/audit',
    'console/webhooks',
    'console/redirects',
    'console/ai',
    'console/auth',
    'console/blog',
    'console/campaigns',
    'console/dashboard',
    'console/leads',
    'console/site-content',
    'console/users',
  ],
};

// By import string, for every file of apps/web (e2e tests too): eslint.config.js applies it.
// Journeys may import the server's test doubles (apps/server/test: the local AI provider, the
// OIDC provider), which stand in for services outside this machine; never its source or build.
export const WEB_NEVER = [
  {
    group: ['**/apps/server/**', '@vitrine/server*', '**/server/src/**', '**/server/dist*/**'],
    message: 'The web app never imports the server: both meet in @vitrine/contract',
  },
];

const CONSOLE_FEATURES = WEB_LAYERS.console.filter((folder) => folder !== 'console/shared');
const ELEMENTS = [
  ...WEB_LAYERS.site.map((folder) => ({ type: 'site', pattern: `${APP}/${folder}` })),
  { type: 'web-shared', pattern: `${APP}/shared` },
  { type: 'console-shared', pattern: `${APP}/console/shared` },
  {
    type: 'console-feature',
    pattern: `${APP}/console/@(${CONSOLE_FEATURES.map((folder) => folder.slice(8)).join('|')})`,
    capture: ['feature'],
  },
  { type: 'contract', pattern: 'packages/contract' },
  { type: 'server', pattern: 'apps/server' },
].map((descriptor) => ({ ...descriptor, partialMatch: false }));

// The files at the top of apps/web/app belong to no folder: they are told apart by file category.
const FILES = [
  { category: 'route-table', pattern: `${APP}/routes.ts`, stopMatching: true },
  { category: 'web-root', pattern: `${APP}/*.{ts,tsx}` },
];

const to = (type) => ({ to: { element: { type } } });
const ROOT_FILES = { to: { file: { categories: 'web-root' } } };
const CONSOLE = [to('console-shared'), to('console-feature')];
const SITE = [to('site'), ROOT_FILES];
// root.tsx takes the stylesheet's address from Vite (`?url`): a source that resolves to no module.
const STYLESHEET = { dependency: { source: './app.css?url' } };

// Allowed first; then the forbidden imports each with its reason (the last matching policy wins).
const POLICIES = [
  {
    from: { element: { type: 'site' } },
    allow: [...SITE, to('web-shared'), to('contract')],
  },
  {
    from: { file: { categories: 'web-root' } },
    allow: [...SITE, to('web-shared'), to('contract'), STYLESHEET],
  },
  {
    from: { file: { categories: 'route-table' } },
    allow: [to('site'), to('web-shared'), to('console-shared'), to('contract')],
  },
  { from: { element: { type: 'web-shared' } }, allow: [to('web-shared'), to('contract')] },
  {
    from: { element: { type: 'console-shared' } },
    allow: [to('console-shared'), to('web-shared'), to('contract')],
  },
  {
    from: { element: { type: 'console-feature' } },
    allow: [to('console-feature'), to('console-shared'), to('web-shared'), to('contract')],
  },
  {
    from: [{ element: { type: 'site' } }, { file: { categories: 'web-root' } }],
    disallow: CONSOLE,
    message: 'The site never imports the console (app/console/)',
  },
  {
    from: [{ element: { type: 'console-shared' } }, { element: { type: 'console-feature' } }],
    disallow: SITE,
    message: 'The console never imports the site: what both use lives in app/shared/',
  },
  {
    from: { element: { type: 'web-shared' } },
    disallow: [...SITE, ...CONSOLE],
    message: 'app/shared/ imports neither the site nor the console',
  },
  {
    from: { element: { type: 'console-shared' } },
    disallow: to('console-feature'),
    message: 'console/shared/ imports no console feature',
  },
  // The only module of a console feature other features may import: its entry module,
  // `console/<feature>/<feature>.ts`, as on the server.
  ...CONSOLE_FEATURES.map((folder) => folder.slice(8)).map((feature) => ({
    from: { element: { type: 'console-feature' } },
    disallow: {
      to: {
        element: {
          type: 'console-feature',
          captured: { feature },
          fileInternalPath: `!${feature}.ts`,
        },
      },
    },
    message: `Outside console/${feature}/, import its entry module console/${feature}/${feature}.ts`,
  })),
  {
    disallow: to('server'),
    message: 'The web app never imports the server: both meet in @vitrine/contract',
  },
];

export const webBoundaries = [
  {
    files: [`${APP}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      // Static imports, `import()` of lazily loaded modules, and re-exports (a feature's entry module).
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // React Router's generated route types (`./+types/…`).
      'boundaries/ignore': ['apps/web/.react-router/**'],
      'import/resolver': {
        typescript: { project: path.join(ROOT, 'apps/web/tsconfig.json') },
      },
    },
    rules: {
      // Every file of apps/web/app is in a folder of WEB_LAYERS, or is one of the top files.
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkUnknownLocals: true, policies: POLICIES },
      ],
    },
  },
];
