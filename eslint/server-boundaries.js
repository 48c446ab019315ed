// The server's import boundaries (apps/server/src), spread into eslint.config.js. Decision 0042.
import boundaries from 'eslint-plugin-boundaries';

const SRC = 'apps/server/src';

/**
 * The layers of apps/server/src, lowest first, and the folders in each (any depth inside a folder
 * belongs to it). What each layer may import is `MAY_IMPORT`; a feature is reached from outside
 * its folder only through its entry module, `<folder>/<folder>.ts`. Tests are exempt.
 */
export const SERVER_LAYERS = {
  leaf: ['errors'],
  infrastructure: ['cluster', 'db', 'http', 'platform'],
  base: ['entities'],
  features: [
    'ai',
    'analytics',
    'api-keys',
    'audit',
    'auth',
    'blog',
    'campaigns',
    'challenge',
    'content',
    'leads',
    'mail',
    'privacy',
    'realtime',
    'redirects',
    'retention',
    'seed',
    'uploads',
    'users',
    'web',
    'webhooks',
  ],
  composition: ['plugins'],
};

/** The files at the top of apps/server/src, by layer: the configuration and the entry points. */
export const SERVER_ROOT_FILES = {
  infrastructure: ['config.ts', 'config-docs.ts', 'config-oidc.ts', 'config-schema.ts'],
  composition: [
    'admin-cli.ts',
    'app.ts',
    'backup-cli.ts',
    'hold-restored-mail.ts',
    'images-cli.ts',
    'main.ts',
    'markdown-render-worker.ts',
    'migrate-cli.ts',
    'migrate-sqlite-to-pg.ts',
    'outbox-cli.ts',
    'retention-cli.ts',
    'rollup-worker.ts',
    'run-command-line.ts',
    'start-server.ts',
  ],
};

/** What each layer may import, besides the shared contract (packages/contract). */
const MAY_IMPORT = {
  leaf: [],
  infrastructure: ['leaf', 'infrastructure'],
  base: ['leaf', 'infrastructure'],
  features: ['leaf', 'infrastructure', 'base', 'features'],
  composition: ['leaf', 'infrastructure', 'base', 'features', 'composition'],
};

const WHY = {
  leaf: 'errors/ is a leaf: it imports nothing of the server',
  infrastructure:
    'Infrastructure (db, http, platform, cluster, config) never imports entities/, a feature or the composition root: pass what it needs as a parameter',
  base: 'entities/ is the base of the domain: features import it, not the reverse',
  features:
    'A feature never imports the composition root (app.ts, plugins/, the CLIs, the workers)',
};

const UNKNOWN =
  'A server file imports only files that belong to a layer of apps/server/src, and the contract';

const layerType = (layer) => `server-${layer}`;
const anyOf = (patterns) => `@(${patterns.join('|')})`;

/** A file of the layer: in one of its folders (an element) or one of its root files. */
function inLayer(layer) {
  const selectors = [{ element: { type: layerType(layer) } }];
  if (SERVER_ROOT_FILES[layer]) selectors.push({ file: { categories: layerType(layer) } });
  return selectors;
}

const CONTRACT = { file: { categories: 'contract' } };

const LAYERS = Object.keys(MAY_IMPORT);

const layerAllowed = LAYERS.map((layer) => ({
  from: inLayer(layer),
  allow: { to: [...MAY_IMPORT[layer].flatMap(inLayer), CONTRACT] },
}));

/** Repeats what `layerAllowed` leaves out, after the entry policies, so its message wins. */
const layerForbidden = LAYERS.filter((layer) => layer !== 'composition').map((layer) => ({
  from: inLayer(layer),
  disallow: {
    to: LAYERS.filter((other) => !MAY_IMPORT[layer].includes(other)).flatMap(inLayer),
  },
  message: WHY[layer],
}));

/** Another feature's files, but its entry module: never imported from outside the feature. */
const entryPolicies = SERVER_LAYERS.features.map((folder) => ({
  to: { element: { type: layerType('features'), captured: { folder } } },
  disallow: { to: { element: { fileInternalPath: `!${folder}.ts` } } },
  message: `Outside ${folder}/, import its entry module ${folder}/${folder}.ts`,
}));

export const serverBoundaries = [
  {
    files: [`${SRC}/**/*.ts`],
    // Tests and their helpers reach into what they test.
    ignores: ['**/*.test.ts', '**/test-support.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': Object.entries(SERVER_LAYERS).map(([layer, folders]) => ({
        type: layerType(layer),
        pattern: `${SRC}/${anyOf(folders)}`,
        capture: ['folder'],
        partialMatch: false,
      })),
      'boundaries/files': [
        ...Object.entries(SERVER_ROOT_FILES).map(([layer, files]) => ({
          category: layerType(layer),
          pattern: `${SRC}/${anyOf(files)}`,
        })),
        { category: 'contract', pattern: 'packages/contract/src/**' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          // Last match wins: the layers allow, entry modules narrow, the layers' refusals name why.
          policies: [...layerAllowed, ...entryPolicies, ...layerForbidden],
          message: UNKNOWN,
        },
      ],
    },
  },
];
