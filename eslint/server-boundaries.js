// The server's import boundaries (apps/server/src), spread into eslint.config.js.

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

export const serverBoundaries = [
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
];
